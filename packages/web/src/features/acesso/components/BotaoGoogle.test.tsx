import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertaErroProvider } from '../../../ui/AlertaErro.tsx';
import { BotaoGoogle, MENSAGEM_NAO_CONFIGURADO, MENSAGEM_POPUP_BLOQUEADO } from './BotaoGoogle.tsx';

// The browser's edges only: the server's answer to /api/oidc/config and window.open.
function servidor(configurado: boolean) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ retorno: { sucesso: true, mensagem: '', configurado } }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderizar() {
  const onPreencher = vi.fn();
  render(
    <AlertaErroProvider>
      <BotaoGoogle onPreencher={onPreencher} />
    </AlertaErroProvider>,
  );
  return onPreencher;
}

/** The button appears once the server said a provider is configured. */
async function montar() {
  const onPreencher = renderizar();
  return { onPreencher, botao: await screen.findByRole('button', { name: 'Cadastrar com o Google' }) };
}

function popupAberto() {
  const popup = { closed: false, focus: vi.fn() };
  const abrir = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return { popup, abrir };
}

const enviar = (data: unknown, origin = window.location.origin) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BotaoGoogle', () => {
  it('is absent when the server has no provider configured', async () => {
    const fetch = servidor(false);
    const { abrir } = popupAberto();
    renderizar();
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith('/api/oidc/config', expect.objectContaining({ method: 'GET' })),
    );
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('button', { name: 'Cadastrar com o Google' })).toBeNull();
    expect(screen.queryByText(MENSAGEM_NAO_CONFIGURADO)).toBeNull();
    expect(abrir).not.toHaveBeenCalled();
  });

  it('asks to allow pop-ups when the browser blocks it', async () => {
    servidor(true);
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { botao } = await montar();
    await userEvent.click(botao);
    expect(await screen.findByText(MENSAGEM_POPUP_BLOQUEADO)).toBeVisible();
  });

  it("opens the pop-up and fills the form with the app origin's message only", async () => {
    servidor(true);
    const { abrir } = popupAberto();
    const { botao, onPreencher } = await montar();
    await userEvent.click(botao);
    await waitFor(() =>
      expect(abrir).toHaveBeenCalledWith('/api/oidc/inicio', 'mascate-google', 'width=500,height=600'),
    );

    const conta = { email: 'dona@padaria.com.br', nome: 'Padaria', imagem: 'https://f.exemplo.com/a.png' };
    enviar({ tipo: 'mascate-oidc', ...conta }, 'https://intruso.exemplo.com');
    enviar({ tipo: 'outra-coisa', ...conta });
    expect(onPreencher).not.toHaveBeenCalled();

    enviar({ tipo: 'mascate-oidc', ...conta });
    expect(onPreencher).toHaveBeenCalledWith(conta);
  });

  it("shows the pop-up's error message", async () => {
    servidor(true);
    popupAberto();
    const { botao, onPreencher } = await montar();
    await userEvent.click(botao);
    await waitFor(() => expect(botao).toHaveAttribute('aria-busy', 'true'));
    enviar({ tipo: 'mascate-oidc', erro: 'O login com o Google foi cancelado ou não foi autorizado.' });
    expect(
      await screen.findByText('O login com o Google foi cancelado ou não foi autorizado.'),
    ).toBeVisible();
    expect(onPreencher).not.toHaveBeenCalled();
  });

  it('a message that arrives after the pop-up is seen closed still fills the form', async () => {
    // The pop-up posts and closes at once; the close-watcher may run before the message is delivered
    // (the e2e test of Google sign-in failed 1 time in 12 on that).
    servidor(true);
    const { popup } = popupAberto();
    const { botao, onPreencher } = await montar();
    await userEvent.click(botao);
    await waitFor(() => expect(botao).toHaveAttribute('aria-busy', 'true'));
    popup.closed = true;
    await waitFor(() => expect(botao).toHaveAttribute('aria-busy', 'false'), { timeout: 2000 });
    const conta = { email: 'dona@padaria.com.br', nome: 'Padaria', imagem: '' };
    enviar({ tipo: 'mascate-oidc', ...conta });
    expect(onPreencher).toHaveBeenCalledWith(conta);
  });

  it('brings an open pop-up forward instead of opening another', async () => {
    servidor(true);
    const { popup, abrir } = popupAberto();
    const { botao } = await montar();
    await userEvent.click(botao);
    await waitFor(() => expect(abrir).toHaveBeenCalledTimes(1));
    await userEvent.click(botao);
    expect(popup.focus).toHaveBeenCalled();
    expect(abrir).toHaveBeenCalledTimes(1);
  });
});
