// The domain's haversine (packages/domain/src/roteiro.ts `distanciaM`, `foraDoLocal`) in SQL, for the
// filters and the route report; the answers' distances come from the domain itself.
import { RAIO_TERRA_M } from '@mascate/domain';
import { type SQL, sql } from 'drizzle-orm';
import { clientes, empresas, visitas } from '../db/schema.ts';

const f = (c: unknown) => sql`(${c})::float8`;

/** Whole metres between the visit and its customer (clientes joined); null when either place is unknown. */
export function distanciaSql(): SQL<number | null> {
  const [lat1, lon1, lat2, lon2] = [
    f(visitas.latitude),
    f(visitas.longitude),
    f(clientes.latitude),
    f(clientes.longitude),
  ];
  const h = sql`power(sin(radians(${lat2} - ${lat1}) / 2), 2)
    + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lon2} - ${lon1}) / 2), 2)`;
  // least() skips nulls (it would answer 1 for a missing point): the unknown place is checked first.
  return sql<number | null>`case when ${lat1} is null or ${lat2} is null or ${lon1} is null or ${lon2} is null
    then null else round(2 * ${sql.raw(String(RAIO_TERRA_M))} * asin(least(1, sqrt(${h})))) end`;
}

/** The company's visit radius, read once per statement. */
export const raioSql = (empresaId: number): SQL =>
  sql`(select ${empresas.raioVisitaM} from ${empresas} where ${empresas.id} = ${empresaId})`;

/** `foraDoLocal`: further than the radius, or recorded with a worse accuracy than it. */
export function foraDoLocalSql(raio: SQL): SQL<boolean> {
  return sql<boolean>`(coalesce(${distanciaSql()} > ${raio}, false) or coalesce(${visitas.precisaoM} > ${raio}, false))`;
}
