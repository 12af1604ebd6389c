import { type CorpoEndpoint, type EmpresaEntrada, percentualParaApi } from '@mascate/domain';
import { queryOptions } from '@tanstack/react-query';
import { consultasDoRecurso } from '../../../api/consultas.ts';
import { api } from '../../../api/http.ts';
import { useGravacao } from '../../../api/useGravacao.ts';

const base = consultasDoRecurso('empresas', 'Empresa não encontrada.');

export const empresasConsultas = {
  ...base,
  /** The signed-in company only (the server answers that one); a failure shows the 'Atenção' modal. */
  um: (id: number) => queryOptions({ ...base.um(id), meta: { aguarde: true } }),
  /** The signed-in company's record: its list read answers that one only. */
  daSessao: () => queryOptions({ ...base.lista(), select: (r) => r.registros[0] ?? null }),
};

export const useAlterarEmpresa = () =>
  useGravacao(empresasConsultas.chaves.todas, (corpo: EmpresaEntrada) =>
    api(
      'empresas/update',
      // The form sends its checked values: the rate back from hundredths to percent (issue 31).
      { ...corpo, comissao_padrao: percentualParaApi(corpo.comissao_padrao as number | null | undefined) },
    ),
  );

/** Saves the record as read, with a field changed (the visit radius, on the visits' settings). */
export const useGravarEmpresa = () =>
  useGravacao(empresasConsultas.chaves.todas, (corpo: Record<string, unknown>) =>
    // The record as read types some fields wider than the update accepts (comissao_quando is a string
    // there); the server checks the body against empresaSchema.
    api('empresas/update', corpo as CorpoEndpoint<'empresas/update'>),
  );
