import { TableCell, TableHead, TableRow } from '@mui/material';

export type TituloColuna = string | { titulo: string; alinhar?: 'left' | 'right' | 'center' };

/** The bold header row every table of the product shows (the spec writes list titles in capitals). */
export function CabecalhoTabela({ colunas }: { colunas: readonly TituloColuna[] }) {
  return (
    <TableHead>
      <TableRow>
        {colunas.map((c) => {
          const { titulo, alinhar } = typeof c === 'string' ? { titulo: c, alinhar: undefined } : c;
          return (
            <TableCell key={titulo} align={alinhar} sx={{ fontWeight: 700 }}>
              {titulo}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}
