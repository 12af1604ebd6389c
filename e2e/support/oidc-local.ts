// A real OpenID provider (oidc-provider, with its built-in login and consent forms) for the
// 'Cadastrar com o Google' spec. Mirrors packages/server/src/oidc/provedor-local.ts, which e2e cannot
// import; keep the two alike.
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

export type ContaLocal = { email: string; name: string; picture: string };

export type OpcoesProvedorLocal = {
  clienteId: string;
  segredo: string;
  redirecionamentos: string[];
  /** Claims of every account; `sub` is whatever login is typed on the form. */
  conta: ContaLocal;
  porta: number;
};

export type ProvedorLocal = { emissor: string; parar(): Promise<void> };

export async function iniciarProvedorLocal(o: OpcoesProvedorLocal): Promise<ProvedorLocal> {
  const emissor = `http://127.0.0.1:${o.porta}`;
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
    // Like Google: the profile claims travel in the ID token.
    conformIdTokenClaims: false,
    cookies: { keys: ['chave-de-teste-do-provedor-local'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
  });
  const servidor = createServer(provedor.callback());
  await new Promise<void>((ok, falha) => {
    servidor.once('error', (erro) =>
      falha(new Error(`o provedor OpenID local não abriu a porta ${o.porta}: ${erro.message}`)),
    );
    servidor.listen(o.porta, '127.0.0.1', ok);
  });
  return {
    emissor,
    parar: () =>
      new Promise<void>((ok) => {
        servidor.closeAllConnections();
        servidor.close(() => ok());
      }),
  };
}
