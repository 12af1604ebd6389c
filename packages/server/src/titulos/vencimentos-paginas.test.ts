import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, cadastrosDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { usuarioDaEmpresa } from '../../test/equipe-apoio.ts';
import { pedidoFaturado } from '../../test/titulos-apoio.ts';
import { clientes, representantes, titulos } from '../db/schema.ts';

// relatorios/vencimentos a page at a time (issue 30): the biggest debtors first (ties by name), the count
// of customers, and the totals of every customer of the report on every page.
const amb = ambienteDoArquivo();
const e = empresaDoArquivo(amb);
const c = cadastrosDoArquivo(amb, e);
const outra = empresaDoArquivo(amb);

type Pagina = {
  registros: { cliente_id: number; cliente_nome: string; total: number; a_vencer: number }[];
  total?: number;
  totais: { total: number; a_vencer: number };
};

async function ler(corpo: object, token = e.token) {
  const r = await amb.chamar('POST', '/api/relatorios/vencimentos', corpo, token);
  expect(r.status).toBe(200);
  return r.corpo as unknown as Pagina;
}

const nomes = (p: Pagina) => p.registros.map((l) => `${l.cliente_nome} ${l.total}`);

// Totals in reais: Beta 50, Alfa 30, Zeta 30 (a tie: by name), Delta 20, Gama 10; Beta's receivable is
// moved to a second representative.
const id: Record<string, number> = {};
const outroRep = { id: 0 };

