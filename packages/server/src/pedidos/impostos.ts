// The taxes of an order as it is saved (issue 48): the fiscal data of the company, the customer and the
// products, the company's rules for the products' NCMs and its internal rates, read in one statement, then
// the domain's computation. The order stores the answer, so a later change of a rule or of a product's
// data never rewrites it; it is computed again when the order is edited.
import {
  calcularImpostos,
  type ImpostosPedido,
  type IndicadorContribuinte,
  type RegimeTributario,
  type RegraFiscal,
  valorBrutoItem,
} from '@mascate/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/banco.ts';
import { linhasDe } from '../db/linhas.ts';
import type { ItemConferido, PedidoConferido } from './conferencia.ts';

type Dados = {
  empresa: { regime: RegimeTributario; uf: string } | null;
  cliente: { uf: string; contribuinte: IndicadorContribuinte } | null;
  produtos: { id: number; ncm: string; origem: number; ipi: number }[];
  regras: RegraFiscal[];
  aliquotas: Record<string, number>;
};

/** Everything the computation reads, in one round trip (order creation is the hot write path). */
async function dadosFiscais(
  tx: Tx,
  empresaId: number,
  clienteId: number,
  produtoIds: number[],
): Promise<Dados> {
  const [d] = await linhasDe<Dados>(
    tx,
    sql`
    with prod as (
      select id, ncm, origem, aliquota_ipi from produtos
       where empresa_id = ${empresaId} and id = any(${sql.param(produtoIds)}::int[])
    )
    select
      (select json_build_object('regime', regime_tributario, 'uf', uf) from empresas where id = ${empresaId}) as empresa,
      (select json_build_object('uf', uf, 'contribuinte', contribuinte_icms) from clientes
        where empresa_id = ${empresaId} and id = ${clienteId}) as cliente,
      (select coalesce(json_agg(json_build_object('id', id, 'ncm', ncm, 'origem', origem, 'ipi', aliquota_ipi)), '[]')
         from prod) as produtos,
      (select coalesce(json_agg(json_build_object(
                'id', r.id, 'ncm', r.ncm, 'uf', r.uf, 'cfop', r.cfop, 'aliquotaIcms', r.aliquota_icms,
                'reducaoBase', r.reducao_base, 'st', r.st, 'mva', r.mva, 'stNaoContribuinte', r.st_nao_contribuinte,
                'fcp', r.fcp, 'fcpSt', r.fcp_st, 'ipi', r.ipi)), '[]')
         from regras_fiscais r
        where r.empresa_id = ${empresaId}
          and exists (select 1 from prod where prod.ncm <> '' and left(prod.ncm, length(r.ncm)) = r.ncm)) as regras,
      (select coalesce(json_object_agg(uf, aliquota), '{}') from aliquotas_internas
        where empresa_id = ${empresaId}) as aliquotas`,
  );
  return d ?? { empresa: null, cliente: null, produtos: [], regras: [], aliquotas: {} };
}

/** The order's taxes per item and its totals; without the company's or customer's data, no tax. */
export async function impostosDoPedido(
  tx: Tx,
  empresaId: number,
  pedido: Pick<PedidoConferido, 'participanteId' | 'identOperacao'> & {
    itens: Pick<ItemConferido, 'produtoId' | 'qtMilesimos' | 'precoCentavos' | 'descontoCentavos'>[];
  },
): Promise<ImpostosPedido> {
  const d = await dadosFiscais(
    tx,
    empresaId,
    pedido.participanteId,
    pedido.itens.map((i) => i.produtoId),
  );
  const produtos = new Map(d.produtos.map((p) => [p.id, p]));
  return calcularImpostos({
    empresa: d.empresa ?? { regime: 'simples', uf: '' },
    cliente: d.cliente ?? { uf: '', contribuinte: 9 },
    aliquotasInternas: d.aliquotas,
    // Only a sale is taxed: an exchange or a purchase keeps no rule (its total stays as before).
    regras: pedido.identOperacao === 1 && d.empresa && d.cliente ? d.regras : [],
    itens: pedido.itens.map((i) => {
      const p = produtos.get(i.produtoId);
      return {
        ncm: p?.ncm ?? '',
        origem: p?.origem ?? 0,
        ipi: p?.ipi ?? 0,
        valorCentavos: valorBrutoItem(i),
        descontoCentavos: i.descontoCentavos,
      };
    }),
  });
}
