import { zodResolver } from '@hookform/resolvers/zod';
import { type FiltroVendas, filtroVendasSchema } from '@mascate/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';

/**
 * The sales report's filter as a form checked by the request's own schema: each change is checked at once
 * (a filter has no submit button); `params` is the last accepted filter, null while the range is out of
 * order, whose message shows under 'Data final'.
 */
export function useFiltroVendas(inicial: FiltroVendas) {
  const { control, watch, handleSubmit } = useForm<FiltroVendas>({
    resolver: zodResolver(filtroVendasSchema),
    mode: 'onChange',
    defaultValues: inicial,
  });
  const [params, setParams] = useState<FiltroVendas | null>(inicial);
  useEffect(() => {
    const assinatura = watch(() => void handleSubmit(setParams, () => setParams(null))());
    return () => assinatura.unsubscribe();
  }, [watch, handleSubmit]);
  return { control, params };
}
