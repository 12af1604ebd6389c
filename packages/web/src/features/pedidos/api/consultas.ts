import { diasDaForma, type PedidoCriarEntrada, type RespostaEndpoint } from '@mascate/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { consultasDoRecurso } from '../../../api/consultas.ts';
import { api } from '../../../api/http.ts';
import { clientesConsultas } from '../../clientes/api/consultas.ts';
import { formasPagamentoConsultas } from '../../formas-pagamento/api/consultas.ts';
import { produtosConsultas } from '../../produtos/api/consultas.ts';
import { representantesConsultas } from '../../representantes/api/consultas.ts';

const base = consultasDoRecurso('pedidosvenda', 'Pedido não encontrado.');

export const pedidosConsultas = {
  ...base,
  // An order on screen is edited from what the server holds now, never from a cached copy.
  um: (id: number) => queryOptions({ ...base.um(id), gcTime: 0 }),
  /** The sellers for the 'Vendedor' select, by name. */
  vendedores: () =>
    queryOptions({
      ...representantesConsultas.lista(),
      select: (r) =>
        r.registros
          .map((v) => ({ id: v.id, nome: v.nome, rotas: v.rotas.map((r) => r.id) }))
          .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')),
    }),
  formasPagamento: () =>
    queryOptions({
      ...formasPagamentoConsultas.lista(),
      // The term's days (diasDaForma: written, or à vista for cash, Pix and debit card), null for none.
      select: (r) => r.registros.map((f) => ({ id: f.id, nome: f.descricao, dias: diasDaForma(f) })),
    }),
  /** One row of each is enough to know whether an order can be made at all. */
  temClientesEProdutos: () =>
    queryOptions({
      queryKey: [...base.chaves.todas, 'tem-cadastros'] as const,
      queryFn: async () => {
        const [clientes, produtos] = await Promise.all([
          clientesConsultas.lerPagina({ limite: 1 }),
          produtosConsultas.lerPagina({ limite: 1 }),
        ]);
        return clientes.registros.length > 0 && produtos.registros.length > 0;
      },
      meta: { semAlerta: true },
    }),
};

type Gravado = RespostaEndpoint<'pedidosvenda/create'>['retorno'];

/** create (with the client key for idempotency) or, with an id, update. */
export function useGravarPedido(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (corpo: PedidoCriarEntrada): Promise<Gravado> => {
      const r = id
        ? await api('pedidosvenda/update', { ...corpo, id })
        : await api('pedidosvenda/create', corpo);
      return { ...r.retorno, id: Number(r.retorno.id), numero: Number(r.retorno.numero) };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pedidosConsultas.chaves.todas }),
  });
}
