import { Table, TableBody, TableCell, TableContainer, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { CabecalhoTabela } from '../../../ui/CabecalhoTabela.tsx';

/** A column: its title and what a row shows in it. */
export type Coluna<T> = readonly [titulo: string, valor: (linha: T) => ReactNode];

type Props<T> = {
  /** The table's accessible name. */
  rotulo: string;
  colunas: readonly Coluna<T>[];
  linhas: readonly T[];
  chave: (linha: T, indice: number) => string;
};

/** A small table drawn from its columns: an order's items, in the columns each place of the spec lists. */
export function TabelaColunas<T>({ rotulo, colunas, linhas, chave }: Props<T>) {
  return (
    <TableContainer>
      <Table size="small" aria-label={rotulo}>
        <CabecalhoTabela colunas={colunas.map(([titulo]) => titulo)} />
        <TableBody>
          {linhas.map((linha, indice) => (
            <TableRow key={chave(linha, indice)}>
              {colunas.map(([titulo, valor]) => (
                <TableCell key={titulo}>{valor(linha)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
