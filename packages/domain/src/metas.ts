// A goal's progress (issue 31): achieved, the share of the goal, and the month-end projection by the
// business days elapsed (achieved ÷ days elapsed × days in the month).
import { diasUteis } from './dias-uteis.ts';

export type Progresso = {
  meta: number | null;
  realizado: number;
  /** Hundredths of a percent of the goal (0 without a goal). */
  percentual: number;
  projecao: number;
};

/** Integer division rounded half-up, for non-negative numbers. */
const dividir = (a: number, b: number) => Math.floor((2 * a + b) / (2 * b));

export function progresso(
  meta: number | null,
  realizado: number,
  dias: { total: number; decorridos: number },
) {
  const percentual = meta && meta > 0 ? dividir(realizado * 10_000, meta) : 0;
  // No business day passed yet (the month has not started or began on a holiday weekend): nothing to project.
  const projecao = dias.decorridos > 0 ? dividir(realizado * dias.total, dias.decorridos) : realizado;
  return { meta, realizado, percentual, projecao } satisfies Progresso;
}

/** The three measures of a goal in a month, as of `hoje`. */
export function progressoDaMeta(
  mes: string,
  hoje: string,
  meta: { valor: number; positivacao: number | null; clientes_novos: number | null },
  realizado: { valor: number; positivacao: number; clientes_novos: number },
) {
  const dias = diasUteis(mes, hoje);
  return {
    dias_uteis: dias.total,
    dias_decorridos: dias.decorridos,
    valor: progresso(meta.valor, realizado.valor, dias),
    positivacao: progresso(meta.positivacao, realizado.positivacao, dias),
    clientes_novos: progresso(meta.clientes_novos, realizado.clientes_novos, dias),
  };
}
