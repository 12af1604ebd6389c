import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { GradeItens, type ItemGrade } from './GradeItens.tsx';

// 5,000 fixed prices, as a large distributor's table: the grid must stay a page of rows.
const MUITOS: ItemGrade[] = Array.from({ length: 5000 }, (_, i) => ({
  produto_id: i + 1,
  codigo: `C${i + 1}`,
  // The last one accented: the grid's search ignores accents and case as the server's does.
  descricao: i === 4999 ? 'Feijão Especial' : `Produto ${String(i + 1).padStart(4, '0')}`,
  preco_base: 1000,
  preco: 900,
}));

let ultimo: ItemGrade[] = [];

function Grade() {
  const [itens, setItens] = useState(MUITOS);
  ultimo = itens;
  return <GradeItens itens={itens} mudar={setItens} />;
}

function renderizar() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Grade />
    </QueryClientProvider>,
  );
}

// Rows are found through their text: computing every row's accessible name is slow in jsdom.
const linhaDe = (texto: string) => screen.getByText(texto).closest('tr') as HTMLElement;
const linhasDeDados = () =>
  within(screen.getByRole('table', { name: 'Preços fixos' }))
    .getAllByRole('row')
    .slice(1);

// Rendering 25 MUI rows in jsdom takes seconds on a loaded machine: a generous limit, not an assertion.
describe('GradeItens', { timeout: 60_000 }, () => {
  it('5.000 preços fixos: desenha uma página de 25 e pagina', async () => {
    renderizar();
    expect(screen.getByText('produtos: 5000')).toBeInTheDocument();
    expect(linhasDeDados()).toHaveLength(25);
    expect(screen.getByText('1–25 de 5.000 (página 1 de 200)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(screen.getByText('Produto 0026')).toBeInTheDocument();
  });

  it('a busca filtra pelo código ou descrição e volta à primeira página', async () => {
    renderizar();
    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await userEvent.type(screen.getByLabelText('Pesquisar nos preços fixos'), '4999');
    expect(await screen.findByText('1–1 de 1 (página 1 de 1)')).toBeInTheDocument();
    expect(linhasDeDados()).toHaveLength(1);
  });

  it('a busca ignora acentos e maiúsculas', async () => {
    renderizar();
    await userEvent.type(screen.getByLabelText('Pesquisar nos preços fixos'), 'FEIJAO esp');
    expect(await screen.findByText('1–1 de 1 (página 1 de 1)')).toBeInTheDocument();
    expect(screen.getByText('Feijão Especial')).toBeInTheDocument();
  });

  it('altera o preço de uma linha e remove outra, sem tocar nas demais', async () => {
    renderizar();
    const linha = linhaDe('Produto 0001');
    const preco = within(linha).getByLabelText('Preço na tabela');
    await userEvent.clear(preco);
    // Typed as written (the one money input): '12,34' is R$ 12,34.
    await userEvent.type(preco, '12,34');
    expect(ultimo[0]?.preco).toBe(1234);
    expect(ultimo[1]?.preco).toBe(900);
    await userEvent.click(screen.getByRole('button', { name: 'Remover Produto 0002' }));
    expect(ultimo).toHaveLength(4999);
    expect(ultimo.some((i) => i.produto_id === 2)).toBe(false);
  });
});
