import { afterEach, describe, expect, it, vi } from 'vitest';
import { gravarSessao, lerSessao } from '../sessao/sessao.ts';
import { api, buscarArquivo, ErroApi, MENSAGEM_SEM_CONEXAO } from './http.ts';

function responder(status: number, corpo: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(corpo), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const entrar = () => gravarSessao({ token: 'tok', email: 'a@b.c', nome: 'Ana', id: 7 });

describe('api (the one HTTP client)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the token and returns the envelope', async () => {
    entrar();
    const fetch = responder(200, {
      retorno: { sucesso: true, mensagem: 'ok' },
      registros: [{ id: 1 }],
      total: 1,
    });
    const r = await api('unidades/read', { limite: 10 });
    expect(r.registros).toEqual([{ id: 1 }]);
    expect(fetch).toHaveBeenCalledWith(
      '/api/unidades/read',
      expect.objectContaining({
        method: 'POST',
        headers: expect.objectContaining({ Authorization: 'Bearer tok' }),
      }),
    );
  });

  it("throws the server's message with its status", async () => {
    entrar();
    responder(409, { retorno: { sucesso: false, mensagem: 'A unidade está em uso.' } });
    await expect(api('unidades/delete', { id: 1 })).rejects.toEqual(
      new ErroApi('A unidade está em uso.', 409),
    );
    expect(lerSessao().token).toBe('tok');
  });

  it('ends the session on a 401 of a signed-in call', async () => {
    entrar();
    responder(401, { retorno: { sucesso: false, mensagem: 'Sessão expirada.' } });
    await expect(api('unidades/read', {})).rejects.toThrow('Sessão expirada.');
    expect(lerSessao().token).toBeNull();
  });

  it('explains a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const erro = await api(
      'estabelecimentos/login',
      { email: 'a@b.c', senha: 'x' },
      { semToken: true },
    ).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ErroApi);
    expect(erro).toMatchObject({ message: MENSAGEM_SEM_CONEXAO, status: 0 });
  });

  it('fills the path parameters and uses the method of the contract', async () => {
    entrar();
    // Only what the test reads: the path and the method are the point here, not the address.
    const fetch = responder(200, {
      retorno: { sucesso: true, mensagem: '' },
      localidade: 'São Paulo',
      uf: 'SP',
    });
    const r = await api('cep/:cep', undefined, { params: { cep: '01001000' } });
    expect(r.localidade).toBe('São Paulo');
    expect(fetch).toHaveBeenCalledWith('/api/cep/01001000', expect.objectContaining({ method: 'GET' }));
    responder(200, { retorno: { sucesso: true, mensagem: '' }, registros: [] });
    await api('rotas/read_one', { id: 1 });
    expect(vi.mocked(globalThis.fetch)).toHaveBeenCalledWith(
      '/api/rotas/read_one',
      expect.objectContaining({ method: 'PUT' }),
    );
  });
});

describe('buscarArquivo (downloads and images through the same client)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the token and the query, and answers the file with its name', async () => {
    entrar();
    const fetch = vi.fn(
      async () =>
        new Response('a;b', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="c.csv"' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const r = await buscarArquivo('clientes/exportar', { formato: 'csv', busca: '' });
    expect(r.nome).toBe('c.csv');
    expect(await r.dados.text()).toBe('a;b');
    expect(fetch).toHaveBeenCalledWith(
      '/api/clientes/exportar?formato=csv',
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer tok' }) }),
    );
  });

  it("ends the session on a 401, with the envelope's message", async () => {
    entrar();
    responder(401, { retorno: { sucesso: false, mensagem: 'Sessão expirada.' } });
    await expect(buscarArquivo('produtos/imagem/:id', undefined, { params: { id: 3 } })).rejects.toEqual(
      new ErroApi('Sessão expirada.', 401),
    );
    expect(lerSessao().token).toBeNull();
  });

  it('explains a network failure in Portuguese', async () => {
    entrar();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(buscarArquivo('pedidosvenda/:id/pdf', undefined, { params: { id: 1 } })).rejects.toEqual(
      new ErroApi(MENSAGEM_SEM_CONEXAO, 0, true),
    );
  });
});
