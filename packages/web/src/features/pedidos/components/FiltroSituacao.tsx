import { NOMES_SITUACAO, SITUACOES, type Situacao } from '@mascate/domain';
import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';

/** The list's status filter; 'Todas' sends no filter. */
export function useFiltroSituacao(): [Situacao | undefined, (s: Situacao | undefined) => void] {
  return useState<Situacao | undefined>(undefined);
}

export function FiltroSituacao({
  valor,
  mudar,
}: {
  valor?: Situacao;
  mudar: (s: Situacao | undefined) => void;
}) {
  return (
    <TextField
      select
      label="Situação"
      value={valor ?? ''}
      onChange={(e) => mudar((e.target.value || undefined) as Situacao | undefined)}
      size="small"
      sx={{ width: 160 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">Todas</MenuItem>
      {SITUACOES.map((s) => (
        <MenuItem key={s} value={s}>
          {NOMES_SITUACAO[s]}
        </MenuItem>
      ))}
    </TextField>
  );
}
