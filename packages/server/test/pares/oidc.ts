// Test support only (oidc-provider is a dev dependency): a real OpenID provider on 127.0.0.1 and a
// scripted walk through its built-in login and consent forms. e2e/support/oidc-local.ts mirrors it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type ContaLocal = { email: string; name: string; picture: string };

export type OpcoesProvedorLocal = {
  clienteId: string;
  segredo: string;
  redirecionamentos: string[];
  /** Claims of every account; `sub` is whatever login is typed on the form. */
  conta: ContaLocal;
  /** 0 picks a free port. */
  porta?: number;
  /** Like Google by default (claims in the ID token); true keeps them for userinfo only. */
  claimsSoNoUserinfo?: boolean;
};

export type ProvedorLocal = { emissor: string; parar(): Promise<void> };

export async function iniciarProvedorLocal(o: OpcoesProvedorLocal): Promise<ProvedorLocal> {
  const servidor = createServer();
  await new Promise<void>((ok, falha) => {
    servidor.once('error', falha);
    servidor.listen(o.porta ?? 0, '127.0.0.1', ok);
  });
  const { port } = servidor.address() as AddressInfo;
  const emissor = `http://127.0.0.1:${port}`;
  const provedor = new Provider(emissor, {
    clients: [
      {
        client_id: o.clienteId,
        client_secret: o.segredo,
        redirect_uris: o.redirecionamentos,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ sub: id, ...o.conta }) }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    conformIdTokenClaims: o.claimsSoNoUserinfo ?? false,
    cookies: { keys: ['chave-de-teste-do-provedor-local'] },
    features: { devInteractions: { enabled: true } },
    // Refusing requests without PKCE proves the client sends it.
    pkce: { required: () => true },
  });
  servidor.on('request', provedor.callback());
  return {
    emissor,
    parar: () =>
      new Promise<void>((ok) => {
        servidor.closeAllConnections();
        servidor.close(() => ok());
      }),
  };
}

const desescapar = (s: string) =>
  s
    .replace(/&#x2F;|&#47;/g, '/')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/**
 * Follows the provider's redirects from the authorization URL, signing in as `login` and consenting,
 * until it redirects to a URL starting with `prefixoRetorno`, which it returns (with code and state).
 */
export async function entrarNoProvedor(
  urlAutorizacao: string,
  prefixoRetorno: string,
  login: string,
): Promise<string> {
  const cookies = new Map<string, string>();
  let url = urlAutorizacao;
  let corpo: URLSearchParams | undefined;
  for (let passo = 0; passo < 20; passo += 1) {
    if (url.startsWith(prefixoRetorno)) return url;
    const r = await fetch(url, {
      method: corpo ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      ...(corpo ? { body: corpo } : {}),
    });
    for (const c of r.headers.getSetCookie()) {
      const par = c.split(';')[0] ?? '';
      const i = par.indexOf('=');
      const [nome, valor] = [par.slice(0, i), par.slice(i + 1)];
      if (valor) cookies.set(nome, valor);
      else cookies.delete(nome);
    }
    const destino = r.headers.get('location');
    if (r.status >= 300 && r.status < 400 && destino) {
      url = new URL(destino, url).href;
      corpo = undefined;
      continue;
    }
    const html = await r.text();
    const acao = /<form[^>]*action="([^"]+)"[^>]*method="post"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (r.status !== 200 || !acao || !prompt) {
      throw new Error(`o provedor respondeu ${r.status} em ${url}: ${html.slice(0, 400)}`);
    }
    corpo = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'qualquer' } : { prompt });
    url = new URL(desescapar(acao), url).href;
  }
  throw new Error('o provedor não voltou ao endereço de retorno');
}
