import type { Envelope } from '@mascate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A create, update or delete whose success makes every read under `chave` stale. */
// The answer's own type goes through, so a page can read what its endpoint answers beyond the message.
export function useGravacao<C, R extends Envelope<unknown>>(
  chave: readonly unknown[],
  enviar: (corpo: C) => Promise<R>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enviar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chave }),
  });
}
