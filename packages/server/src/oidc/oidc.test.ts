import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Ambiente, criarAmbiente } from '../../test/ambiente.ts';
import { ambienteDoArquivo, parDoArquivo } from '../../test/arquivo.ts';
import {
  type ContaLocal,
  entrarNoProvedor,
  iniciarProvedorLocal,
  type ProvedorLocal,
} from '../../test/pares/oidc.ts';
import { oidcEstados } from '../db/schema.ts';
import { MENSAGENS_OIDC } from './routes.ts';

const PUBLICO = 'http://127.0.0.1:3999';
const RETORNO = `${PUBLICO}/api/oidc/retorno`;
// '<' and '&' in the name prove the page's JSON block cannot be closed by account data.
const CONTA: ContaLocal = {
  email: 'dona@padaria.com.br',
  name: 'Padaria <Pão & Cia>',
  picture: 'https://fotos.exemplo.com/dona.png',
};

function envOidc(emissor: string) {
  return {
    PUBLIC_URL: PUBLICO,
    OIDC_ISSUER: emissor,
    OIDC_CLIENT_ID: 'mascate',
    OIDC_CLIENT_SECRET: 'segredo',
  };
}

async function pagina(amb: Ambiente, url: string) {
  const r = await amb.app.inject({ method: 'GET', url });
  const bloco = /<script type="application\/json" id="dados-oidc">(.*?)<\/script>/s.exec(r.body)?.[1];
  return { r, dados: JSON.parse(bloco ?? 'null') as { origem: string; mensagem: Record<string, string> } };
}

async function iniciar(amb: Ambiente) {
  const r = await amb.app.inject({ method: 'GET', url: '/api/oidc/inicio' });
  expect(r.statusCode).toBe(302);
  return new URL(String(r.headers.location));
}

const caminho = (url: string) => url.slice(PUBLICO.length);

