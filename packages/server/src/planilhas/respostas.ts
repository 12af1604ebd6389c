import { arquivoPlanilha, envelopeFalha } from '@mascate/domain';
import { TIPOS_CONTEUDO } from './escritor.ts';

/** A route answering a CSV or XLSX file, documented by media type; errors as the JSON envelope. */
export function respostasPlanilha(descricao: string) {
  return {
    200: {
      description: descricao,
      content: {
        [TIPOS_CONTEUDO.csv]: { schema: arquivoPlanilha },
        [TIPOS_CONTEUDO.xlsx]: { schema: arquivoPlanilha },
      },
    },
    '4xx': envelopeFalha,
    '5xx': envelopeFalha,
  } as const;
}
