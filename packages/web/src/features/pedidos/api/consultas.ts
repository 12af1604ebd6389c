import type { PedidoCriarEntrada, RespostaDe, respostasPedidos } from '@mascate/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { chamarApi } from '../../../api/cliente.ts';
import { consultasDoRecurso } from '../../../api/consultas.ts';
import { formasPagamentoConsultas } from '../../formas-pagamento/api/consultas.ts';
import { representantesConsultas } from '../../representantes/api/consultas.ts';
import type { Pedido } from '../tipos.ts';

const base = consultasDoRecurso<Pedido>('pedidosvenda', 'Pedido não encontrado.', { metodo: 'PUT' });

export const pedidosConsultas = {
  ...base,
  // An order on screen is edited from what the server holds now, never from a cached copy.
  um: (id: number) => queryOptions({ ...base.um(id), gcTime: 0 }),
  /** The sellers for the 'Vendedor' select, by name. */
  vendedores: () =>
    queryOptions({
      ...representantesConsultas.lista(),
      select: (r) =>
        (r.registros ?? [])
          .map((v) => ({ id: v.id, nome: v.nome }))
          .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')),
    }),
  formasPagamento: () =>
    queryOptions({
      ...formasPagamentoConsultas.lista(),
      select: (r) => (r.registros ?? []).map((f) => ({ id: f.id, nome: f.descricao })),
    }),
  /** One row of each is enough to know whether an order can be made at all. */
  temClientesEProdutos: () =>
    queryOptions({
      queryKey: [...base.chaves.todas, 'tem-cadastros'] as const,
      queryFn: async () => {
        const [clientes, produtos] = await Promise.all([
          chamarApi('clientes/read', { limite: 1 }),
          chamarApi('produtos/read', { limite: 1 }),
        ]);
        return (clientes.registros?.length ?? 0) > 0 && (produtos.registros?.length ?? 0) > 0;
      },
      meta: { semAlerta: true },
    }),
};

type Gravado = RespostaDe<typeof respostasPedidos.create>['retorno'];

/** create (with the client key for idempotency) or, with an id, update. */
export function useGravarPedido(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (corpo: PedidoCriarEntrada): Promise<Gravado> => {
      const r = id
        ? await chamarApi<never, Gravado>('pedidosvenda/update', { ...corpo, id }, { metodo: 'PUT' })
        : await chamarApi<never, Gravado>('pedidosvenda/create', corpo);
      return { ...r.retorno, id: Number(r.retorno.id), numero: Number(r.retorno.numero) };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pedidosConsultas.chaves.todas }),
  });
}
