import { type EmailEnvio, type Pedido, paraCentavos } from '@mascate/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';
import { useSessao } from '../../../sessao/sessao.ts';
import { empresasConsultas } from '../../empresas/api/consultas.ts';
import { precosDosProdutos } from '../../tabelas-precos/api/consultas.ts';
import { novoId } from '../tipos.ts';
import { pedidosConsultas } from './consultas.ts';

/**
 * Issue 27: the order's last e-mail as the mail queue knows it. Its own key (under the order's), so
 * asking again while the mail waits in the queue never re-reads the order the form is editing.
 */
export const envioEmailConsulta = (id: number) =>
  queryOptions({
    queryKey: [...pedidosConsultas.chaves.um(id), 'email'] as const,
    queryFn: async (): Promise<EmailEnvio | null> =>
      (await api('pedidosvenda/read_one', { id })).registros[0]?.email_envio ?? null,
    meta: { semAlerta: true },
    // While it waits in the queue, asked again every 10 s until the queue has sent it.
    refetchInterval: (q) => (q.state.data?.situacao === 'na_fila' ? 10_000 : false),
  });

/**
 * 'Repetir pedido': a new order (not saved) with the same customer, representative, payment method and
 * items, at today's prices under `tabelaId` (the customer's table now, as a new item gets). Items whose
 * product is no longer sold (no price) are left out; discounts start at zero, since they were amounts
 * on the old prices. Dates are today's; instalments are generated again.
 */
export async function pedidoRepetido(
  original: Pedido,
  tabelaId: number,
  hoje: string,
): Promise<{ modelo: Pedido; fora: string[] }> {
  const precos = await precosDosProdutos(
    tabelaId,
    original.produtos.map((i) => i.produto_id),
  );
  const fora: string[] = [];
  const produtos = original.produtos.flatMap((i) => {
    const p = precos.get(i.produto_id);
    const preco = p ? paraCentavos(p.preco) : 0;
    if (!(preco > 0)) {
      fora.push(i.descricao);
      return [];
    }
    return [{ ...i, id: novoId(), preco: preco / 100, desconto: 0, total: 0 }];
  });
  return {
    modelo: {
      ...original,
      id: 0,
      numero: 0,
      situacao: 'orcamento',
      data: hoje,
      data_saida: hoje,
      tabela_preco_id: tabelaId,
      produtos,
      parcelas: [],
      email_envio: null,
    },
    fora,
  };
}

/** Whether the company's sales settings allow discounts (permite_desconto 1 means 'Não permite'). */
export function usePermiteDesconto(): boolean {
  const { id } = useSessao();
  const empresa = useQuery({ ...empresasConsultas.um(id), meta: { semAlerta: true } });
  return empresa.data !== undefined && empresa.data.permite_desconto !== 1;
}
