import { lerVisitasSchema } from '@mascate/domain';
import { z } from 'zod';

/** The visit list's range, checked by visitas/read's own days ('Informe a data inicial e final ...'). */
export const esquemaPeriodoVisitas = z.object({
  inicio: lerVisitasSchema.shape.data_ini,
  fim: lerVisitasSchema.shape.data_fin,
});

export const CHAVES_PERIODO_VISITAS = { inicio: 'dataInicialVisitas', fim: 'dataFinalVisitas' } as const;
