import { NOMES_SITUACAO, SITUACOES, type Situacao } from '@mascate/domain';
import { useState } from 'react';
import { EntradaSelecao } from '../../../ui/entradas.tsx';

/** The list's status filter; 'Todas' sends no filter. */
export function useFiltroSituacao(): [Situacao | undefined, (s: Situacao | undefined) => void] {
  return useState<Situacao | undefined>(undefined);
}

const OPCOES = [
  { valor: '', rotulo: 'Todas' },
  ...SITUACOES.map((s) => ({ valor: s, rotulo: NOMES_SITUACAO[s] })),
] as const;

export function FiltroSituacao({
  valor,
  mudar,
}: {
  valor?: Situacao;
  mudar: (s: Situacao | undefined) => void;
}) {
  return (
    <EntradaSelecao<Situacao | ''>
      label="Situação"
      value={valor ?? ''}
      onChange={(v) => mudar(v || undefined)}
      opcoes={OPCOES}
      sx={{ width: 160 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    />
  );
}
