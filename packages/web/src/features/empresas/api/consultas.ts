import type { Empresa, EmpresaEntrada } from '@mascate/domain';
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
    chamarApi('empresas/update', corpo, { metodo: 'PUT' }),
  );
