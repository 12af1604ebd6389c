import { textoVazio } from '@mascate/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unidadesConsultas } from '../features/unidades/api/consultas.ts';
import { ListScreen } from './ListScreen.tsx';

type Unidade = { id: number; sigla: string; descricao: string };
type Corpo = { busca: string; limite: number; deslocamento: number; contar_total?: number };

const TODAS: Unidade[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  sigla: `U${i + 1}`,
  descricao: `Unidade ${i + 1}`,
}));

// The network boundary: an answer shaped like the server's, paged and searched from a fixed table.
function servidor(linhas: Unidade[]) {
  const pedidos: Corpo[] = [];
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    const corpo = JSON.parse(String(init.body)) as Corpo;
    pedidos.push(corpo);
    const achadas = linhas.filter((u) => u.descricao.toLowerCase().includes(corpo.busca.toLowerCase()));
    const registros = achadas.slice(corpo.deslocamento, corpo.deslocamento + corpo.limite);
    return new Response(
      JSON.stringify({
        retorno: { sucesso: true, mensagem: '' },
        registros,
        // Like the API: no count when the client declines it.
        ...(corpo.contar_total === 0 ? {} : { total: achadas.length }),
      }),
    );
  });
  vi.stubGlobal('fetch', fetch);
  return pedidos;
}

function renderizar(podeCadastrar = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ListScreen
          titulo="LISTA DE UNIDADES"
          consultas={unidadesConsultas}
          rotuloBusca="Pesquisar por Descrição"
          itemNome="unidade"
          colunas={[{ titulo: 'DESCRIÇÃO', valor: (u) => u.descricao }]}
          acoes={(u) => <span>ações {u.id}</span>}
          rotaCadastro="/cadastrar-unidade/0"
          podeCadastrar={podeCadastrar}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ListScreen', () => {
  beforeEach(() => window.localStorage.setItem('token', 't'));
  afterEach(() => vi.unstubAllGlobals());

  it('pages on the server and shows the total', async () => {
    const pedidos = servidor(TODAS);
    const user = userEvent.setup();
    renderizar();

    expect(await screen.findByText('Unidade 1')).toBeInTheDocument();
    expect(screen.getByText('registros: 25')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'AÇÕES' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByText('Unidade 11')).toBeInTheDocument();
    // A later page asks for its rows only; the total is still the first page's.
    expect(pedidos).toContainEqual({ busca: '', limite: 10, deslocamento: 10, contar_total: 0 });
    expect(screen.getByText('registros: 25')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Pesquisar por Descrição'), 'Unidade 2');
    expect(await screen.findByText('registros: 7')).toBeInTheDocument();
    expect(pedidos.at(-1)).toEqual({ busca: 'Unidade 2', limite: 10, deslocamento: 0 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 30_000);

  it('shows the empty-list notice in the page, with the add button at hand', async () => {
    servidor([]);
    renderizar();

    const aviso = await screen.findByRole('region', { name: 'Nenhum registro disponivel' });
    expect(within(aviso).getByText(textoVazio('unidade'))).toBeInTheDocument();
    // An administrator (the session's default) who can add one is told how to start (issue 46).
    expect(
      within(aviso).getByText('Para começar, use o botão + (Adicionar unidade) no canto da tela.'),
    ).toBeInTheDocument();
    // No modal: the page stays usable (search, filters) and the add button is not hidden behind one.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Pesquisar por Descrição')).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Adicionar unidade' })).toHaveAttribute(
      'href',
      '/cadastrar-unidade/0',
    );
  }, 30_000);

  it('hides the add button without permission', async () => {
    servidor(TODAS);
    renderizar(false);
    expect(await screen.findByText('Unidade 1')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Adicionar unidade' })).not.toBeInTheDocument();
  });
});
