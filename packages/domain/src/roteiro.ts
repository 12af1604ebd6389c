// Visits against the day's route (issue 28): distance to the customer, the "out of place" flag, the plan
// of a day and the route report's counts. The server's SQL mirrors these rules (relatorios/roteiro.ts);
// a test compares both on a small plan.
import { rotaVendeNoDia } from './dias-semana.ts';

/** Mean Earth radius (IUGG), in metres: the one haversine uses. */
export const RAIO_TERRA_M = 6_371_008.8;

/** The company's default visit radius, in metres. */
export const RAIO_VISITA_PADRAO_M = 300;

export type Coordenadas = { latitude: number; longitude: number };

const rad = (graus: number) => (graus * Math.PI) / 180;

/** Great-circle distance (haversine), in whole metres. */
export function distanciaM(a: Coordenadas, b: Coordenadas): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * RAIO_TERRA_M * Math.asin(Math.min(1, Math.sqrt(h))));
}

type PontoTalvez = { latitude: number | null; longitude: number | null };

function ponto(p: PontoTalvez): Coordenadas | null {
  return p.latitude === null || p.longitude === null
    ? null
    : { latitude: p.latitude, longitude: p.longitude };
}

/** The visit's distance to its customer, when both places are known. */
export function distanciaDaVisita(visita: PontoTalvez, cliente: PontoTalvez): number | null {
  const v = ponto(visita);
  const c = ponto(cliente);
  return v && c ? distanciaM(v, c) : null;
}

/**
 * A visit is out of place when it was recorded further than the radius from its customer, or with a GPS
 * accuracy worse than the radius (the point itself cannot be trusted that close). Unknown stays false.
 */
export function foraDoLocal(distancia: number | null, precisaoM: number | null, raioM: number): boolean {
  return (distancia !== null && distancia > raioM) || (precisaoM !== null && precisaoM > raioM);
}

export type RotaDoPlano = { id: number; dias_semana_venda: string };
export type VinculoRota = { representante_id: number; rota_id: number };
export type ClienteDoPlano = { id: number; rota_id: number | null };

/**
 * The day's plan: for each representative, the customers of its routes that sell on that weekday
 * (`rotaVendeNoDia`). A route shared by two representatives is in both plans.
 */
export function planoDoDia(
  rotas: readonly RotaDoPlano[],
  vinculos: readonly VinculoRota[],
  clientes: readonly ClienteDoPlano[],
  dia: string,
): Map<number, Set<number>> {
  const vendem = new Set(rotas.filter((r) => rotaVendeNoDia(r.dias_semana_venda, dia)).map((r) => r.id));
  const porRota = new Map<number, number[]>();
  for (const c of clientes) {
    if (c.rota_id === null || !vendem.has(c.rota_id)) continue;
    porRota.set(c.rota_id, [...(porRota.get(c.rota_id) ?? []), c.id]);
  }
  const plano = new Map<number, Set<number>>();
  for (const v of vinculos) {
    const doRep = plano.get(v.representante_id) ?? new Set<number>();
    for (const c of porRota.get(v.rota_id) ?? []) doRep.add(c);
    plano.set(v.representante_id, doRep);
  }
  return plano;
}

/** part / todo as a percentage with one decimal, 0..100; null when there is nothing to divide by. */
export function percentual(parte: number, todo: number): number | null {
  if (todo <= 0) return null;
  const p = Math.round((Math.min(Math.max(parte, 0), todo) * 1000) / todo) / 10;
  return Math.min(100, Math.max(0, p));
}

export const RESULTADOS_VISITA = ['pedido', 'sem_venda', 'ausente'] as const;
export type ResultadoVisita = (typeof RESULTADOS_VISITA)[number];

export const ROTULO_RESULTADO: Record<ResultadoVisita, string> = {
  pedido: 'Pedido',
  sem_venda: 'Sem venda',
  ausente: 'Ausente',
};

export type VisitaDoDia = {
  cliente_id: number;
  resultado: ResultadoVisita | null;
  motivo_id: number | null;
  fora_do_local: boolean;
};

export type ContagemRoteiro = {
  planejados: number;
  visitados: number;
  fora_do_plano: number;
  com_pedido: number;
  /** Visits without a sale per reason id. */
  sem_venda: Map<number, number>;
  ausentes: number;
  fora_do_local: number;
  cumprimento: number | null;
  positivacao: number | null;
};

/**
 * One representative's day: planned customers, how many of them got a visit, visits elsewhere (distinct
 * customers off the plan), customers with an order (distinct, planned or not), visits without a sale by
 * reason, visits with nobody there, visits out of place. Compliance is visited / planned; positivação is
 * customers with an order over every customer visited that day, so both stay within 0..100.
 */
export function contarRoteiro(
  planejados: ReadonlySet<number>,
  visitas: readonly VisitaDoDia[],
): ContagemRoteiro {
  const visitados = new Set<number>();
  const foraDoPlano = new Set<number>();
  const comPedido = new Set<number>();
  const semVenda = new Map<number, number>();
  let ausentes = 0;
  let fora = 0;
  for (const v of visitas) {
    (planejados.has(v.cliente_id) ? visitados : foraDoPlano).add(v.cliente_id);
    if (v.resultado === 'pedido') comPedido.add(v.cliente_id);
    if (v.resultado === 'sem_venda' && v.motivo_id !== null)
      semVenda.set(v.motivo_id, (semVenda.get(v.motivo_id) ?? 0) + 1);
    if (v.resultado === 'ausente') ausentes += 1;
    if (v.fora_do_local) fora += 1;
  }
  return {
    planejados: planejados.size,
    visitados: visitados.size,
    fora_do_plano: foraDoPlano.size,
    com_pedido: comPedido.size,
    sem_venda: semVenda,
    ausentes,
    fora_do_local: fora,
    cumprimento: percentual(visitados.size, planejados.size),
    positivacao: percentual(comPedido.size, visitados.size + foraDoPlano.size),
  };
}

/** The OpenStreetMap page of a point (the visit list's map link). */
export function linkMapa(c: Coordenadas): string {
  return `https://www.openstreetmap.org/?mlat=${c.latitude}&mlon=${c.longitude}#map=18/${c.latitude}/${c.longitude}`;
}
