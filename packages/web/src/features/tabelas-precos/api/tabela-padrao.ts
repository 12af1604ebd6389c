import type { QueryClient } from '@tanstack/react-query';
import { clientesConsultas } from '../../clientes/api/consultas.ts';
import { rotasConsultas } from '../../rotas/api/consultas.ts';
import { tabelasPrecosConsultas } from './consultas.ts';

/**
 * The table an order for this customer starts with: the customer's, else the customer's route's, else
 * none. A table not valid today is passed over (the server would refuse it on the order). Read through
 * each feature's query factory, so the answers land in the same cache the screens use.
 */
export async function tabelaPadraoDoCliente(qc: QueryClient, clienteId: number): Promise<number> {
  const cliente = await qc.fetchQuery(clientesConsultas.um(clienteId));
  const candidatas = [cliente.tabela_preco_id ?? 0];
  if (cliente.rota_id) {
    const rota = await qc.fetchQuery(rotasConsultas.um(cliente.rota_id));
    candidatas.push(rota.tabela_preco_id ?? 0);
  }
  if (!candidatas.some(Boolean)) return 0;
  const tabelas = (await qc.fetchQuery(tabelasPrecosConsultas.lista())).registros;
  const vigentes = new Set(tabelas.filter((t) => t.vigente === 1).map((t) => t.id));
  return candidatas.find((id) => vigentes.has(id)) ?? 0;
}
