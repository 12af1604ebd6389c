import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { IconButton, Stack, Typography } from '@mui/material';

/** The spec's page sizes (lists: 'Registros por página'; the import's errors too). */
export const TAMANHOS_PAGINA = [10, 25, 50, 100] as const;

type Props = { pagina: number; porPagina: number; total: number; mudar: (pagina: number) => void };

/** Pages are 0-based here and shown 1-based. */
export function Paginacao({ pagina, porPagina, total, mudar }: Props) {
  const paginas = Math.max(1, Math.ceil(total / porPagina));
  const inicio = total === 0 ? 0 : pagina * porPagina + 1;
  const fim = Math.min(total, (pagina + 1) * porPagina);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end', py: 1 }}>
      <Typography variant="body2">
        {inicio}–{fim} de {total} (página {pagina + 1} de {paginas})
      </Typography>
      <IconButton aria-label="Página anterior" disabled={pagina <= 0} onClick={() => mudar(pagina - 1)}>
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        aria-label="Próxima página"
        disabled={pagina + 1 >= paginas}
        onClick={() => mudar(pagina + 1)}
      >
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}
