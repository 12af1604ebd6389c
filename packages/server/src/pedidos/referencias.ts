import { formatarMoeda, paraCentavos } from '@mascate/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/banco.ts';
import { daEmpresa, registroDaEmpresa } from '../db/escopo-empresa.ts';
import { prepararConsulta } from '../db/preparada.ts';
import { clientes, empresas, formasPagamento, representantes } from '../db/schema.ts';
import { entradaInvalida, naoEncontrado } from '../http/erros.ts';
import type { ItemConferido, PedidoConferido } from './conferencia.ts';

const MSG_CLIENTE_NAO_ENCONTRADO = 'O cliente informado não foi encontrado nesta empresa.';

/**
 * The portfolio check, before any other (issue 43): a customer the session cannot see (another
 * representative's, for a vendedor: row-level security hides it) and one that does not exist get the same
 * 404, before the credit check could tell them apart by its answer.
 */
export async function exigirClienteVisivel(tx: Tx, empresaId: number, clienteId: number): Promise<void> {
  const [c] = await tx
    .select({ id: clientes.id })
    .from(clientes)
    .where(daEmpresa(clientes, empresaId, eq(clientes.id, clienteId)));
  if (!c) throw naoEncontrado(MSG_CLIENTE_NAO_ENCONTRADO);
}

export type RegrasVenda = { permiteDesconto: number; alteraPrecoPedido: number; vendaSemEstoque: number };

type ProdutoCadastro = {
  id: number;
  codigo: string;
  descricao: string;
  preco: string;
  unidadeId: number;
  sigla: string | null;
};

export async function regrasVenda(tx: Tx, empresaId: number): Promise<RegrasVenda> {
  const [r] = await tx
    .select({
      permiteDesconto: empresas.permiteDesconto,
      alteraPrecoPedido: empresas.alteraPrecoPedido,
      vendaSemEstoque: empresas.vendaSemEstoque,
    })
    .from(empresas)
    .where(eq(empresas.id, empresaId));
  if (!r) throw entradaInvalida('Empresa não encontrada.');
  return r;
}

export type Referencias = { regras: RegrasVenda; produtos: ProdutoCadastro[] };

/**
 * The company's sale rules, every id the body names and its products, in one query (one round trip
 * instead of five on the hot path of order creation). Each id must be this company's: the composite
 * foreign keys would refuse another company's row anyway, but only with a database error; here the user
 * learns which one is wrong. Under a vendedor's session row-level security also hides records outside
 * the portfolio.
 */
export async function regrasEReferencias(
  tx: Tx,
  empresaId: number,
  p: PedidoConferido,
): Promise<Referencias> {
  const ids = [...new Set(p.itens.map((i) => i.produtoId))];
  const [r] = await prepararConsulta(
    tx
      .select({
        permiteDesconto: empresas.permiteDesconto,
        alteraPrecoPedido: empresas.alteraPrecoPedido,
        vendaSemEstoque: empresas.vendaSemEstoque,
        cliente: sql<boolean>`exists (select 1 from ${clientes} where ${daEmpresa(clientes, empresaId, eq(clientes.id, p.participanteId))})`,
        vendedor: p.vendedorId
          ? sql<boolean>`exists (select 1 from ${representantes} where ${registroDaEmpresa(representantes, empresaId, p.vendedorId)})`
          : sql<boolean>`true`,
        forma: p.formaPagamentoId
          ? sql<boolean>`exists (select 1 from ${formasPagamento} where ${registroDaEmpresa(formasPagamento, empresaId, p.formaPagamentoId)})`
          : sql<boolean>`true`,
        // The price as text: numeric through JSON would become a binary float.
        // Plain names inside: Drizzle writes columns unqualified in a select list, ambiguous with empresas.
        produtos: sql<ProdutoCadastro[]>`(select coalesce(json_agg(json_build_object(
          'id', p.id, 'codigo', p.codigo, 'descricao', p.descricao, 'preco', p.preco::text,
          'unidadeId', p.unidade_id, 'sigla', u.sigla)), '[]')
        from produtos p left join unidades u on u.empresa_id = p.empresa_id and u.id = p.unidade_id
        where p.empresa_id = ${empresaId} and p.id = any(${sql.param(ids)}::int[]))`,
      })
      .from(empresas)
      .where(eq(empresas.id, empresaId)),
  );
  if (!r) throw entradaInvalida('Empresa não encontrada.');
  if (!r.cliente) throw naoEncontrado(MSG_CLIENTE_NAO_ENCONTRADO);
  if (!r.vendedor) throw entradaInvalida('O vendedor informado não foi encontrado nesta empresa.');
  if (!r.forma) throw entradaInvalida('A forma de pagamento informada não foi encontrada nesta empresa.');
  const regras = {
    permiteDesconto: r.permiteDesconto,
    alteraPrecoPedido: r.alteraPrecoPedido,
    vendaSemEstoque: r.vendaSemEstoque,
  };
  return { regras, produtos: r.produtos };
}

/** Fills each item's description, code and unit from its product and applies the price and discount settings. */
export function conferirProdutos(
  itens: ItemConferido[],
  produtosDoPedido: ProdutoCadastro[],
  regras: RegrasVenda,
  /** The reference price of a product: its own, or the one under the order's price table. */
  precoReferencia: (produtoId: number, precoCadastro: number) => number = (_, p) => p,
): void {
  const porId = new Map(produtosDoPedido.map((l) => [l.id, l]));
  for (const item of itens) {
    const produto = porId.get(item.produtoId);
    if (!produto) {
      throw entradaInvalida(`O produto ${item.produtoId} não foi encontrado nesta empresa.`);
    }
    completarItem(item, produto);
    conferirPreco(item, precoReferencia(produto.id, paraCentavos(produto.preco)), regras.alteraPrecoPedido);
    if (regras.permiteDesconto === 1 && item.descontoCentavos > 0) {
      throw entradaInvalida('Esta empresa não permite desconto nos pedidos.');
    }
  }
}

/**
 * The item's description, code and unit always come from the product: what the client sent in those
 * fields is ignored, so an order (its screen, PDF and public page) never shows text the product does
 * not have (issue 23). The fields stay in the request schema for the apps that send them.
 */
function completarItem(item: ItemConferido, produto: ProdutoCadastro): void {
  item.descricao = produto.descricao;
  item.codpro = produto.codigo;
  item.unidadeId = produto.unidadeId;
  item.unidade = produto.sigla ?? '';
}

// altera_preco_pedido: 0 not allowed, 1 allowed, 2 only increase (part 1, section 5).
function conferirPreco(item: ItemConferido, precoCadastro: number, regra: number): void {
  if (regra === 0 && item.precoCentavos !== precoCadastro) {
    throw entradaInvalida(
      `O preço do produto ${item.descricao} não pode ser alterado no pedido: use ${formatarMoeda(precoCadastro)}.`,
    );
  }
  if (regra === 2 && item.precoCentavos < precoCadastro) {
    throw entradaInvalida(
      `O preço do produto ${item.descricao} não pode ser menor que ${formatarMoeda(precoCadastro)}.`,
    );
  }
}
