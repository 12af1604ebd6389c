import type { AlterarClienteCorpo, ClienteCorpo } from '@mascate/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { consultasDoRecurso } from '../../../api/consultas.ts';
import { api } from '../../../api/http.ts';
import { useGravacao } from '../../../api/useGravacao.ts';

const base = consultasDoRecurso('clientes', 'Cliente não encontrado.');

export const clientesConsultas = {
  ...base,
  /** The pickers' search: at most 10 matches, searched on the server (spec, section 9). */
  pesquisa: (busca: string) =>
    queryOptions({
      ...base.lista({ busca, limite: 10, deslocamento: 0 }),
      placeholderData: keepPreviousData,
    }),
};

// The API reads 'no route' as rota_id 0 (spec); the schema's output holds it as null.
export const useCriarCliente = () =>
  useGravacao(clientesConsultas.chaves.todas, (corpo: ClienteCorpo) =>
    api('clientes/create', { ...corpo, rota_id: corpo.rota_id ?? 0 }),
  );

export const useAlterarCliente = () =>
  useGravacao(clientesConsultas.chaves.todas, (corpo: AlterarClienteCorpo) =>
    api('clientes/update', { ...corpo, rota_id: corpo.rota_id ?? 0 }),
  );
