import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { representantesConsultas } from '../api/consultas.ts';

type Props = { valor: number | ''; mudar: (id: number | '') => void; todos?: boolean; largura?: number };

/** The representatives the session may see (a vendedor: its own), with 'Todos' when the list allows it. */
export function FiltroRepresentante({ valor, mudar, todos = false, largura = 240 }: Props) {
  const reps = useQuery(representantesConsultas.lista()).data?.registros ?? [];
  return (
    <TextField
      select
      size="small"
      label="Representante"
      value={valor === '' ? '' : String(valor)}
      onChange={(e) => mudar(e.target.value === '' ? '' : Number(e.target.value))}
      sx={{ width: largura }}
      // 'Todos' is a choice of its own: shown, with the label above it, rather than an empty box.
      slotProps={todos ? { inputLabel: { shrink: true }, select: { displayEmpty: true } } : {}}
    >
      {todos && <MenuItem value="">Todos</MenuItem>}
      {reps.map((r) => (
        <MenuItem key={r.id} value={String(r.id)}>
          {r.nome}
        </MenuItem>
      ))}
    </TextField>
  );
}
