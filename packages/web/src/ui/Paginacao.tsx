import { formatarNumeroBr } from '@mascate/domain';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { EntradaSelecao } from './entradas.tsx';

/** The spec's page sizes (lists: 'Registros por página'; the import's errors too). */
export const TAMANHOS_PAGINA = [10, 25, 50, 100] as const;

/** The page (0-based) and its size; a new size starts again at the first page. */
export function usePaginas() {
  const [pagina, setPagina] = useState(0);
  const [porPagina, setPorPagina] = useState<number>(TAMANHOS_PAGINA[0]);
  const mudarTamanho = (n: number) => {
    setPorPagina(n);
    setPagina(0);
  };
  return { pagina, setPagina, porPagina, mudarTamanho };
}

/** The page-size select (10/25/50/100) of a paged table. */
export function TamanhoPagina({
  label,
  valor,
  mudar,
}: {
  label: string;
  valor: number;
  mudar: (n: number) => void;
}) {
  return (
    <EntradaSelecao
      label={label}
      value={valor}
      onChange={mudar}
      opcoes={TAMANHOS_PAGINA.map((n) => ({ valor: n, rotulo: String(n) }))}
    />
  );
}

type Props = {
  pagina: number;
  porPagina: number;
  total: number;
  /**
   * The server stopped counting at `total` (schemas/comum.ts, contagemAte): there are more rows, so the
   * pages go on while they are full; `naPagina` is how many rows this page shows.
   */
  limitado?: { naPagina: number };
  mudar: (pagina: number) => void;
};

/** Pages are 0-based here and shown 1-based. */
export function Paginacao({ pagina, porPagina, total, limitado, mudar }: Props) {
  const paginas = Math.max(1, Math.ceil(total / porPagina));
  const inicio = total === 0 && !limitado ? 0 : pagina * porPagina + 1;
  const fim = limitado ? pagina * porPagina + limitado.naPagina : Math.min(total, (pagina + 1) * porPagina);
  const de = formatarNumeroBr(total, 0);
  const texto = limitado
    ? `${inicio}–${fim}${fim <= total ? ` de mais de ${de}` : ''} (página ${pagina + 1})`
    : `${inicio}–${fim} de ${de} (página ${pagina + 1} de ${paginas})`;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end', py: 1 }}>
      <Typography variant="body2">{texto}</Typography>
      <IconButton aria-label="Página anterior" disabled={pagina <= 0} onClick={() => mudar(pagina - 1)}>
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        aria-label="Próxima página"
        disabled={limitado ? limitado.naPagina < porPagina : pagina + 1 >= paginas}
        onClick={() => mudar(pagina + 1)}
      >
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}
