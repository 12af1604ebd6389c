import {
  type SxProps,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableRow,
  type Theme,
} from '@mui/material';
import type { Key, ReactNode } from 'react';
import { CabecalhoTabela } from './CabecalhoTabela.tsx';

export type Coluna<T> = {
  titulo: string;
  valor: (item: T) => ReactNode;
  alinhar?: 'left' | 'right' | 'center';
  /** A cell holding an input needs room for it (px). */
  larguraMinima?: number;
};

type Props<T> = {
  colunas: readonly Coluna<T>[];
  linhas: readonly T[];
  chave: (item: T) => Key;
  /** The table's accessible name, where a screen has more than one table or the tests look it up. */
  rotulo?: string;
  /** The buttons of a row, in a last 'AÇÕES' column. */
  acoes?: (item: T) => ReactNode;
  destaqueLinha?: (item: T) => boolean;
  /** Rows after the data: a total, or the line that says there is nothing. */
  rodape?: ReactNode;
  sx?: SxProps<Theme>;
};

/** Every table of the product: the bold header, one row per item, the actions column on the right. */
export function TabelaDados<T>({
  colunas,
  linhas,
  chave,
  rotulo,
  acoes,
  destaqueLinha,
  rodape,
  sx,
}: Props<T>) {
  const titulos = acoes ? [...colunas, { titulo: 'AÇÕES', alinhar: 'right' as const }] : colunas;
  return (
    <TableContainer>
      <Table size="small" aria-label={rotulo} sx={sx}>
        <CabecalhoTabela colunas={titulos} />
        <TableBody>
          {linhas.map((item) => (
            <TableRow
              key={chave(item)}
              hover
              sx={destaqueLinha?.(item) ? { backgroundColor: '#ffcdd2' } : undefined}
            >
              {colunas.map((c) => (
                <TableCell
                  key={c.titulo}
                  align={c.alinhar}
                  sx={{ wordBreak: 'break-word', minWidth: c.larguraMinima }}
                >
                  {c.valor(item)}
                </TableCell>
              ))}
              {acoes && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {acoes(item)}
                </TableCell>
              )}
            </TableRow>
          ))}
          {rodape}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
