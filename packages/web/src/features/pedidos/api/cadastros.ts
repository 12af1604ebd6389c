import { useQuery } from '@tanstack/react-query';
import { chamarApi } from '../../../api/cliente.ts';

export type Opcao = { id: number; nome: string };

export function useVendedores() {
  return useQuery({
    queryKey: ['representantes', 'read', 'pedido'],
    queryFn: async () => {
      const r = await chamarApi<{ id: number; nome: string }>('representantes/read', {});
      return (r.registros ?? [])
        .map((v) => ({ id: v.id, nome: v.nome }))
        .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
    },
  });
}

export function useFormasPagamento() {
  return useQuery({
    queryKey: ['formaspagamento', 'read', 'pedido'],
    queryFn: async () => {
      const r = await chamarApi<{ id: number; descricao: string }>('formaspagamento/read', {});
      return (r.registros ?? []).map((f) => ({ id: f.id, nome: f.descricao }));
    },
  });
}

/** One row of each is enough to know whether an order can be made at all. */
export function useTemClientesEProdutos() {
  return useQuery({
    queryKey: ['pedidosvenda', 'tem-cadastros'],
    queryFn: async () => {
      const [clientes, produtos] = await Promise.all([
        chamarApi('clientes/read', { limite: 1 }),
        chamarApi('produtos/read', { limite: 1 }),
      ]);
      return (clientes.registros?.length ?? 0) > 0 && (produtos.registros?.length ?? 0) > 0;
    },
    meta: { semAlerta: true },
  });
}
