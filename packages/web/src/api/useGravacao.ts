import type { Envelope } from '@mascate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A create, update or delete whose success makes every read under `chave` stale. */
export function useGravacao<C>(chave: readonly unknown[], enviar: (corpo: C) => Promise<Envelope<unknown>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enviar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chave }),
  });
}
