import type { Cliente, Rota, TabelaPrecoResumo } from '@mascate/domain';
import { chamarApi } from '../../../api/cliente.ts';

/**
 * The table an order for this customer starts with: the customer's, else the customer's route's, else
 * none. A table not valid today is passed over (the server would refuse it on the order).
 */
export async function tabelaPadraoDoCliente(clienteId: number): Promise<number> {
  const cliente = (await chamarApi<Cliente>('clientes/read_one', { id: clienteId })).registros?.[0];
  if (!cliente) return 0;
  const candidatas = [cliente.tabela_preco_id ?? 0];
  if (cliente.rota_id) {
    const rota = (await chamarApi<Rota>('rotas/read_one', { id: cliente.rota_id }, { metodo: 'PUT' }))
      .registros?.[0];
    candidatas.push(rota?.tabela_preco_id ?? 0);
  }
  if (!candidatas.some(Boolean)) return 0;
  const vigentes = new Set(
    ((await chamarApi<TabelaPrecoResumo>('tabelasprecos/read', {})).registros ?? [])
      .filter((t) => t.vigente === 1)
      .map((t) => t.id),
  );
  return candidatas.find((id) => vigentes.has(id)) ?? 0;
}
