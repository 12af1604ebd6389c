import type { LerVisitasCorpo, Visita, VisitaCorpo } from '@mascate/domain';
import { and, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { visitasDaCarteira } from '../auth/carteira.ts';
import type { Executor } from '../db/banco.ts';
import { excluirDaEmpresa, inserirNaEmpresa } from '../db/escopo-empresa.ts';
import { contarLinhas, padraoBusca, paginar } from '../db/paginar.ts';
import { clientes, representantes, visitas } from '../db/schema.ts';

const FUSO = sql.raw(`'America/Sao_Paulo'`);

// Calendar days in São Paulo: from the first day's midnight up to (not including) the midnight after the last.
// The export reads it too (with the customer and the representative joined).
export function filtroVisitas(
  empresaId: number,
  p: Pick<LerVisitasCorpo, 'busca' | 'data_ini' | 'data_fin'>,
  representanteId: number | null,
): SQL | undefined {
  const padrao = padraoBusca(p.busca);
  return and(
    eq(visitas.empresaId, empresaId),
    visitasDaCarteira(representanteId),
    gte(visitas.dataHora, sql`(${p.data_ini}::date::timestamp at time zone ${FUSO})`),
    lt(visitas.dataHora, sql`((${p.data_fin}::date + 1)::timestamp at time zone ${FUSO})`),
    padrao
      ? or(ilike(clientes.apelido, padrao), ilike(clientes.nome, padrao), ilike(representantes.nome, padrao))
      : undefined,
  );
}

/** `representanteId`: a vendedor's session lists only their own visits (auth/carteira.ts). */
export function listarVisitas(
  tx: Executor,
  empresaId: number,
  p: LerVisitasCorpo,
  representanteId: number | null = null,
) {
  const where = filtroVisitas(empresaId, p, representanteId);
  const base = () => ({
    cliente: and(eq(clientes.empresaId, visitas.empresaId), eq(clientes.id, visitas.clienteId)),
    representante: and(
      eq(representantes.empresaId, visitas.empresaId),
      eq(representantes.id, visitas.representanteId),
    ),
  });
  return paginar<Visita>(
    p,
    async (limite, deslocamento) => {
      const j = base();
      const q = tx
        .select({
          id: visitas.id,
          clienteNome: clientes.nome,
          fantasia: clientes.apelido,
          representanteNome: representantes.nome,
          obs: visitas.obs,
          data_hora: sql<string>`to_char(${visitas.dataHora} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
        })
        .from(visitas)
        .innerJoin(clientes, j.cliente)
        .innerJoin(representantes, j.representante)
        .where(where)
        .orderBy(desc(visitas.dataHora), desc(visitas.id))
        .$dynamic();
      const linhas = await (limite === undefined ? q : q.limit(limite).offset(deslocamento));
      return linhas.map((l) => ({
        id: l.id,
        cliente: { nome: l.clienteNome, fantasia: l.fantasia },
        representante: { nome: l.representanteNome },
        obs: l.obs,
        data_hora: l.data_hora,
      }));
    },
    (ate) => {
      const j = base();
      const linhas = tx
        .select({ id: visitas.id })
        .from(visitas)
        .innerJoin(clientes, j.cliente)
        .innerJoin(representantes, j.representante)
        .where(where)
        .$dynamic();
      return contarLinhas(tx, linhas, ate);
    },
  );
}

// A time without a zone is São Paulo wall-clock time; none at all means now.
function instante(dataHora: string | undefined): SQL {
  if (dataHora === undefined) return sql`now()`;
  if (/(Z|[+-]\d{2}(:?\d{2})?)$/.test(dataHora)) return sql`${dataHora}::timestamptz`;
  return sql`(${dataHora}::timestamp at time zone ${FUSO})`;
}

export async function criarVisita(tx: Executor, empresaId: number, v: VisitaCorpo): Promise<number> {
  return inserirNaEmpresa(tx, visitas, empresaId, {
    clienteId: v.cliente_id,
    representanteId: v.representante_id,
    obs: v.obs,
    dataHora: instante(v.data_hora),
  });
}

export const excluirVisita = (tx: Executor, empresaId: number, id: number) =>
  excluirDaEmpresa(tx, visitas, empresaId, id);
