import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type ChaveFiltroData, useFiltroData } from '../../sessao/sessao.ts';
import { useAtrasado } from '../useAtrasado.ts';

/** A list's date range, 'De' and 'até', as yyyy-mm-dd days. */
export type Periodo = { inicio: string; fim: string };

/**
 * A list's date range as a form checked by the request's own day schema. It starts from local storage (the
 * spec keeps the range between reloads, default today) and stores each whole day the schema accepts;
 * `busca` is the range the list asks for once typing pauses (a day typed first passes through other whole
 * dates on the way: 30/04 starts as 03/04, which must not open the empty-list dialog).
 */
export function usePeriodo(
  chaves: Record<keyof Periodo, ChaveFiltroData>,
  esquema: z.ZodType<Periodo, Periodo>,
) {
  const [inicio, gravarInicio] = useFiltroData(chaves.inicio);
  const [fim, gravarFim] = useFiltroData(chaves.fim);
  const guardado = useMemo(() => ({ inicio, fim }), [inicio, fim]);
  const { control, watch, handleSubmit, reset } = useForm<Periodo>({
    resolver: zodResolver(esquema),
    defaultValues: guardado,
  });
  const guardar = useCallback(
    (p: Periodo) => {
      gravarInicio(p.inicio);
      gravarFim(p.fim);
    },
    [gravarInicio, gravarFim],
  );
  // A filter has no submit button: each change is checked and, when accepted, kept.
  useEffect(() => {
    const assinatura = watch(() => void handleSubmit(guardar)());
    return () => assinatura.unsubscribe();
  }, [watch, handleSubmit, guardar]);
  /** A range chosen elsewhere (the empty-list modal): shown in the fields and kept. */
  const aplicar = useCallback(
    (p: Periodo) => {
      reset(p);
      guardar(p);
    },
    [reset, guardar],
  );
  return { control, guardado, aplicar, busca: useAtrasado(guardado, 400) };
}
