import type { MotivoNaoVenda, Representante, VisitaCorpo } from '@mascate/domain';
import { queryOptions } from '@tanstack/react-query';
import { chamarApi } from '../../../api/cliente.ts';
import { consultasDoRecurso } from '../../../api/consultas.ts';
import { useGravacao } from '../../../api/useGravacao.ts';

export const visitasConsultas = consultasDoRecurso('visitas', 'Visita não encontrada.');
export const motivosConsultas = consultasDoRecurso<MotivoNaoVenda>(
  'motivosnaovenda',
  'Motivo não encontrado.',
);

/** The filters' and the form's choices: every reason and representative (small lists). */
export const opcoesVisitas = {
  motivos: () =>
    queryOptions({
      queryKey: ['motivosnaovenda', 'read', 'todos'] as const,
      queryFn: async () => (await chamarApi<MotivoNaoVenda>('motivosnaovenda/read', {})).registros ?? [],
    }),
  representantes: () =>
    queryOptions({
      queryKey: ['representantes', 'read', 'todos'] as const,
      queryFn: async () => (await chamarApi<Representante>('representantes/read', {})).registros ?? [],
    }),
};

export const useRegistrarVisita = () =>
  useGravacao(visitasConsultas.chaves.todas, (corpo: VisitaCorpo) => chamarApi('visitas/create', corpo));

export const useUsarLocalizacao = () =>
  useGravacao(['clientes'], (id: number) => chamarApi('visitas/usar_localizacao', { id }));

export const useCriarMotivo = () =>
  useGravacao(motivosConsultas.chaves.todas, (descricao: string) =>
    chamarApi('motivosnaovenda/create', { descricao }),
  );
export const useAlterarMotivo = () =>
  useGravacao(motivosConsultas.chaves.todas, (m: MotivoNaoVenda) =>
    chamarApi('motivosnaovenda/update', m, { metodo: 'PUT' }),
  );
