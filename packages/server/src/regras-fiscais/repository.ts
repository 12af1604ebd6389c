import {
  ALIQUOTAS_INTERNAS_PADRAO,
  type AliquotasInternasCorpo,
  type RegraFiscalCorpo,
  type RegraFiscalLida,
  UFS,
} from '@mascate/domain';
import { and, asc, eq, like } from 'drizzle-orm';
import type { Executor } from '../db/banco.ts';
import { violaUnicidade } from '../db/erros-pg.ts';
import { cadastroDaEmpresa } from '../db/escopo-empresa.ts';
import { aliquotasInternas, regrasFiscais as t } from '../db/schema.ts';
import { conflito } from '../http/erros.ts';

const MSG_REGRA_REPETIDA = 'Já existe uma regra fiscal para este NCM e esta UF.';

// Rates are stored in hundredths of a percent; the API answers percent (18.5).
const pct = (c: number) => c / 100;
const pctOuNulo = (c: number | null) => (c === null ? null : c / 100);

type Linha = {
  id: number;
  ncm: string;
  uf: string;
  cfop: string;
  aliquota_icms: number | null;
  reducao_base: number;
  st: boolean;
  mva: number;
  st_nao_contribuinte: boolean;
  fcp: number;
  fcp_st: number;
  ipi: number | null;
};

const colunas = {
  id: t.id,
  ncm: t.ncm,
  uf: t.uf,
  cfop: t.cfop,
  aliquota_icms: t.aliquotaIcms,
  reducao_base: t.reducaoBase,
  st: t.st,
  mva: t.mva,
  st_nao_contribuinte: t.stNaoContribuinte,
  fcp: t.fcp,
  fcp_st: t.fcpSt,
  ipi: t.ipi,
};

const paraLida = (l: Linha): RegraFiscalLida => ({
  ...l,
  aliquota_icms: pctOuNulo(l.aliquota_icms),
  reducao_base: pct(l.reducao_base),
  st: l.st ? 1 : 0,
  mva: pct(l.mva),
  st_nao_contribuinte: l.st_nao_contribuinte ? 1 : 0,
  fcp: pct(l.fcp),
  fcp_st: pct(l.fcp_st),
  ipi: pctOuNulo(l.ipi),
});

const cadastro = cadastroDaEmpresa<typeof t, Linha>(t, {
  colunas,
  // The search is the NCM's beginning (the rules a product's NCM may meet).
  busca: (termo) => {
    const digitos = (termo ?? '').replace(/\D/g, '');
    return digitos ? like(t.ncm, `${digitos}%`) : undefined;
  },
  ordem: [asc(t.ncm), asc(t.uf), asc(t.id)],
});

const valores = (r: RegraFiscalCorpo) => ({
  ncm: r.ncm,
  uf: r.uf,
  cfop: r.cfop,
  aliquotaIcms: r.aliquota_icms,
  reducaoBase: r.reducao_base,
  st: r.st === 1,
  mva: r.mva,
  stNaoContribuinte: r.st_nao_contribuinte === 1,
  fcp: r.fcp,
  fcpSt: r.fcp_st,
  ipi: r.ipi,
});

async function semRepetir<T>(gravar: () => Promise<T>): Promise<T> {
  try {
    return await gravar();
  } catch (erro) {
    if (violaUnicidade(erro)) throw conflito(MSG_REGRA_REPETIDA);
    throw erro;
  }
}

export async function listarRegras(
  db: Executor,
  empresaId: number,
  p: Parameters<typeof cadastro.listar>[2],
) {
  const lista = await cadastro.listar(db, empresaId, p);
  return { ...lista, linhas: lista.linhas.map(paraLida) };
}
export const regraPorId = async (db: Executor, empresaId: number, id: number) => {
  const l = await cadastro.porId(db, empresaId, id);
  return l && paraLida(l);
};
export const excluirRegra = cadastro.excluir;
export const criarRegra = (db: Executor, empresaId: number, r: RegraFiscalCorpo) =>
  semRepetir(() => cadastro.criar(db, empresaId, valores(r)));
export const alterarRegra = (db: Executor, empresaId: number, id: number, r: RegraFiscalCorpo) =>
  semRepetir(() => cadastro.alterar(db, empresaId, id, valores(r)));

/** The company's own internal rates by UF (hundredths of a percent). */
async function aliquotasDaEmpresa(db: Executor, empresaId: number): Promise<Record<string, number>> {
  const linhas = await db
    .select({ uf: aliquotasInternas.uf, aliquota: aliquotasInternas.aliquota })
    .from(aliquotasInternas)
    .where(eq(aliquotasInternas.empresaId, empresaId));
  return Object.fromEntries(linhas.map((l) => [l.uf, l.aliquota]));
}

/** The 27 UFs with the company's rate or the default (percent). */
export async function tabelaAliquotas(db: Executor, empresaId: number) {
  const proprias = await aliquotasDaEmpresa(db, empresaId);
  return UFS.map((uf) => {
    const propria = proprias[uf];
    return { uf, aliquota: pct(propria ?? ALIQUOTAS_INTERNAS_PADRAO[uf]), padrao: propria === undefined };
  });
}

/** Sets the given UFs' rates; a UF given with null goes back to the default. */
export async function gravarAliquotas(
  db: Executor,
  empresaId: number,
  c: AliquotasInternasCorpo,
): Promise<void> {
  for (const { uf, aliquota } of c.aliquotas) {
    if (aliquota === null) {
      await db
        .delete(aliquotasInternas)
        .where(and(eq(aliquotasInternas.empresaId, empresaId), eq(aliquotasInternas.uf, uf)));
      continue;
    }
    await db
      .insert(aliquotasInternas)
      .values({ empresaId, uf, aliquota })
      .onConflictDoUpdate({ target: [aliquotasInternas.empresaId, aliquotasInternas.uf], set: { aliquota } });
  }
}
