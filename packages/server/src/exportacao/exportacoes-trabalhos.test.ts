import { MSG_EXPORTACAO_NAO_ENCONTRADA, MSG_EXPORTACAO_NAO_PRONTA, MSG_SEM_PERMISSAO } from '@mascate/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo, doisRepresentantesDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { baixar, lerCsv, lerXlsx } from '../../test/planilhas-apoio.ts';
import { clientes, exportacaoPartes, exportacoes, usuarios } from '../db/schema.ts';
import { ajustesTrabalhos } from './trabalhos.ts';

// The worker looks for jobs every 20 ms here and writes parts of 2 KB, so a small file has several.
ajustesTrabalhos.intervaloMs = 20;
ajustesTrabalhos.tamanhoParteBytes = 2048;
ajustesTrabalhos.linhasPorLote = 50;

const amb = ambienteDoArquivo();
const e = empresaDoArquivo(amb);
const outra = empresaDoArquivo(amb);
const equipe = doisRepresentantesDoArquivo(amb, e);

const CLIENTES = 230;
beforeAll(async () => {
  await amb.banco.db.insert(clientes).values(
    Array.from({ length: CLIENTES }, (_, i) => ({
      empresaId: e.empresaId,
      nome: `Cliente Exportado ${String(i).padStart(3, '0')}`,
      cnpjCpf: '',
    })),
  );
});

const criar = (corpo: unknown, token?: string) => amb.chamar('POST', '/api/exportacoes/create', corpo, token);
const ler = (id: number, token?: string) => amb.chamar('POST', '/api/exportacoes/read_one', { id }, token);

type Lida = {
  situacao: string;
  progresso: number;
  linhas: number;
  total: number | null;
  nome_arquivo: string;
};

/** Reads the job until it ends (ready or failed): the worker runs beside the requests. */
async function ate(id: number, token: string): Promise<Lida> {
  for (let i = 0; i < 500; i++) {
    const r = await ler(id, token);
    const [j] = r.corpo.registros as unknown as Lida[];
    if (j && (j.situacao === 'pronta' || j.situacao === 'falhou')) return j;
    await new Promise((ok) => setTimeout(ok, 20));
  }
  throw new Error('a exportação não terminou');
}

async function idCriado(corpo: unknown, token: string): Promise<number> {
  const r = await criar(corpo, token);
  expect(r.status, JSON.stringify(r.corpo)).toBe(200);
  const id = (r.corpo.retorno as { id?: number }).id;
  if (!id) throw new Error('sem id');
  return id;
}

/** The company's first user: the one whose token is `e.token`. */
async function donoDaEmpresa(): Promise<{ usuarioId: number }> {
  const [dono] = await amb.banco.db
    .select({ usuarioId: usuarios.id })
    .from(usuarios)
    .where(eq(usuarios.empresaId, e.empresaId))
    .orderBy(usuarios.id)
    .limit(1);
  if (!dono) throw new Error('sem usuário');
  return dono;
}

/** Jobs of the owner running under a live claim (an hour): they count, and hold the company's worker slot. */
function emAndamento(usuarioId: number, n: number) {
  return amb.banco.db
    .insert(exportacoes)
    .values(
      Array.from({ length: n }, () => ({
        empresaId: e.empresaId,
        usuarioId,
        recurso: 'clientes',
        formato: 'csv',
        filtros: {},
        situacao: 'gerando' as const,
        tentativas: 1,
        reservadaAte: new Date(Date.now() + 3_600_000),
      })),
    )
    .returning({ id: exportacoes.id });
}

