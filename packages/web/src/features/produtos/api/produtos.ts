import type { Produto } from '@mascate/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chamarApi } from '../../../api/cliente.ts';

export type Unidade = { id: number; sigla: string };

export function useProduto(id: number) {
  return useQuery({
    queryKey: ['produtos', 'read_one', id],
    queryFn: async () => {
      const r = await chamarApi<Produto>('produtos/read_one', { id });
      const p = r.registros?.[0];
      if (!p) throw new Error('Produto não encontrado.');
      return p;
    },
    // The screen shows the message and returns to the list itself.
    meta: { aguarde: true, semAlerta: true },
    staleTime: 0,
  });
}

export function useUnidades() {
  return useQuery({
    queryKey: ['unidades', 'read', 'todas'],
    queryFn: async () => (await chamarApi<Unidade>('unidades/read', {})).registros ?? [],
  });
}

/** Creating answers JSON; changing posts multipart (fields plus an optional `imagem`), as the spec's screen. */
export function useSalvarProduto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (p: { caminho: 'create' | 'update' | 'add_image'; corpo: object | FormData }) =>
      chamarApi(`produtos/${p.caminho}`, p.corpo),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['produtos'] }),
  });
}

export function formulario(campos: Record<string, string | number>, imagem: File | null): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(campos)) f.append(k, String(v));
  if (imagem) f.append('imagem', imagem);
  return f;
}
