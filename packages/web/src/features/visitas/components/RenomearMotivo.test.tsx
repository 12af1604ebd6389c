import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenomearMotivo } from './RenomearMotivo.tsx';

const usuario = userEvent.setup({ delay: null });

function renderizar(alterado: (m: string) => void, fechar = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RenomearMotivo motivo={{ id: 7, descricao: 'Preço' }} fechar={fechar} alterado={alterado} />
    </QueryClientProvider>,
  );
  return fechar;
}

afterEach(() => vi.unstubAllGlobals());

describe('alterar motivo de não venda', () => {
  it('num diálogo com o formulário: a mensagem do domínio no campo; salvo, grava o novo nome', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ retorno: { sucesso: true, mensagem: 'Motivo alterado com sucesso!' } }),
          {
            status: 200,
            headers: { 'content-type': 'application/json' },
          },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const alterado = vi.fn();
    renderizar(alterado);
    const campo = screen.getByRole('textbox', { name: 'Descrição do motivo' });
    expect(campo).toHaveValue('Preço');
    await usuario.clear(campo);
    await usuario.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(campo).toHaveAccessibleDescription('Informe a descrição do motivo.');
    expect(fetch).not.toHaveBeenCalled();
    await usuario.type(campo, 'Preço alto');
    await usuario.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(alterado).toHaveBeenCalledWith('Motivo alterado com sucesso!'));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/motivosnaovenda/update');
    expect(JSON.parse(String(init.body))).toEqual({ id: 7, descricao: 'Preço alto' });
  }, 30_000);

  it('sem mudança, só fecha', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const fechar = renderizar(vi.fn());
    await usuario.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(fechar).toHaveBeenCalled());
    expect(fetch).not.toHaveBeenCalled();
  }, 30_000);
});