describe('Cadastrar com o Google: provedor OpenID local', () => {
  const provedor = parDoArquivo(
    () =>
      iniciarProvedorLocal({
        clienteId: 'mascate',
        segredo: 'segredo',
        redirecionamentos: [RETORNO],
        conta: CONTA,
      }),
    (p) => p.parar(),
  );
  const amb = ambienteDoArquivo(() => ({ env: envOidc(provedor.emissor) }));

  it('config says it is configured', async () => {
    const r = await amb.chamar('GET', '/api/oidc/config');
    expect(r.status).toBe(200);
    expect(r.corpo.retorno).toEqual({ sucesso: true, mensagem: '', configurado: true });
  });

  it('inicio redirects to the provider with PKCE S256, state and nonce, and keeps them', async () => {
    const url = await iniciar(amb);
    expect(url.origin).toBe(provedor.emissor);
    const p = url.searchParams;
    expect(p.get('client_id')).toBe('mascate');
    expect(p.get('redirect_uri')).toBe(RETORNO);
    expect(p.get('response_type')).toBe('code');
    expect(p.get('scope')).toBe('openid email profile');
    expect(p.get('code_challenge_method')).toBe('S256');
    expect(p.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(p.get('nonce')).toMatch(/^[\w-]{22,}$/);
    const [linha] = await amb.banco.db
      .select()
      .from(oidcEstados)
      .where(eq(oidcEstados.estado, p.get('state') ?? ''));
    expect(linha?.nonce).toBe(p.get('nonce'));
    expect(linha?.verificador).toMatch(/^[\w-]{43,128}$/);
  });

  it('retorno with a valid code answers the page carrying e-mail, name and picture, once', async () => {
    const retorno = await entrarNoProvedor((await iniciar(amb)).href, RETORNO, 'conta-1');
    const { r, dados } = await pagina(amb, caminho(retorno));
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    expect(dados).toEqual({
      origem: PUBLICO,
      mensagem: { tipo: 'mascate-oidc', email: CONTA.email, nome: CONTA.name, imagem: CONTA.picture },
    });
    expect(r.body).toContain('<script src="/api/oidc/retorno.js"></script>');
    expect(r.body).not.toContain('<Pão');
    // The global CSP stays strict; only the opener policy is relaxed so the pop-up can reach the app.
    expect(String(r.headers['content-security-policy'])).toContain("script-src 'self';");
    expect(r.headers['cross-origin-opener-policy']).toBe('unsafe-none');

    const denovo = await pagina(amb, caminho(retorno));
    expect(denovo.dados.mensagem).toEqual({ tipo: 'mascate-oidc', erro: MENSAGENS_OIDC.estadoInvalido });
  });

  it('an unknown state is refused with a message', async () => {
    const { dados } = await pagina(amb, '/api/oidc/retorno?code=abc&state=desconhecido');
    expect(dados.mensagem).toEqual({ tipo: 'mascate-oidc', erro: MENSAGENS_OIDC.estadoInvalido });
  });

  it('a state older than 10 minutes is refused', async () => {
    const retorno = await entrarNoProvedor((await iniciar(amb)).href, RETORNO, 'conta-2');
    amb.relogio.deslocamentoMs = 11 * 60 * 1000;
    try {
      const { dados } = await pagina(amb, caminho(retorno));
      expect(dados.mensagem).toEqual({ tipo: 'mascate-oidc', erro: MENSAGENS_OIDC.estadoInvalido });
    } finally {
      amb.relogio.deslocamentoMs = 0;
    }
  });

  it("the provider's error answer gives a message and spends the state", async () => {
    const estado = (await iniciar(amb)).searchParams.get('state') ?? '';
    const { dados } = await pagina(amb, `/api/oidc/retorno?error=access_denied&state=${estado}`);
    expect(dados.mensagem).toEqual({ tipo: 'mascate-oidc', erro: MENSAGENS_OIDC.recusado });
    const linhas = await amb.banco.db.select().from(oidcEstados).where(eq(oidcEstados.estado, estado));
    expect(linhas).toHaveLength(0);
  });

  it('a code the provider does not know fails the exchange with a message', async () => {
    const estado = (await iniciar(amb)).searchParams.get('state') ?? '';
    const { dados } = await pagina(amb, `/api/oidc/retorno?code=inventado&state=${estado}`);
    expect(dados.mensagem).toEqual({ tipo: 'mascate-oidc', erro: MENSAGENS_OIDC.falhou });
  });

  it('the pop-up script is served from the app origin', async () => {
    const r = await amb.app.inject({ method: 'GET', url: '/api/oidc/retorno.js' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/javascript/);
    expect(r.body).toContain('window.opener.postMessage(dados.mensagem, dados.origem)');
  });
});

describe('Cadastrar com o Google: other set-ups', () => {
  it('without client id and secret: config false, and inicio explains it in the pop-up', async () => {
    const amb = await criarAmbiente({ env: { PUBLIC_URL: PUBLICO } });
    try {
      const r = await amb.chamar('GET', '/api/oidc/config');
      expect(r.corpo.retorno).toEqual({ sucesso: true, mensagem: '', configurado: false });
      const { r: html, dados } = await pagina(amb, '/api/oidc/inicio');
      expect(html.statusCode).toBe(200);
      expect(html.body).toContain(MENSAGENS_OIDC.naoConfigurado);
      expect(dados.mensagem).toEqual({ tipo: 'mascate-oidc', erro: MENSAGENS_OIDC.naoConfigurado });
    } finally {
      await amb.fechar();
    }
  });

  it('a provider that does not answer: inicio says so, and the next try discovers again', async () => {
    const provedor = await iniciarProvedorLocal({
      clienteId: 'mascate',
      segredo: 'segredo',
      redirecionamentos: [RETORNO],
      conta: CONTA,
    });
    const emissor = provedor.emissor;
    await provedor.parar();
    const amb = await criarAmbiente({ env: envOidc(emissor) });
    let novo: ProvedorLocal | undefined;
    try {
      const { dados } = await pagina(amb, '/api/oidc/inicio');
      expect(dados.mensagem).toEqual({ tipo: 'mascate-oidc', erro: MENSAGENS_OIDC.indisponivel });
      novo = await iniciarProvedorLocal({
        clienteId: 'mascate',
        segredo: 'segredo',
        redirecionamentos: [RETORNO],
        conta: CONTA,
        porta: Number(new URL(emissor).port),
      });
      expect((await iniciar(amb)).origin).toBe(emissor);
    } finally {
      await amb.fechar();
      await novo?.parar();
    }
  });

  it('a provider that keeps the claims for userinfo still fills the form', async () => {
    const provedor = await iniciarProvedorLocal({
      clienteId: 'mascate',
      segredo: 'segredo',
      redirecionamentos: [RETORNO],
      conta: CONTA,
      claimsSoNoUserinfo: true,
    });
    const amb = await criarAmbiente({ env: envOidc(provedor.emissor) });
    try {
      const retorno = await entrarNoProvedor((await iniciar(amb)).href, RETORNO, 'conta-3');
      const { dados } = await pagina(amb, caminho(retorno));
      expect(dados.mensagem).toEqual({
        tipo: 'mascate-oidc',
        email: CONTA.email,
        nome: CONTA.name,
        imagem: CONTA.picture,
      });
    } finally {
      await amb.fechar();
      await provedor.parar();
    }
  });
});
