import { MSG } from '@mascate/domain';
import { Backdrop, CircularProgress, Stack, Typography } from '@mui/material';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';

/** Covers the screen while any save runs, or a query that asked for it with meta { aguarde: true }. */
export function Aguarde() {
  const salvando = useIsMutating();
  const carregando = useIsFetching({ predicate: (q) => q.meta?.aguarde === true });
  const aberto = salvando + carregando > 0;
  return (
    <Backdrop open={aberto} sx={(t) => ({ zIndex: t.zIndex.modal + 1, color: '#fff' })}>
      {aberto && (
        <Stack role="status" aria-label={MSG.aguarde} spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress color="inherit" />
          <Typography variant="h6">{MSG.aguarde}</Typography>
        </Stack>
      )}
    </Backdrop>
  );
}