describe('relatorios/vencimentos em páginas', () => {
  it('prepara cinco clientes com totais diferentes e um empate', async () => {
    const db = amb.banco.db;
    for (const nome of ['Zeta', 'Alfa', 'Beta', 'Delta', 'Gama']) {
      const [cl] = await db
        .insert(clientes)
        .values({ empresaId: e.empresaId, nome, cnpjCpf: '52998224725' })
        .returning();
      id[nome] = cl?.id ?? 0;
    }
    const [r] = await db
      .insert(representantes)
      .values({ empresaId: e.empresaId, nome: 'Vendedor Dois', cnpjCpf: '11144477735' })
      .returning();
    outroRep.id = r?.id ?? 0;
    // The first report of the day makes the summary; the orders after it go through the trigger.
    expect((await ler({})).registros).toEqual([]);
    for (const [nome, qt] of [
      ['Zeta', 3],
      ['Alfa', 3],
      ['Beta', 5],
      ['Delta', 2],
      ['Gama', 1],
    ] as const) {
      await pedidoFaturado(amb, e, c, { qt, preco: 10, clienteId: id[nome] });
    }
    await db
      .update(titulos)
      .set({ vendedorId: outroRep.id })
      .where(and(eq(titulos.empresaId, e.empresaId), eq(titulos.clienteId, id.Beta ?? 0)));
  });

  it('sem limite: 50 por página, em ordem de total e nome, com a contagem e os totais', async () => {
    const p = await ler({});
    expect(nomes(p)).toEqual(['Beta 50', 'Alfa 30', 'Zeta 30', 'Delta 20', 'Gama 10']);
    expect(p.total).toBe(5);
    expect(p.totais).toMatchObject({ total: 140, a_vencer: 140 });
  });

  it('cada página traz os totais de todos os clientes', async () => {
    const p1 = await ler({ limite: 2 });
    expect(nomes(p1)).toEqual(['Beta 50', 'Alfa 30']);
    expect(p1.total).toBe(5);
    expect(p1.totais.total).toBe(140);
    const p2 = await ler({ limite: 2, deslocamento: 2 });
    expect(nomes(p2)).toEqual(['Zeta 30', 'Delta 20']);
    expect(p2.totais.total).toBe(140);
    const p3 = await ler({ limite: 2, deslocamento: 4 });
    expect(nomes(p3)).toEqual(['Gama 10']);
    expect(p3.total).toBe(5);
    const alem = await ler({ limite: 2, deslocamento: 10 });
    expect(alem.registros).toEqual([]);
    expect(alem.totais.total).toBe(140);
    // Without the count (a screen that has it from the first page).
    const semTotal = await ler({ limite: 2, deslocamento: 2, contar_total: 0 });
    expect(semTotal.total).toBeUndefined();
    expect(nomes(semTotal)).toEqual(['Zeta 30', 'Delta 20']);
  });

  it('um cliente e um representante: linhas e totais só deles', async () => {
    const um = await ler({ cliente_id: id.Delta });
    expect(nomes(um)).toEqual(['Delta 20']);
    expect(um.totais.total).toBe(20);
    const rep = await ler({ representante_id: outroRep.id, limite: 10 });
    expect(nomes(rep)).toEqual(['Beta 50']);
    expect(rep.total).toBe(1);
    expect(rep.totais.total).toBe(50);
    const rep1 = await ler({ representante_id: c.vendedorId, limite: 3 });
    expect(rep1.registros.map((l) => l.total)).toEqual([30, 30, 20]);
    expect(rep1.total).toBe(4);
    expect(rep1.totais.total).toBe(90);
  });

  it('um cliente renomeado muda de lugar no empate', async () => {
    const db = amb.banco.db;
    await db
      .update(clientes)
      .set({ nome: 'Ômega' })
      .where(and(eq(clientes.empresaId, e.empresaId), eq(clientes.id, id.Alfa ?? 0)));
    expect(nomes(await ler({ limite: 3 }))).toEqual(['Beta 50', 'Zeta 30', 'Ômega 30']);
    await db
      .update(clientes)
      .set({ nome: 'Alfa' })
      .where(and(eq(clientes.empresaId, e.empresaId), eq(clientes.id, id.Alfa ?? 0)));
    expect(nomes(await ler({ limite: 3 }))).toEqual(['Beta 50', 'Alfa 30', 'Zeta 30']);
  });

  it('o vendedor pagina só a sua carteira, com os totais dela', async () => {
    const v1 = await usuarioDaEmpresa(amb, e, 'vendedor', c.vendedorId);
    const p = await ler({ limite: 2 }, v1.token);
    expect(p.registros.map((l) => [l.cliente_id, l.total])).toEqual([
      [Math.min(id.Alfa ?? 0, id.Zeta ?? 0), 30],
      [Math.max(id.Alfa ?? 0, id.Zeta ?? 0), 30],
    ]);
    expect(p.total).toBe(4);
    expect(p.totais.total).toBe(90);
    const resto = await ler({ limite: 2, deslocamento: 2 }, v1.token);
    expect(resto.registros.map((l) => [l.cliente_id, l.total])).toEqual([
      [id.Delta, 20],
      [id.Gama, 10],
    ]);
    // Another representative's receivables: not in its report, whatever it asks.
    const outroDele = await ler({ representante_id: outroRep.id }, v1.token);
    expect(outroDele.registros).toEqual([]);
    expect(outroDele.totais.total).toBe(0);
    const beta = await ler({ cliente_id: id.Beta }, v1.token);
    expect(beta.registros).toEqual([]);
    const v2 = await usuarioDaEmpresa(amb, e, 'vendedor', outroRep.id);
    const p2 = await ler({}, v2.token);
    expect(p2.registros.map((l) => [l.cliente_id, l.total])).toEqual([[id.Beta, 50]]);
    expect(p2.totais.total).toBe(50);
  });

  it('outra empresa não vê nada destes clientes, nem pelo id', async () => {
    const p = await ler({}, outra.token);
    expect(p.registros).toEqual([]);
    expect(p.total).toBe(0);
    expect(p.totais.total).toBe(0);
    expect((await ler({ cliente_id: id.Beta }, outra.token)).registros).toEqual([]);
  });

  it('a exportação traz todos os clientes e a linha de total', async () => {
    const r = await amb.app.inject({
      method: 'GET',
      url: '/api/relatorios/vencimentos/exportar?formato=csv',
      headers: { authorization: `Bearer ${e.token}` },
    });
    expect(r.statusCode).toBe(200);
    const linhas = r.body.trim().split('\n');
    expect(linhas).toHaveLength(7); // header, five customers, total
    expect(linhas[1]).toContain('Beta');
    expect(linhas[6]).toContain('Total');
  });

  it.each([
    [{ limite: 0 }, 'limite'],
    [{ limite: 101 }, 'limite'],
    [{ limite: 'dez' }, 'limite'],
    [{ deslocamento: -1 }, 'deslocamento'],
    [{ contar_total: 2 }, 'contar_total'],
  ])('recusa a paginação %j com 400', async (corpo, campo) => {
    const r = await amb.chamar('POST', '/api/relatorios/vencimentos', corpo, e.token);
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toContain(campo);
  });

  it('sem sessão: 401', async () => {
    expect((await amb.chamar('POST', '/api/relatorios/vencimentos', {})).status).toBe(401);
  });
});
