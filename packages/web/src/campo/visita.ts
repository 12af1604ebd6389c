import type { VisitaCampoEntrada } from '@mascate/domain';

export type CheckIn = { inicio: string; latitude?: number; longitude?: number; precisao?: number };
export type Resultado = 'pedido' | 'sem_venda' | 'ausente';
export const RESULTADOS: Record<Resultado, string> = {
  pedido: 'Pedido',
  sem_venda: 'Sem venda',
  ausente: 'Ausente',
};

/** Where the open check-in of a customer is kept on the device (it survives a reload until check-out). */
export const chaveDaVisita = (clienteId: number) => `visita-${clienteId}`;

export type VisitaFeita = {
  clienteId: number;
  representanteId: number;
  checkIn: CheckIn;
  fim: string;
  resultado: Resultado;
  /** The reason of the company's list (sem_venda). */
  motivoId: number | null;
  /** The operation of the order made during the visit (pedido): its id on the server is not known yet. */
  pedidoOperacao: string | null;
  obs: string;
};

/** The accuracy the API accepts (0..100000 m); a coarser fix is kept as the largest, not refused. */
const PRECISAO_MAXIMA = 100_000;
const seisCasas = (v: number) => Number(v.toFixed(6));

/**
 * The body of a visit made on the device: the one place that maps the screen's fields to the visit's own
 * fields (visitas/create), so the server computes the distance and "fora do local" as for the office's.
 */
export function dadosDaVisita(v: VisitaFeita): VisitaCampoEntrada {
  const { latitude, longitude, precisao } = v.checkIn;
  const local =
    latitude === undefined || longitude === undefined
      ? {}
      : {
          latitude: seisCasas(latitude),
          longitude: seisCasas(longitude),
          ...(precisao === undefined
            ? {}
            : { precisao_m: Math.min(PRECISAO_MAXIMA, Math.max(0, Math.round(precisao))) }),
        };
  return {
    cliente_id: v.clienteId,
    representante_id: v.representanteId,
    obs: v.obs.trim().slice(0, 1000),
    data_hora: v.checkIn.inicio,
    checkin_em: v.checkIn.inicio,
    checkout_em: v.fim,
    ...local,
    resultado: v.resultado,
    ...(v.resultado === 'sem_venda' ? { motivo_id: v.motivoId } : {}),
    ...(v.resultado === 'pedido' ? { pedido_operacao: v.pedidoOperacao } : {}),
    origem: 'campo',
  };
}
