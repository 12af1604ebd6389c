import type { MotivoNaoVenda, VisitaCorpo } from '@mascate/domain';
import { queryOptions } from '@tanstack/react-query';
import { consultasDoRecurso } from '../../../api/consultas.ts';
import { api } from '../../../api/http.ts';
import { useGravacao } from '../../../api/useGravacao.ts';
import { clientesConsultas } from '../../clientes/api/consultas.ts';
import { representantesConsultas } from '../../representantes/api/consultas.ts';

export const visitasConsultas = consultasDoRecurso('visitas', 'Visita não encontrada.');
export const motivosConsultas = consultasDoRecurso('motivosnaovenda', 'Motivo não encontrado.');

/** The filters' and the form's choices: every reason and representative (small lists). */
export const opcoesVisitas = {
  motivos: () => queryOptions({ ...motivosConsultas.lista(), select: (r) => r.registros }),
  representantes: () => queryOptions({ ...representantesConsultas.lista(), select: (r) => r.registros }),
};

export const useRegistrarVisita = () =>
  useGravacao(visitasConsultas.chaves.todas, (corpo: VisitaCorpo) => api('visitas/create', corpo));

export const useUsarLocalizacao = () =>
  useGravacao(clientesConsultas.chaves.todas, (id: number) => api('visitas/usar_localizacao', { id }));

export const useCriarMotivo = () =>
  useGravacao(motivosConsultas.chaves.todas, (descricao: string) =>
    api('motivosnaovenda/create', { descricao }),
  );
export const useAlterarMotivo = () =>
  useGravacao(motivosConsultas.chaves.todas, (m: MotivoNaoVenda) => api('motivosnaovenda/update', m));
