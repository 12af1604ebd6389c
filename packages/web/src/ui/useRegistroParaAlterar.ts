import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAlertaErro } from './AlertaErro.tsx';

/**
 * The row an edit screen changes. When it cannot be read there is nothing to edit: the 'Atenção' modal
 * says why and the list comes back (spec, section 4).
 */
export function useRegistroParaAlterar<T, K extends QueryKey>(
  opcoes: UseQueryOptions<T, Error, T, K>,
  lista: string,
) {
  const consulta = useQuery(opcoes);
  const alertar = useAlertaErro();
  const navigate = useNavigate();
  const erro = consulta.error;
  useEffect(() => {
    if (!erro) return;
    alertar(erro.message);
    navigate(lista, { replace: true });
  }, [erro, alertar, navigate, lista]);
  return consulta;
}
