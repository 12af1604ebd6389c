import {
  formatarData,
  PRODUTOS_POR_PAGINA,
  type ProdutoCampo,
  type ProdutoNoCatalogo,
  paginaDaLista,
} from '@mascate/domain';
import { useRef, useState } from 'react';

/** '2.000' -> '2', '1.500' -> '1,5' (quantities arrive with three decimals). */
export const quantidadeNaTela = (v: string) =>
  (v.includes('.') ? v.replace(/\.?0+$/, '') : v).replace('.', ',');

/** One product to tap (search results and the list): description, code, price, stock and unit. */
export function BotaoProduto({
  produto,
  preco,
  incluir,
  ultimaCompra = null,
  noPedido = false,
}: {
  produto: ProdutoCampo;
  preco: string;
  incluir: (p: ProdutoCampo) => void;
  ultimaCompra?: string | null;
  noPedido?: boolean;
}) {
  return (
    <button type="button" onClick={() => incluir(produto)}>
      <span className="nome">
        {produto.descricao}
        {noPedido && <span className="no-pedido"> · no pedido</span>}
      </span>
      <span className="detalhe">
        {produto.codigo} · R$ {preco} · Estoque: {quantidadeNaTela(produto.estoque)} {produto.unidade}
      </span>
      {ultimaCompra && <span className="detalhe">Comprado em {formatarData(ultimaCompra)}</span>}
    </button>
  );
}

/**
 * The customer's catalogue (catalogoDoCliente: its recent purchases, then the rest by description), a
 * page at a time: a few thousand products of the slice would be a very long screen on a phone.
 */
export function ListaProdutos({
  id,
  catalogo,
  preco,
  incluir,
  noPedido,
}: {
  id: string;
  catalogo: readonly ProdutoNoCatalogo<ProdutoCampo>[];
  preco: (p: ProdutoCampo) => string;
  incluir: (p: ProdutoCampo) => void;
  noPedido: ReadonlySet<number>;
}) {
  const [pedida, setPedida] = useState(0);
  const topo = useRef<HTMLElement>(null);
  const pagina = paginaDaLista(catalogo, pedida);
  const inicio = pagina.pagina * PRODUTOS_POR_PAGINA;
  const comprados = pagina.itens.filter((l) => l.ultimaCompra !== null);
  const outros = pagina.itens.filter((l) => l.ultimaCompra === null);
  const haCompras = catalogo.some((l) => l.ultimaCompra !== null);
  const mudar = (n: number) => {
    setPedida(n);
    // The next page starts where the list starts, not at the buttons at its foot.
    topo.current?.scrollIntoView?.({ block: 'start' });
  };
  const linhas = (grupo: typeof pagina.itens) => (
    <ul className="lista">
      {grupo.map((l) => (
        <li key={l.produto.id}>
          <BotaoProduto
            produto={l.produto}
            preco={preco(l.produto)}
            incluir={incluir}
            ultimaCompra={l.ultimaCompra}
            noPedido={noPedido.has(l.produto.id)}
          />
        </li>
      ))}
    </ul>
  );

  if (catalogo.length === 0)
    return (
      <p id={id} className="vazio">
        Nenhum produto neste aparelho. Sincronize para trazer os produtos.
      </p>
    );
  return (
    <section id={id} ref={topo} className="catalogo" aria-label="Lista de produtos">
      {comprados.length > 0 && (
        <>
          <h2>Comprados por este cliente</h2>
          {linhas(comprados)}
        </>
      )}
      {outros.length > 0 && (
        <>
          {haCompras && <h2>Outros produtos</h2>}
          {linhas(outros)}
        </>
      )}
      {pagina.paginas > 1 && (
        <nav className="paginas" aria-label="Páginas da lista de produtos">
          <button type="button" disabled={pagina.pagina === 0} onClick={() => mudar(pagina.pagina - 1)}>
            Anteriores
          </button>
          <span role="status">
            {inicio + 1}–{inicio + pagina.itens.length} de {pagina.total}
          </span>
          <button
            type="button"
            disabled={pagina.pagina >= pagina.paginas - 1}
            onClick={() => mudar(pagina.pagina + 1)}
          >
            Próximos
          </button>
        </nav>
      )}
    </section>
  );
}
