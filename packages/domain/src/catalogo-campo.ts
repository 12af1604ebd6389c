// The field app's browsable product list (issue 45): what the customer bought lately comes first (a
// representative in the shop usually repeats it), then every other product by description. The device
// pages it from the products and the customer's last orders of its slice, with no server.
import { dobrar } from './dobra.ts';
import { contaNoPainel, SITUACOES, type Situacao } from './pedido-situacao.ts';

export const PRODUTOS_POR_PAGINA = 20;

type Produto = { id: number; codigo: string; descricao: string };
type Pedido = {
  numero: number;
  data: string;
  situacao: string;
  itens: readonly { produto_id: number }[];
};

export type ProdutoNoCatalogo<P> = {
  produto: P;
  /** The date (ISO) of the latest order of the customer that had it; null for one never bought. */
  ultimaCompra: string | null;
};

const eSituacao = (s: string): s is Situacao => (SITUACOES as readonly string[]).includes(s);

/**
 * The customer's catalogue: the products of its orders (what was sold: orders and invoiced ones, not
 * quotes nor cancelled ones), the latest order first and in each order the items' order, each product
 * once; then the others by description (folded: accents and case do not change the order), code and id.
 * A product bought but no longer in the slice is left out.
 */
export function catalogoDoCliente<P extends Produto>(
  produtos: readonly P[],
  pedidos: readonly Pedido[],
): ProdutoNoCatalogo<P>[] {
  const compras = pedidos
    .filter((p) => eSituacao(p.situacao) && contaNoPainel(p.situacao))
    .sort((a, b) => (a.data === b.data ? b.numero - a.numero : a.data < b.data ? 1 : -1));
  const porId = new Map(produtos.map((p) => [p.id, p]));
  const recentes = new Map<number, ProdutoNoCatalogo<P>>();
  for (const pedido of compras)
    for (const item of pedido.itens) {
      const produto = porId.get(item.produto_id);
      if (produto && !recentes.has(produto.id))
        recentes.set(produto.id, { produto, ultimaCompra: pedido.data });
    }
  const chave = (p: P) => dobrar(p.descricao.trim());
  const outros = produtos
    .filter((p) => !recentes.has(p.id))
    .map((p) => ({ p, k: chave(p) }))
    .sort((a, b) => comparar(a.k, b.k) || comparar(a.p.codigo, b.p.codigo) || a.p.id - b.p.id)
    .map(({ p }) => ({ produto: p, ultimaCompra: null }));
  return [...recentes.values(), ...outros];
}

const comparar = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export type Pagina<T> = {
  itens: T[];
  /** From 0, clamped to the pages there are (a shorter list after a sync keeps a valid page). */
  pagina: number;
  /** At least 1 (an empty list is one empty page). */
  paginas: number;
  total: number;
};

export function paginaDaLista<T>(
  lista: readonly T[],
  pagina: number,
  tamanho = PRODUTOS_POR_PAGINA,
): Pagina<T> {
  const paginas = Math.max(1, Math.ceil(lista.length / tamanho));
  const atual = Math.min(Math.max(0, Math.trunc(pagina) || 0), paginas - 1);
  return {
    itens: lista.slice(atual * tamanho, (atual + 1) * tamanho),
    pagina: atual,
    paginas,
    total: lista.length,
  };
}
