import { normalizarDocumento, type Paginacao, type Representante } from '@mascate/domain';
import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Executor } from '../db/banco.ts';
import { registroDaEmpresa } from '../db/escopo-empresa.ts';
import { padraoBusca, paginar } from '../db/paginar.ts';
import { pedidos, representantes, representantesRotas, rotas, visitas } from '../db/schema.ts';

export type DadosRepresentante = { nome: string; email: string; cnpj_cpf: string; status?: number };

const colunas = {
  id: representantes.id,
  nome: representantes.nome,
  email: representantes.email,
  cnpj_cpf: representantes.cnpjCpf,
  status: representantes.status,
};

function filtroBusca(busca: string | undefined) {
  const padrao = padraoBusca(busca);
  if (!padrao) return undefined;
  const documento = padraoBusca(normalizarDocumento(busca ?? ''));
  return or(
    ilike(representantes.nome, padrao),
    ilike(representantes.email, padrao),
    documento ? ilike(representantes.cnpjCpf, documento) : undefined,
  );
}

/** The rows with their routes; status as the string '0' or '1' (the spec reads it so). */
async function comRotas(
  tx: Executor,
  empresaId: number,
  linhas: { id: number; nome: string; email: string; cnpj_cpf: string; status: number }[],
): Promise<Representante[]> {
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
    rotas: vinculos.filter((v) => v.rep === l.id).map(({ id, nome }) => ({ id, nome })),
  }));
}

export async function listarRepresentantes(tx: Executor, empresaId: number, p: Paginacao) {
  const filtro = and(eq(representantes.empresaId, empresaId), filtroBusca(p.busca));
  const { linhas, total } = await paginar(
    p,
    (limite, deslocamento) => {
      const q = tx
        .select(colunas)
        .from(representantes)
        .where(filtro)
        .orderBy(asc(representantes.nome), asc(representantes.id))
        .$dynamic();
      return limite === undefined ? q : q.limit(limite).offset(deslocamento);
    },
    async () => (await tx.select({ n: count() }).from(representantes).where(filtro))[0]?.n ?? 0,
  );
  return { linhas: await comRotas(tx, empresaId, linhas), total };
}

export async function buscarRepresentante(tx: Executor, empresaId: number, id: number) {
  const linhas = await tx
    .select(colunas)
    .from(representantes)
    .where(registroDaEmpresa(representantes, empresaId, id));
  return (await comRotas(tx, empresaId, linhas))[0];
}

/** The ids among `ids` that are not routes of this company. */
export async function rotasAusentes(tx: Executor, empresaId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const achadas = await tx
    .select({ id: rotas.id })
    .from(rotas)
    .where(and(eq(rotas.empresaId, empresaId), inArray(rotas.id, ids)));
  const existentes = new Set(achadas.map((r) => r.id));
  return ids.filter((id) => !existentes.has(id));
}

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
  const [linha] = await tx
    .insert(representantes)
    .values({ empresaId, nome: d.nome, email: d.email, cnpjCpf: d.cnpj_cpf, status: d.status ?? 1 })
    .returning({ id: representantes.id });
  if (!linha) throw new Error('insert sem retorno');
  return linha.id;
}

export async function alterarRepresentante(
  tx: Executor,
  empresaId: number,
  id: number,
  d: DadosRepresentante,
) {
  const alterados = await tx
    .update(representantes)
    .set({
      nome: d.nome,
      email: d.email,
      cnpjCpf: d.cnpj_cpf,
      ...(d.status === undefined ? {} : { status: d.status }),
    })
    .where(registroDaEmpresa(representantes, empresaId, id))
    .returning({ id: representantes.id });
  return alterados.length > 0;
}

export async function usosDoRepresentante(tx: Executor, empresaId: number, id: number) {
  const [v] = await tx
    .select({ n: count() })
    .from(visitas)
    .where(and(eq(visitas.empresaId, empresaId), eq(visitas.representanteId, id)));
  const [p] = await tx
    .select({ n: count() })
    .from(pedidos)
    .where(and(eq(pedidos.empresaId, empresaId), eq(pedidos.vendedorId, id)));
  return { visitas: v?.n ?? 0, pedidos: p?.n ?? 0 };
}

export async function excluirRepresentante(tx: Executor, empresaId: number, id: number) {
  const excluidos = await tx
    .delete(representantes)
    .where(registroDaEmpresa(representantes, empresaId, id))
    .returning({ id: representantes.id });
  return excluidos.length > 0;
}
