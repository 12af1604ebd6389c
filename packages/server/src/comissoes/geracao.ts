// The commission lines of an order (issue 31): earned when it is invoiced, reversed when an invoiced order
// is cancelled. Lines are only ever added (the table grants no UPDATE nor DELETE): the figure a
// representative sees is the sum of lines each of which can be checked by hand.
import {
  basesComissao,
  centavosParaDecimal,
  type LinhaComissao,
  linhasEstorno,
  paraCentavos,
  taxaAplicavel,
  valorComissao,
} from '@mascate/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/banco.ts';
import { comissoes } from '../db/schema.ts';
import { consultar } from './repository.ts';

type ItemBruto = {
  representante_id: number | null;
  pedido_desconto: string;
  seq: number;
  produto_id: number;
  total: string;
  desconto_itens: string;
  taxa_produto: string | null;
  taxa_representante: string | null;
  taxa_empresa: string | null;
  quando: string;
};

const taxa = (v: string | null) => (v === null ? null : paraCentavos(v));

/**
 * The lines an order earns on invoicing, at the rates of this moment (product, then representative, then
 * company); inserted in the caller's transaction (the status change's), stamped with its time. Nothing when
 * the order has no representative, the company pays on receipt, or no rate is set at any level; and
 * nothing for an exchange or a purchase (ident_operacao 2, 3): only a sale earns (docs/comissoes.md).
 */
export async function registrarComissoesDoFaturamento(
  tx: Executor,
  empresaId: number,
  pedidoId: number,
): Promise<number> {
  const itens = await consultar<ItemBruto>(
    tx,
    sql`
    select p.vendedor_id as representante_id, p.desconto::text as pedido_desconto, i.seq, i.produto_id,
      i.total::text as total, sum(i.desconto) over ()::text as desconto_itens,
      pr.comissao_percentual::text as taxa_produto, r.comissao_percentual::text as taxa_representante,
      e.comissao_padrao::text as taxa_empresa, e.comissao_quando as quando
    from pedidos p
    join pedido_itens i on i.empresa_id = p.empresa_id and i.pedido_id = p.id
    join empresas e on e.id = p.empresa_id
    left join produtos pr on pr.empresa_id = i.empresa_id and pr.id = i.produto_id
    left join representantes r on r.empresa_id = p.empresa_id and r.id = p.vendedor_id
    where p.empresa_id = ${empresaId} and p.id = ${pedidoId} and p.ident_operacao = 1
    order by i.seq`,
  );
  const primeiro = itens[0];
  if (!primeiro || primeiro.representante_id === null || primeiro.quando !== 'faturamento') return 0;
  const representanteId = Number(primeiro.representante_id);
  // The order-level discount is what the order's discount has beyond its items' own (none today: the
  // order screen discounts items), shared pro rata so the bases sum to the order's net value.
  const descontoPedido = Math.max(
    0,
    paraCentavos(primeiro.pedido_desconto) - paraCentavos(primeiro.desconto_itens),
  );
  const bases = basesComissao(
    itens.map((i) => paraCentavos(i.total)),
    descontoPedido,
  );
  const linhas: LinhaComissao[] = [];
  itens.forEach((i, n) => {
    const t = taxaAplicavel({
      produto: taxa(i.taxa_produto),
      representante: taxa(i.taxa_representante),
      empresa: taxa(i.taxa_empresa),
    });
    if (t === null) return;
    const base = bases[n] ?? 0;
    linhas.push({
      representanteId,
      seq: i.seq,
      produtoId: i.produto_id,
      base,
      percentual: t.percentual,
      valor: valorComissao(base, t.percentual),
    });
  });
  await inserirLinhas(tx, empresaId, pedidoId, 'faturamento', linhas, sql`now()`);
  return linhas.length;
}

async function inserirLinhas(
  tx: Executor,
  empresaId: number,
  pedidoId: number,
  evento: 'faturamento' | 'estorno',
  linhas: readonly LinhaComissao[],
  ganhoEm: SQL,
): Promise<void> {
  if (linhas.length === 0) return;
  await tx.insert(comissoes).values(
    linhas.map((l) => ({
      empresaId,
      representanteId: l.representanteId,
      pedidoId,
      seq: l.seq,
      produtoId: l.produtoId,
      evento,
      base: centavosParaDecimal(l.base),
      percentual: centavosParaDecimal(l.percentual),
      valor: centavosParaDecimal(l.valor),
      ganhoEm,
    })),
  );
}

type LinhaBruta = {
  representante_id: number;
  seq: number;
  produto_id: number;
  base: string;
  percentual: string;
  valor: string;
};

/**
 * Reverses an order's commission: per representative and item, a negative line of what its lines sum to,
 * at the rate they were earned at, stamped `quando`. Earlier lines stay as they are; after it the order's
 * lines sum to zero. An order already at zero (never invoiced, or reversed before) gets no line. Meant for
 * the invoiced -> cancelled change, in its transaction, once that change exists (receivables).
 */
export async function estornarComissoesDoPedido(
  tx: Executor,
  empresaId: number,
  pedidoId: number,
  quando: Date,
): Promise<number> {
  const brutas = await consultar<LinhaBruta>(
    tx,
    sql`
    select representante_id, seq, produto_id, base::text as base, percentual::text as percentual,
      valor::text as valor
    from comissoes
    where empresa_id = ${empresaId} and pedido_id = ${pedidoId}
    order by id`,
  );
  const linhas = brutas.map((l) => ({
    representanteId: Number(l.representante_id),
    seq: Number(l.seq),
    produtoId: Number(l.produto_id),
    base: paraCentavos(l.base),
    percentual: paraCentavos(l.percentual),
    valor: paraCentavos(l.valor),
  }));
  const estorno = linhasEstorno(linhas);
  await inserirLinhas(tx, empresaId, pedidoId, 'estorno', estorno, sql`${quando.toISOString()}::timestamptz`);
  return estorno.length;
}
