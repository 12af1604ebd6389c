import type { FormaPagamento } from '@mascate/domain';
import { useQuery } from '@tanstack/react-query';
import { chamarApi } from '../../../api/cliente.ts';

export function useFormaPagamento(id: number) {
  return useQuery({
    queryKey: ['formaspagamento', 'read_one', id],
    queryFn: async () => {
      const r = await chamarApi<FormaPagamento>('formaspagamento/read_one', { id });
      const forma = r.registros?.[0];
      if (!forma) throw new Error('Forma de pagamento não encontrada.');
      return forma;
    },
    // The screen shows the message and goes back to the list itself (spec, section 4).
    meta: { aguarde: true, semAlerta: true },
    staleTime: 0,
  });
}
