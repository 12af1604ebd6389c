import { normalizarDocumento, type Paginacao, percentualDecimal, type Representante } from '@mascate/domain';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../db/banco.ts';
import { cadaPalavra, contemDobrado } from '../db/busca.ts';
import {
  alterarNaEmpresa,
  ausentesNaEmpresa,
  exclusaoNaEmpresa,
  inserirNaEmpresa,
  listarDaEmpresa,
  registroDaEmpresa,
} from '../db/escopo-empresa.ts';
import { padroesBusca } from '../db/paginar.ts';
import { pedidos, representantes, representantesRotas, rotas, visitas } from '../db/schema.ts';

export type DadosRepresentante = {
  nome: string;
  email: string;
  cnpj_cpf: string;
  status?: number;
  /** Hundredths of a percent; null not set; undefined keeps it (issue 31). */
  comissao_percentual?: number | null | undefined;
};

const colunas = {
  id: representantes.id,
  nome: representantes.nome,
  email: representantes.email,
  cnpj_cpf: representantes.cnpjCpf,
  status: representantes.status,
  comissao_percentual: representantes.comissaoPercentual,
};

/** The list's search and order (the export reads them too): name, e-mail, the document's digits. */
export const ORDEM_REPRESENTANTES = [asc(representantes.nome), asc(representantes.id)];
export function buscaRepresentantes(busca: string | undefined) {
  const palavras = cadaPalavra(busca, (padrao) =>
    or(contemDobrado(representantes.nome, padrao), contemDobrado(representantes.email, padrao)),
  );
  if (!palavras) return undefined;
  const documento = padroesBusca(normalizarDocumento(busca ?? ''))?.[0];
  return or(palavras, documento ? contemDobrado(representantes.cnpjCpf, documento) : undefined);
}

type Linha = {
  id: number;
  nome: string;
  email: string;
  cnpj_cpf: string;
  status: number;
  comissao_percentual: string | null;
};

/** The rows with their routes; status as the string '0' or '1' (the spec reads it so). */
async function comRotas(tx: Executor, empresaId: number, linhas: Linha[]): Promise<Representante[]> {
  const ids = linhas.map((l) => l.id);
  const vinculos = ids.length
    ? await tx
        .select({ rep: representantesRotas.representanteId, id: rotas.id, nome: rotas.nome })
        .from(representantesRotas)
        .innerJoin(
          rotas,
          and(eq(rotas.empresaId, representantesRotas.empresaId), eq(rotas.id, representantesRotas.rotaId)),
        )
        .where(
          and(
            eq(representantesRotas.empresaId, empresaId),
            inArray(representantesRotas.representanteId, ids),
          ),
        )
        .orderBy(asc(rotas.nome))
    : [];
  return linhas.map((l) => ({
    ...l,
    status: String(l.status),
    comissao_percentual: l.comissao_percentual === null ? null : Number(l.comissao_percentual),
    rotas: vinculos.filter((v) => v.rep === l.id).map(({ id, nome }) => ({ id, nome })),
  }));
}

export async function listarRepresentantes(tx: Executor, empresaId: number, p: Paginacao) {
  const lista = await listarDaEmpresa<Linha>(tx, representantes, empresaId, p, {
    colunas,
    filtro: buscaRepresentantes(p.busca),
    ordem: ORDEM_REPRESENTANTES,
  });
  return { ...lista, linhas: await comRotas(tx, empresaId, lista.linhas) };
}

export async function buscarRepresentante(tx: Executor, empresaId: number, id: number) {
  const linhas = await tx
    .select(colunas)
    .from(representantes)
    .where(registroDaEmpresa(representantes, empresaId, id));
  return (await comRotas(tx, empresaId, linhas))[0];
}

/** The ids among `ids` that are not routes of this company. */
export const rotasAusentes = (tx: Executor, empresaId: number, ids: number[]) =>
  ausentesNaEmpresa(tx, rotas, empresaId, ids);

export async function gravarRotas(tx: Executor, empresaId: number, representanteId: number, ids: number[]) {
  await tx
    .delete(representantesRotas)
    .where(
      and(
        eq(representantesRotas.empresaId, empresaId),
        eq(representantesRotas.representanteId, representanteId),
      ),
    );
  if (ids.length === 0) return;
  await tx.insert(representantesRotas).values(ids.map((rotaId) => ({ empresaId, representanteId, rotaId })));
}

export async function criarRepresentante(tx: Executor, empresaId: number, d: DadosRepresentante) {
  return inserirNaEmpresa(tx, representantes, empresaId, {
    nome: d.nome,
    email: d.email,
    cnpjCpf: d.cnpj_cpf,
    status: d.status ?? 1,
    comissaoPercentual: percentualDecimal(d.comissao_percentual ?? null),
  });
}

export async function alterarRepresentante(
  tx: Executor,
  empresaId: number,
  id: number,
  d: DadosRepresentante,
) {
  return alterarNaEmpresa(tx, representantes, empresaId, id, {
    nome: d.nome,
    email: d.email,
    cnpjCpf: d.cnpj_cpf,
    ...(d.status === undefined ? {} : { status: d.status }),
    ...(d.comissao_percentual === undefined
      ? {}
      : { comissaoPercentual: percentualDecimal(d.comissao_percentual) }),
  });
}

/** Refused while visits or orders name the representative. */
export const exclusaoRepresentante = exclusaoNaEmpresa(representantes, {
  visitas: [visitas, visitas.representanteId],
  pedidos: [pedidos, pedidos.vendedorId],
});
