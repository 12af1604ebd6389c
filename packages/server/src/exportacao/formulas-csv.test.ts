import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { baixar, exportarEImportar, lerCsv } from '../../test/planilhas-apoio.ts';
import { clientes } from '../db/schema.ts';

// CSV formula injection (issue 23): a name planted by a vendedor must not run in the administrator's Excel.
const amb = ambienteDoArquivo();
const e = empresaDoArquivo(amb);
const NOME = '=HYPERLINK("http://mal.example","Clique")';
const FANTASIA = '@SUM(1+1)';
const COMPLEMENTO = '-Fundos';

beforeAll(async () => {
  await amb.banco.db.insert(clientes).values({
    empresaId: e.empresaId,
    nome: NOME,
    apelido: FANTASIA,
    complemento: COMPLEMENTO,
    cnpjCpf: '52998224725',
  });
});

const gatilho = /^[=+\-@\t\r]/;

describe('exportações em CSV', () => {
  it('lista de clientes: texto que começa com = + - @ ganha o apóstrofo; números continuam números', async () => {
    const r = await baixar(amb, '/api/clientes/exportar?formato=csv', e.token);
    expect(r.status).toBe(200);
    const [cabecalho, ...linhas] = lerCsv(r.dados);
    const linha = linhas.find((l) => l.includes(`'${NOME}`));
    expect(linha).toBeDefined();
    expect(linha).toContain(`'${FANTASIA}`);
    expect(linha).toContain(`'${COMPLEMENTO}`);
    for (const l of linhas) for (const celula of l) expect(celula).not.toMatch(gatilho);
    expect(cabecalho?.length).toBeGreaterThan(5);
  });

  it('relatório (clientes inativos): o mesmo', async () => {
    const r = await baixar(amb, '/api/relatorios/clientes_inativos/exportar?dias=30&formato=csv', e.token);
    expect(r.status).toBe(200);
    const celulas = lerCsv(r.dados).flat();
    expect(celulas).toContain(`'${NOME}`);
    for (const celula of celulas) expect(celula).not.toMatch(gatilho);
  });

  it('a planilha exportada, importada de volta, grava o texto original (sem o apóstrofo)', async () => {
    const imp = await exportarEImportar(amb, 'clientes', 'csv', e.token);
    expect(imp.status).toBe(200);
    const [c] = await amb.banco.db.select().from(clientes).where(eq(clientes.empresaId, e.empresaId));
    expect(c).toMatchObject({ nome: NOME, apelido: FANTASIA, complemento: COMPLEMENTO });
  });
});
