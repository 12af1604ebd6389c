import { type Empresa, type EmpresaEntrada, percentualParaApi } from '@mascate/domain';
import { queryOptions } from '@tanstack/react-query';
import { chamarApi } from '../../../api/cliente.ts';
import { consultasDoRecurso } from '../../../api/consultas.ts';
import { useGravacao } from '../../../api/useGravacao.ts';

const base = consultasDoRecurso<Empresa>('empresas', 'Empresa não encontrada.');

export const empresasConsultas = {
  ...base,
  /** The signed-in company only (the server answers that one); a failure shows the 'Atenção' modal. */
  um: (id: number) => queryOptions({ ...base.um(id), meta: { aguarde: true } }),
};

export const useAlterarEmpresa = () =>
  useGravacao(empresasConsultas.chaves.todas, (corpo: EmpresaEntrada) =>
    chamarApi(
      'empresas/update',
      // The form sends its checked values: the rate back from hundredths to percent (issue 31).
      { ...corpo, comissao_padrao: percentualParaApi(corpo.comissao_padrao as number | null | undefined) },
      { metodo: 'PUT' },
    ),
  );
