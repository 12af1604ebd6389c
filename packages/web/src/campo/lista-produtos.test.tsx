import { catalogoDoCliente, type ProdutoCampo } from '@mascate/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListaProdutos, quantidadeNaTela } from './telas/ListaProdutos.tsx';

const produto = (id: number, descricao: string): ProdutoCampo => ({
  id,
  codigo: `P${String(id).padStart(2, '0')}`,
  descricao,
  unidade_id: 1,
  unidade: 'CX',
  preco: '10.00',
  estoque: '12.500',
});

// 25 products ('Produto 01'...'Produto 25'); the customer bought 'Produto 17' and 'Produto 03' lately.
const PRODUTOS = Array.from({ length: 25 }, (_, i) =>
  produto(i + 1, `Produto ${String(i + 1).padStart(2, '0')}`),
);
const PEDIDOS = [
  {
    numero: 4,
    data: '2026-05-20',
    situacao: 'pedido',
    itens: [{ produto_id: 17 }, { produto_id: 3 }],
  },
];

function mostrar(noPedido: ReadonlySet<number> = new Set()) {
  const incluir = vi.fn();
  render(
    <ListaProdutos
      id="lista"
      catalogo={catalogoDoCliente(PRODUTOS, PEDIDOS)}
      preco={(p) => (p.id === 17 ? '9,50' : '10,00')}
      incluir={incluir}
      noPedido={noPedido}
    />,
  );
  return incluir;
}

const nomes = (grupo: HTMLElement) =>
  within(grupo)
    .getAllByRole('button')
    .map((b) => b.querySelector('.nome')?.textContent);

describe('campo: lista de produtos do pedido', () => {
  it('mostra primeiro o que o cliente comprou, com a data, depois os outros pela descrição', () => {
    mostrar();
    const lista = screen.getByRole('region', { name: 'Lista de produtos' });
    const [comprados, outros] = within(lista).getAllByRole('list');
    expect(screen.getByRole('heading', { name: 'Comprados por este cliente' })).toBeInTheDocument();
    expect(nomes(comprados as HTMLElement)).toEqual(['Produto 17', 'Produto 03']);
    expect(screen.getByRole('heading', { name: 'Outros produtos' })).toBeInTheDocument();
    expect(nomes(outros as HTMLElement).slice(0, 3)).toEqual(['Produto 01', 'Produto 02', 'Produto 04']);
    // Price of the customer's table, stock with the unit, when it was bought.
    const cafe = screen.getByRole('button', { name: /Produto 17/ });
    expect(cafe).toHaveTextContent('P17 · R$ 9,50 · Estoque: 12,5 CX');
    expect(cafe).toHaveTextContent('Comprado em 20/05/2026');
    expect(screen.getByRole('button', { name: /Produto 01/ })).not.toHaveTextContent('Comprado');
  });

  it('pagina de 20 em 20, sem servidor', async () => {
    mostrar();
    const paginas = screen.getByRole('navigation', { name: 'Páginas da lista de produtos' });
    expect(within(paginas).getByRole('status')).toHaveTextContent('1–20 de 25');
    expect(within(paginas).getByRole('button', { name: 'Anteriores' })).toBeDisabled();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(within(paginas).getByRole('button', { name: 'Próximos' }));
    expect(within(paginas).getByRole('status')).toHaveTextContent('21–25 de 25');
    expect(within(paginas).getByRole('button', { name: 'Próximos' })).toBeDisabled();
    // The last page holds only products never bought.
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Outros produtos']);
    expect(screen.getAllByRole('listitem').map((li) => li.querySelector('.nome')?.textContent)).toEqual([
      'Produto 21',
      'Produto 22',
      'Produto 23',
      'Produto 24',
      'Produto 25',
    ]);
    await userEvent.click(within(paginas).getByRole('button', { name: 'Anteriores' }));
    expect(within(paginas).getByRole('status')).toHaveTextContent('1–20 de 25');
  });

  it('tocar num produto o inclui; o que já está no pedido aparece marcado', async () => {
    const incluir = mostrar(new Set([3]));
    expect(screen.getByRole('button', { name: /Produto 03/ })).toHaveTextContent('no pedido');
    expect(screen.getByRole('button', { name: /Produto 17/ })).not.toHaveTextContent('no pedido');
    await userEvent.click(screen.getByRole('button', { name: /Produto 17/ }));
    expect(incluir).toHaveBeenCalledWith(PRODUTOS[16]);
  });

  it('sem produtos no aparelho, pede para sincronizar; uma página só não tem botões de página', () => {
    const { rerender } = render(
      <ListaProdutos id="l" catalogo={[]} preco={() => '0'} incluir={() => undefined} noPedido={new Set()} />,
    );
    expect(
      screen.getByText('Nenhum produto neste aparelho. Sincronize para trazer os produtos.'),
    ).toBeVisible();
    rerender(
      <ListaProdutos
        id="l"
        catalogo={catalogoDoCliente(PRODUTOS.slice(0, 3), [])}
        preco={() => '1,00'}
        incluir={() => undefined}
        noPedido={new Set()}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it.each([
    ['2.000', '2'],
    ['1.500', '1,5'],
    ['0.125', '0,125'],
    ['10', '10'],
  ])('a quantidade %s aparece como %s', (v, tela) => expect(quantidadeNaTela(v)).toBe(tela));
});
