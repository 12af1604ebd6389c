import type { VisitaEntrada } from '@mascate/domain';

export type CheckIn = { inicio: string; latitude?: number; longitude?: number; precisao?: number };
export type Resultado = 'pedido' | 'sem_venda' | 'ausente';
export const RESULTADOS: Record<Resultado, string> = {
  pedido: 'Pedido',
  sem_venda: 'Sem venda',
  ausente: 'Ausente',
};
export const MOTIVOS_SEM_VENDA = ['Sem necessidade', 'Preço', 'Estoque alto', 'Sem dinheiro', 'Outro'];

export type VisitaFeita = {
  clienteId: number;
  representanteId: number;
  checkIn: CheckIn;
  fim: string;
  resultado: Resultado;
  motivo: string;
  obs: string;
};

const hora = (iso: string) =>
  new Date(iso).toLocaleTimeString('pt-BR', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'America/Sao_Paulo',
  });

/**
 * The body of visitas/create for a visit made on the device: the one place that maps the screen's fields
 * to the visit's schema. Today that schema has customer, representative, time and a note, so check-in,
 * location, outcome and check-out are written into the note; fields of their own go here when the
 * schema has them.
 */
export function dadosDaVisita(v: VisitaFeita): VisitaEntrada {
  const local =
    v.checkIn.latitude === undefined
      ? 'sem localização'
      : `local ${v.checkIn.latitude.toFixed(6)}, ${v.checkIn.longitude?.toFixed(6)} (±${Math.round(v.checkIn.precisao ?? 0)} m)`;
  const resultado = v.resultado === 'sem_venda' ? `Sem venda: ${v.motivo}` : RESULTADOS[v.resultado];
  const obs = [
    `Resultado: ${resultado}.`,
    `Check-in ${hora(v.checkIn.inicio)} (${local}), check-out ${hora(v.fim)}.`,
    v.obs.trim(),
  ]
    .filter(Boolean)
    .join(' ');
  return {
    cliente_id: v.clienteId,
    representante_id: v.representanteId,
    obs: obs.slice(0, 1000),
    data_hora: v.checkIn.inicio,
  };
}
