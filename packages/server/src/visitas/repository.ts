import {
  distanciaDaVisita,
  foraDoLocal,
  type LerVisitasCorpo,
  type OrigemVisita,
  type ResultadoVisita,
  type Visita,
  type VisitaCorpo,
} from '@mascate/domain';
import { and, desc, eq, gte, lt, not, or, type SQL, sql } from 'drizzle-orm';
import { visitasDaCarteira } from '../auth/carteira.ts';
import type { Executor } from '../db/banco.ts';
import { cadaPalavra, contemDobrado } from '../db/busca.ts';
import {
  alterarNaEmpresa,
  excluirDaEmpresa,
  inserirNaEmpresa,
  registroDaEmpresa,
} from '../db/escopo-empresa.ts';
import { contarLinhas, paginar } from '../db/paginar.ts';
import { clientes, motivosNaoVenda, representantes, visitas } from '../db/schema.ts';
import { foraDoLocalSql, raioSql } from './distancia.ts';

const FUSO = sql.raw(`'America/Sao_Paulo'`);

// Calendar days in São Paulo: from the first day's midnight up to (not including) the midnight after the last.
// The export reads it too (with the customer and the representative joined).
export function filtroVisitas(
  empresaId: number,
  p: Pick<LerVisitasCorpo, 'busca' | 'data_ini' | 'data_fin'> &
    Partial<Pick<LerVisitasCorpo, 'representante_id' | 'resultado' | 'fora_do_local'>>,
  representanteId: number | null,
): SQL | undefined {
  const fora = p.fora_do_local === undefined ? undefined : foraDoLocalSql(raioSql(empresaId));
  return and(
    eq(visitas.empresaId, empresaId),
    visitasDaCarteira(representanteId),
    gte(visitas.dataHora, sql`(${p.data_ini}::date::timestamp at time zone ${FUSO})`),
    lt(visitas.dataHora, sql`((${p.data_fin}::date + 1)::timestamp at time zone ${FUSO})`),
    // Accents and case folded on both sides (db/dobra.ts), as the customer and product searches: 'joao'
    // finds 'João', 'JOÃO' finds 'Joao'. A period's visits are few, so no index is needed for it.
    // Every word in any of the three names, in any order.
    cadaPalavra(p.busca, (padrao) =>
      or(
        contemDobrado(clientes.apelido, padrao),
        contemDobrado(clientes.nome, padrao),
        contemDobrado(representantes.nome, padrao),
      ),
    ),
    // Issue 28's filters.
    p.representante_id ? eq(visitas.representanteId, p.representante_id) : undefined,
    p.resultado ? eq(visitas.resultado, p.resultado) : undefined,
    fora && (p.fora_do_local === 1 ? fora : not(fora)),
  );
}

const utc = (c: unknown) =>
  sql<string | null>`to_char(${c} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const numero = (c: unknown) => sql<number | null>`(${c})::float8`;

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
    motivo: and(eq(motivosNaoVenda.empresaId, visitas.empresaId), eq(motivosNaoVenda.id, visitas.motivoId)),
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
          cliente_id: visitas.clienteId,
          representante_id: visitas.representanteId,
          checkin_em: utc(visitas.checkinEm),
          checkout_em: utc(visitas.checkoutEm),
          latitude: numero(visitas.latitude),
          longitude: numero(visitas.longitude),
          precisao_m: numero(visitas.precisaoM),
          resultado: visitas.resultado,
          motivo_id: visitas.motivoId,
          motivo: motivosNaoVenda.descricao,
          pedido_id: visitas.pedidoId,
          origem: visitas.origem,
          clienteLatitude: numero(clientes.latitude),
          clienteLongitude: numero(clientes.longitude),
          raio: raioSql(empresaId).mapWith(Number),
        })
        .from(visitas)
        .innerJoin(clientes, j.cliente)
        .innerJoin(representantes, j.representante)
        .leftJoin(motivosNaoVenda, j.motivo)
        .where(where)
        .orderBy(desc(visitas.dataHora), desc(visitas.id))
        .$dynamic();
      const linhas = await (limite === undefined ? q : q.limit(limite).offset(deslocamento));
      return linhas.map((l) => {
        const distancia = distanciaDaVisita(l, {
          latitude: l.clienteLatitude,
          longitude: l.clienteLongitude,
        });
        return {
          id: l.id,
          cliente: { nome: l.clienteNome, fantasia: l.fantasia },
          representante: { nome: l.representanteNome },
          obs: l.obs,
          data_hora: l.data_hora,
          cliente_id: l.cliente_id,
          representante_id: l.representante_id,
          checkin_em: l.checkin_em,
          checkout_em: l.checkout_em,
          latitude: l.latitude,
          longitude: l.longitude,
          precisao_m: l.precisao_m,
          resultado: l.resultado as ResultadoVisita | null,
          motivo_id: l.motivo_id,
          motivo: l.motivo ?? '',
          pedido_id: l.pedido_id,
          origem: l.origem as OrigemVisita | null,
          distancia_m: distancia,
          fora_do_local: foraDoLocal(distancia, l.precisao_m, l.raio),
        };
      });
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

/** A visit as gravar.ts checked it: the representative, reason, order and origin settled. */
export type VisitaGravada = VisitaCorpo & {
  motivo_id: number | null;
  pedido_id: number | null;
  origem: OrigemVisita;
};

const opcional = (v: number | null | undefined) => (v === undefined || v === null ? null : String(v));

function valores(v: VisitaGravada) {
  return {
    clienteId: v.cliente_id,
    representanteId: v.representante_id,
    obs: v.obs,
    checkinEm: v.checkin_em ? instante(v.checkin_em) : null,
    checkoutEm: v.checkout_em ? instante(v.checkout_em) : null,
    latitude: opcional(v.latitude),
    longitude: opcional(v.longitude),
    precisaoM: opcional(v.precisao_m),
    resultado: v.resultado ?? null,
    motivoId: v.motivo_id,
    pedidoId: v.pedido_id,
    origem: v.origem,
  };
}

export async function inserirVisita(tx: Executor, empresaId: number, v: VisitaGravada): Promise<number> {
  return inserirNaEmpresa(tx, visitas, empresaId, { ...valores(v), dataHora: instante(v.data_hora) });
}

/** Every field as sent; a missing data_hora keeps the recorded one. false when the id is not readable. */
export function alterarVisitaGravada(tx: Executor, empresaId: number, id: number, v: VisitaGravada) {
  return alterarNaEmpresa(tx, visitas, empresaId, id, {
    ...valores(v),
    ...(v.data_hora === undefined ? {} : { dataHora: instante(v.data_hora) }),
  });
}

/** The visit's place, for "Usar a localização desta visita": its customer and coordinates. */
export async function localDaVisita(tx: Executor, empresaId: number, id: number) {
  const [l] = await tx
    .select({ clienteId: visitas.clienteId, latitude: visitas.latitude, longitude: visitas.longitude })
    .from(visitas)
    .where(registroDaEmpresa(visitas, empresaId, id));
  return l;
}

export const excluirVisita = (tx: Executor, empresaId: number, id: number) =>
  excluirDaEmpresa(tx, visitas, empresaId, id);
