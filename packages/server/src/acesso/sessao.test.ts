import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, relogioRealEmCadaTeste } from '../../test/arquivo.ts';

const amb = ambienteDoArquivo();
relogioRealEmCadaTeste(amb);

const sair = (authorization?: string) =>
  amb.app
    .inject({
      method: 'POST',
      url: '/api/estabelecimentos/logout',
      payload: {},
      headers: authorization ? { authorization } : {},
    })
    .then((r) => ({ status: r.statusCode, retorno: r.json().retorno }));

const SEM_SESSAO = {
  status: 401,
  retorno: { sucesso: false, mensagem: 'Sessão expirada. Entre novamente.' },
};

describe('estabelecimentos/logout e validade da sessão', () => {
  it('revoga o token: depois dele o mesmo token recebe 401', async () => {
    const e = await amb.novaEmpresa();
    expect(await sair(`Bearer ${e.token}`)).toEqual({
      status: 200,
      retorno: { sucesso: true, mensagem: 'Sessão encerrada.' },
    });
    expect(await sair(`Bearer ${e.token}`)).toEqual(SEM_SESSAO);
  });

  it('sem token, ou com token desconhecido: 401', async () => {
    expect(await sair()).toEqual(SEM_SESSAO);
    expect(await sair('Bearer token-que-nao-existe')).toEqual(SEM_SESSAO);
  });

  it('aceita o token sem o prefixo Bearer (o aplicativo de campo o envia assim)', async () => {
    const e = await amb.novaEmpresa();
    expect((await sair(e.token)).status).toBe(200);
  });

  it('o token vale 7 dias: depois disso recebe 401', async () => {
    const e = await amb.novaEmpresa();
    amb.relogio.deslocamentoMs = 7 * 24 * 60 * 60_000 - 60_000;
    const ainda = await amb.novaEmpresa();
    expect((await sair(ainda.token)).status).toBe(200);
    amb.relogio.deslocamentoMs = 7 * 24 * 60 * 60_000 + 1_000;
    expect(await sair(`Bearer ${e.token}`)).toEqual(SEM_SESSAO);
  });
});
