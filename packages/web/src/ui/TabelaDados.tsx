import {
  Box,
  Card,
  CardContent,
  Stack,
  type SxProps,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableRow,
  type Theme,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { Key, ReactNode } from 'react';
import { CabecalhoTabela } from './CabecalhoTabela.tsx';

export type Coluna<T> = {
  titulo: string;
  valor: (item: T) => ReactNode;
  alinhar?: 'left' | 'right' | 'center';
  /** A cell holding an input needs room for it (px). */
  larguraMinima?: number;
  /** As a card (narrow screens): the card's heading (e.g. the customer), or left out (an internal id). */
  celular?: 'titulo' | 'oculta';
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
  /** Rows after the data (a total). */
  rodape?: ReactNode;
  /** With no rows, what is said instead ('Carregando...', 'Nenhuma chave criada.'): a row across the
   * table, or a line in place of the cards on a phone. */
  vazio?: string;
  sx?: SxProps<Theme>;
  /** On a phone each row becomes a card (the lists): no sideways scrolling to reach a row's buttons. */
  cartoes?: boolean;
};

// Words wrap between words; only a single word wider than its room (an e-mail) is broken.
const QUEBRA = { overflowWrap: 'break-word', wordBreak: 'normal' } as const;

// Right-aligned columns hold amounts and counts: 'R$ 1.234,56' never breaks over two lines (issue 46).
const celula = (c: { alinhar?: Coluna<unknown>['alinhar'] }) =>
  c.alinhar === 'right' ? { whiteSpace: 'nowrap' as const } : QUEBRA;

/** Every table of the product: the bold header, one row per item, the actions column on the right. */
export function TabelaDados<T>(props: Props<T>) {
  const { colunas, linhas, chave, rotulo, acoes, destaqueLinha, rodape, sx, vazio, cartoes = false } = props;
  // Read at once (noSsr): no first paint as a table that then jumps to cards.
  // useTheme (material's) falls back to the default theme where no provider is (component tests).
  const estreito = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  if (cartoes && estreito) return <Cartoes {...props} />;
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
                <TableCell key={c.titulo} align={c.alinhar} sx={{ ...celula(c), minWidth: c.larguraMinima }}>
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
          {linhas.length === 0 && vazio !== undefined && (
            <TableRow>
              <TableCell colSpan={titulos.length}>{vazio}</TableCell>
            </TableRow>
          )}
          {rodape}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The rows as cards: the heading column on top, the others as label and value, the buttons below. */
function Cartoes<T>({
  colunas,
  linhas,
  chave,
  rotulo,
  acoes,
  destaqueLinha,
  vazio,
}: Pick<Props<T>, 'colunas' | 'linhas' | 'chave' | 'rotulo' | 'acoes' | 'destaqueLinha' | 'vazio'>) {
  const titulo = colunas.find((c) => c.celular === 'titulo');
  const campos = colunas.filter((c) => c.celular === undefined);
  if (linhas.length === 0 && vazio !== undefined) return <Typography sx={{ p: 1 }}>{vazio}</Typography>;
  return (
    <Stack component="ul" aria-label={rotulo} spacing={1} sx={{ listStyle: 'none', m: 0, p: 1 }}>
      {linhas.map((item) => (
        <Card
          component="li"
          key={chave(item)}
          variant="outlined"
          sx={destaqueLinha?.(item) ? { backgroundColor: '#ffcdd2' } : undefined}
        >
          <CardContent sx={{ pb: 1, '&:last-child': { pb: 1 } }}>
            {titulo && (
              <Typography component="p" sx={{ fontWeight: 600, mb: 1, ...QUEBRA }}>
                {titulo.valor(item)}
              </Typography>
            )}
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'auto minmax(0, 1fr)',
                columnGap: 2,
                rowGap: 0.5,
                m: 0,
              }}
            >
              {campos.map((c) => (
                <Box key={c.titulo} sx={{ display: 'contents' }}>
                  <Typography
                    component="dt"
                    variant="body2"
                    sx={{ color: 'text.secondary', fontWeight: 600 }}
                  >
                    {c.titulo}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, ...QUEBRA }}>
                    {c.valor(item)}
                  </Typography>
                </Box>
              ))}
            </Box>
            {acoes && (
              <Stack direction="row" sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', mt: 0.5 }}>
                {acoes(item)}
              </Stack>
            )}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