describe('exportacoes: a exportação como trabalho em segundo plano', () => {
  it('cria, acompanha o progresso até 100 e baixa o mesmo arquivo da exportação imediata', async () => {
    const id = await idCriado(
      { recurso: 'clientes', formato: 'csv', filtros: { busca: 'exportado' } },
      e.token,
    );
    const fim = await ate(id, e.token);
    expect(fim).toMatchObject({ situacao: 'pronta', progresso: 100, linhas: CLIENTES, total: CLIENTES });
    expect(fim.nome_arquivo).toMatch(/^clientes-\d{4}-\d{2}-\d{2}\.csv$/);
    const partes = await amb.banco.db
      .select({ parte: exportacaoPartes.parte })
      .from(exportacaoPartes)
      .where(and(eq(exportacaoPartes.empresaId, e.empresaId), eq(exportacaoPartes.exportacaoId, id)));
    expect(partes.length).toBeGreaterThan(1);
    const arquivo = await baixar(amb, `/api/exportacoes/${id}/arquivo`, e.token);
    expect(arquivo.status).toBe(200);
    expect(arquivo.disposicao).toBe(`attachment; filename="${fim.nome_arquivo}"`);
    const imediata = await baixar(amb, '/api/clientes/exportar?formato=csv&busca=exportado', e.token);
    expect(lerCsv(arquivo.dados)).toEqual(lerCsv(imediata.dados));
    expect(lerCsv(arquivo.dados)).toHaveLength(CLIENTES + 1);
  });

  it('XLSX: uma planilha de verdade com as linhas da lista', async () => {
    const id = await idCriado(
      { recurso: 'clientes', formato: 'xlsx', filtros: { busca: 'exportado 00' } },
      e.token,
    );
    expect((await ate(id, e.token)).situacao).toBe('pronta');
    const arquivo = await baixar(amb, `/api/exportacoes/${id}/arquivo`, e.token);
    const linhas = await lerXlsx(arquivo.dados);
    const imediata = await baixar(amb, '/api/clientes/exportar?formato=xlsx&busca=exportado%2000', e.token);
    expect(linhas).toEqual(await lerXlsx(imediata.dados));
    expect(linhas.slice(1, 11).map((l) => l[0])).toEqual(
      Array.from({ length: 10 }, (_, i) => `Cliente Exportado 00${i}`),
    );
  });

  it('entrada inválida: 400 com a mensagem da lista, e nada gravado', async () => {
    const antes = await amb.banco.db.select().from(exportacoes);
    for (const [corpo, mensagem] of [
      [{ recurso: 'senhas', formato: 'csv' }, 'Esta lista não tem exportação.'],
      [{ recurso: 'clientes', formato: 'pdf' }, 'O formato deve ser csv ou xlsx.'],
      [
        { recurso: 'comissoes', formato: 'csv', filtros: { data_ini: '2020-01-01', data_fin: '2026-01-01' } },
        'O período pode ter no máximo cinco anos.',
      ],
      [
        { recurso: 'clientes', formato: 'csv', filtros: { busca: 'x'.repeat(201) } },
        'Cada filtro deve ter no máximo 200 caracteres.',
      ],
    ] as const) {
      const r = await criar(corpo, e.token);
      expect(r.status, JSON.stringify(corpo)).toBe(400);
      expect(r.corpo.retorno.mensagem).toContain(mensagem);
    }
    expect(await amb.banco.db.select().from(exportacoes)).toEqual(antes);
  });

  it('sem sessão: 401 antes de tudo, nos três endpoints', async () => {
    expect((await criar({ recurso: 'clientes', formato: 'csv' })).status).toBe(401);
    expect((await ler(1)).status).toBe(401);
    expect((await baixar(amb, '/api/exportacoes/1/arquivo')).status).toBe(401);
  });

  it('o trabalho de outra empresa e o de outro usuário: 404; antes de pronto: 409', async () => {
    const id = await idCriado({ recurso: 'produtos', formato: 'csv' }, e.token);
    for (const token of [outra.token, equipe.vendA.token]) {
      const r = await ler(id, token);
      expect(r.status).toBe(404);
      expect(r.corpo.retorno.mensagem).toBe(MSG_EXPORTACAO_NAO_ENCONTRADA);
      expect((await baixar(amb, `/api/exportacoes/${id}/arquivo`, token)).status).toBe(404);
    }
    // A job still waiting (put back in the queue by hand) has no file yet.
    await ate(id, e.token);
    await amb.banco.db
      .update(exportacoes)
      .set({ situacao: 'na_fila', tentativas: 99 })
      .where(and(eq(exportacoes.empresaId, e.empresaId), eq(exportacoes.id, id)));
    const cedo = await baixar(amb, `/api/exportacoes/${id}/arquivo`, e.token);
    expect(cedo.status).toBe(409);
    expect(JSON.parse(cedo.dados.toString('utf8')).retorno.mensagem).toBe(MSG_EXPORTACAO_NAO_PRONTA);
  });

  it('o vendedor exporta só a sua carteira, e não exporta o que a lista não o deixa', async () => {
    const proibida = await criar({ recurso: 'rotas', formato: 'csv' }, equipe.vendA.token);
    expect(proibida.status).toBe(403);
    expect(proibida.corpo.retorno.mensagem).toBe(MSG_SEM_PERMISSAO);
    const id = await idCriado({ recurso: 'clientes', formato: 'csv' }, equipe.vendA.token);
    expect((await ate(id, equipe.vendA.token)).situacao).toBe('pronta');
    const nomes = lerCsv((await baixar(amb, `/api/exportacoes/${id}/arquivo`, equipe.vendA.token)).dados)
      .slice(1)
      .map((l) => l[0]);
    const imediata = lerCsv((await baixar(amb, '/api/clientes/exportar', equipe.vendA.token)).dados)
      .slice(1)
      .map((l) => l[0]);
    expect(nomes).toEqual(imediata);
    expect(nomes).not.toContain('Cliente Exportado 000');
  });

  it('um trabalho cujo processo morreu no meio é retomado, e o arquivo sai uma vez só', async () => {
    // What a dead process leaves: the job claimed ('gerando'), its claim lapsed, a part half written.
    const dono = await donoDaEmpresa();
    const [morto] = await amb.banco.db
      .insert(exportacoes)
      .values({
        empresaId: e.empresaId,
        usuarioId: dono.usuarioId,
        recurso: 'clientes',
        formato: 'csv',
        filtros: { busca: 'exportado' },
        situacao: 'gerando',
        tentativas: 1,
        progresso: 40,
        reservadaAte: new Date(Date.now() - 1000),
      })
      .returning({ id: exportacoes.id });
    if (!morto) throw new Error('sem trabalho');
    await amb.banco.db.insert(exportacaoPartes).values({
      empresaId: e.empresaId,
      exportacaoId: morto.id,
      parte: 0,
      dados: Buffer.from('pela metade'),
    });
    const fim = await ate(morto.id, e.token);
    expect(fim).toMatchObject({ situacao: 'pronta', linhas: CLIENTES });
    const arquivo = await baixar(amb, `/api/exportacoes/${morto.id}/arquivo`, e.token);
    const linhas = lerCsv(arquivo.dados);
    expect(linhas).toHaveLength(CLIENTES + 1);
    expect(arquivo.dados.toString('utf8')).not.toContain('pela metade');
    const [tentativas] = await amb.banco.db
      .select({ n: exportacoes.tentativas })
      .from(exportacoes)
      .where(and(eq(exportacoes.empresaId, e.empresaId), eq(exportacoes.id, morto.id)));
    expect(tentativas?.n).toBe(2);
  });

  it('com 3 exportações em andamento, a quarta do mesmo usuário é 429 e nada é gravado; outro usuário segue', async () => {
    const dono = await donoDaEmpresa();
    // Three jobs claimed by a live process: running, not finished.
    const presos = await emAndamento(dono.usuarioId, 3);
    const doDono = async () =>
      (
        await amb.banco.db
          .select({ id: exportacoes.id })
          .from(exportacoes)
          .where(and(eq(exportacoes.empresaId, e.empresaId), eq(exportacoes.usuarioId, dono.usuarioId)))
      ).length;
    try {
      const antes = await doDono();
      const quarta = await criar({ recurso: 'produtos', formato: 'csv' }, e.token);
      expect(quarta.status).toBe(429);
      expect(quarta.corpo.retorno.mensagem).toBe(
        'Você já tem 3 exportações em andamento. Aguarde uma terminar.',
      );
      expect(await doDono()).toBe(antes);
      // The limit is the user's: another user of the company still exports.
      expect((await criar({ recurso: 'clientes', formato: 'csv' }, equipe.vendA.token)).status).toBe(200);
    } finally {
      for (const { id } of presos)
        await amb.banco.db
          .delete(exportacoes)
          .where(and(eq(exportacoes.empresaId, e.empresaId), eq(exportacoes.id, id)));
    }
    // Once one ends, the user exports again.
    expect((await criar({ recurso: 'produtos', formato: 'csv' }, e.token)).status).toBe(200);
  });

  it('três pedidos ao mesmo tempo com 2 em andamento: só um passa, os outros são 429', async () => {
    const dono = await donoDaEmpresa();
    // Two running jobs held by a live claim; the company's one worker slot is taken, so nothing new runs.
    await amb.banco.db
      .delete(exportacoes)
      .where(
        and(eq(exportacoes.empresaId, e.empresaId), inArray(exportacoes.situacao, ['na_fila', 'gerando'])),
      );
    await emAndamento(dono.usuarioId, 2);
    try {
      const r = await Promise.all(
        [0, 1, 2].map(() => criar({ recurso: 'produtos', formato: 'csv' }, e.token)),
      );
      expect(r.map((x) => x.status).sort()).toEqual([200, 429, 429]);
    } finally {
      await amb.banco.db
        .delete(exportacoes)
        .where(
          and(eq(exportacoes.empresaId, e.empresaId), inArray(exportacoes.situacao, ['na_fila', 'gerando'])),
        );
    }
  });
});
