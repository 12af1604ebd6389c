import {
  COLUNAS_CLIENTES,
  LIMITE_ERROS_IMPORTACAO,
  LIMITE_LINHAS_IMPORTACAO,
  LIMITE_XLSX_EXPANDIDO,
} from '@mascate/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, cadastrosDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { pedido } from '../../test/pedidos-dados.ts';
import { csv, importar } from '../../test/planilhas-apoio.ts';
import { xlsxCru } from '../../test/zip-apoio.ts';
import { clientes } from '../db/schema.ts';
import { MSG_EXPANDIDO, MSG_LINHAS } from '../planilhas/leitor.ts';

// Issue 23: requests that froze the server or ran it out of memory. Each is refused (or answered short)
// with nothing written, and the event loop's delay is measured while the server works on it.
const amb = ambienteDoArquivo();
const e = empresaDoArquivo(amb);
const c = cadastrosDoArquivo(amb, e);

const CABECALHO = COLUNAS_CLIENTES.map((col) => col.titulo);
/**
 * How long the server's thread stays busy at a time while it works on a request: a 5 ms probe timer
 * notes each gap between its runs and the CPU the process used in it. On these two loaded cores
 * (load average above 20 while the tests run) a gap also holds the time the thread merely waited for a
 * core, which is not the request's doing: a gap counts as busy only as far as CPU was used in it.
 */
const OCUPADO_MAXIMO_MS = 100;

async function medindoAtraso<T>(fn: () => Promise<T>): Promise<{ resultado: T; ocupadoMs: number }> {
  let ultimo = performance.now();
  let cpu = process.cpuUsage();
  let ocupadoMs = 0;
  const sonda = setInterval(() => {
    const agora = performance.now();
    const usado = process.cpuUsage(cpu);
    ocupadoMs = Math.max(ocupadoMs, Math.min(agora - ultimo, (usado.user + usado.system) / 1000));
    ultimo = agora;
    cpu = process.cpuUsage();
  }, 5);
  try {
    return { resultado: await fn(), ocupadoMs };
  } finally {
    clearInterval(sonda);
  }
}

function semTravarOLaco(ocupadoMs: number): void {
  expect(ocupadoMs).toBeLessThan(OCUPADO_MAXIMO_MS);
}

const clientesDaEmpresa = async () =>
  (await amb.banco.db.select().from(clientes).where(eq(clientes.empresaId, e.empresaId))).length;

describe('entradas que congelavam o servidor', () => {
  it('XLSX de 5 KB cuja única linha é a 1.000.000.000: recusado na hora, sem gerar as linhas vazias', async () => {
    const arquivo = xlsxCru([
      [1, CABECALHO],
      [1_000_000_000, ['Mercado', '52998224725']],
    ]);
    expect(arquivo.length).toBeLessThan(5 * 1024);
    const antes = await clientesDaEmpresa();
    const { resultado: r, ocupadoMs } = await medindoAtraso(() =>
      importar(amb, 'clientes', { nome: 'a.xlsx', dados: arquivo }, { simular: 0 }, e.token),
    );
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe(MSG_LINHAS);
    expect(await clientesDaEmpresa()).toBe(antes);
    semTravarOLaco(ocupadoMs);
  });

  it('campo de dinheiro com 100 KB de dígitos e um "x": 400 nomeando o campo, sem regex quadrática', async () => {
    const corpo = pedido(c, [
      { produto_id: c.produtoId, qt: 1, preco: `${'9'.repeat(100_000)}x` as unknown as number },
    ]);
    const { resultado: r, ocupadoMs } = await medindoAtraso(() =>
      amb.chamar('POST', '/api/pedidosvenda/create', corpo, e.token),
    );
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toMatch(/preço/);
    semTravarOLaco(ocupadoMs);
  });
});

describe('bombas de importação', () => {
  const ruins = (n: number) =>
    csv([
      CABECALHO,
      ...Array.from({ length: n }, (_, i) => CABECALHO.map((_t, j) => (j === 1 ? `x${i}` : ''))),
    ]);

  it(`CSV de 20.000 linhas ruins: os ${LIMITE_ERROS_IMPORTACAO} primeiros erros e o total, nada gravado`, async () => {
    const arquivo = ruins(20_000);
    const antes = await clientesDaEmpresa();
    const { resultado: r, ocupadoMs } = await medindoAtraso(() =>
      importar(amb, 'clientes', { nome: 'ruim.csv', dados: arquivo }, { simular: 0 }, e.token),
    );
    expect(r.status).toBe(400);
    const registros = r.corpo.registros as { linha: number }[];
    expect(registros).toHaveLength(LIMITE_ERROS_IMPORTACAO);
    expect(registros[0]?.linha).toBe(2);
    expect(r.corpo.retorno.erros).toBeGreaterThanOrEqual(20_000);
    expect(r.corpo.retorno.mensagem).toContain(`os ${LIMITE_ERROS_IMPORTACAO} primeiros`);
    expect(await clientesDaEmpresa()).toBe(antes);
    semTravarOLaco(ocupadoMs);
  }, 120_000);

  it('CSV com uma linha além do limite: recusado com a mensagem do limite, nada gravado', async () => {
    // Lines without text cost nothing to check: only the count refuses the file.
    const arquivo = Buffer.from(
      `${CABECALHO.join(';')}\n${'\n'.repeat(LIMITE_LINHAS_IMPORTACAO)}x;52998224725\n`,
    );
    const antes = await clientesDaEmpresa();
    const { resultado: r, ocupadoMs } = await medindoAtraso(() =>
      importar(amb, 'clientes', { nome: 'grande.csv', dados: arquivo }, { simular: 1 }, e.token),
    );
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe(MSG_LINHAS);
    expect(await clientesDaEmpresa()).toBe(antes);
    semTravarOLaco(ocupadoMs);
  }, 120_000);

  it('XLSX pequeno que se expande além do limite: recusado antes de ser lido, nada gravado', async () => {
    // Padding inside the sheet compresses about a thousand times: a file of a few hundred KB.
    const recheio = Buffer.alloc(LIMITE_XLSX_EXPANDIDO + 1024 * 1024, 0x20);
    const arquivo = xlsxCru([[1, CABECALHO]], recheio);
    expect(arquivo.length).toBeLessThan(LIMITE_XLSX_EXPANDIDO / 100);
    const antes = await clientesDaEmpresa();
    const { resultado: r, ocupadoMs } = await medindoAtraso(() =>
      importar(amb, 'clientes', { nome: 'bomba.xlsx', dados: arquivo }, { simular: 0 }, e.token),
    );
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe(MSG_EXPANDIDO);
    expect(await clientesDaEmpresa()).toBe(antes);
    semTravarOLaco(ocupadoMs);
  }, 120_000);

  it('um XLSX feito à mão dentro dos limites é lido normalmente (a conferência do zip aceita)', async () => {
    const arquivo = xlsxCru([
      [1, CABECALHO],
      [
        2,
        CABECALHO.map((t) =>
          t === 'Razão social' ? 'Mercado Feito à Mão' : t === 'CPF/CNPJ' ? '39053344705' : '',
        ),
      ],
    ]);
    const r = await importar(amb, 'clientes', { nome: 'ok.xlsx', dados: arquivo }, { simular: 1 }, e.token);
    expect(r.status).toBe(200);
    expect(r.corpo.retorno).toMatchObject({ novos: 1, erros: 0 });
  });
});
