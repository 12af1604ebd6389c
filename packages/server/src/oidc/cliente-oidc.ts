import * as oidc from 'openid-client';
import type { Config } from '../config.ts';
import type { EstadoOidc } from './repository.ts';

type DadosConta = { email: string; nome: string; imagem: string };

export type ClienteOidc = {
  configurado: boolean;
  redirecionamento: string;
  /** The provider's authorization URL and the values to keep until the answer comes back. */
  iniciar(): Promise<{ url: URL; estado: EstadoOidc }>;
  /** Exchanges the code in `urlRetorno` and reads the account's e-mail, name and picture. */
  concluir(urlRetorno: URL, estado: EstadoOidc): Promise<DadosConta>;
};

const texto = (v: unknown): string => (typeof v === 'string' ? v : '');

export function criarClienteOidc(config: Config): ClienteOidc {
  const { OIDC_ISSUER: emissor, OIDC_CLIENT_ID: clienteId, OIDC_CLIENT_SECRET: segredo } = config;
  const redirecionamento = `${config.publicUrl}/api/oidc/retorno`;
  let descoberta: Promise<oidc.Configuration> | undefined;

  // Discovery waits for the first sign-in, so a provider that is down never stops the server starting;
  // a failed attempt is forgotten so the next click tries again.
  function configuracao(): Promise<oidc.Configuration> {
    if (!clienteId || !segredo) throw new Error('OIDC não configurado');
    descoberta ??= oidc
      .discovery(
        new URL(emissor),
        clienteId,
        undefined,
        // Basic is the method every OpenID provider must accept when none was registered.
        oidc.ClientSecretBasic(segredo),
        new URL(emissor).protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((erro: unknown) => {
        descoberta = undefined;
        throw erro;
      });
    return descoberta;
  }

  return {
    configurado: Boolean(clienteId && segredo),
    redirecionamento,
    async iniciar() {
      const cfg = await configuracao();
      const estado = {
        estado: oidc.randomState(),
        verificador: oidc.randomPKCECodeVerifier(),
        nonce: oidc.randomNonce(),
      };
      const url = oidc.buildAuthorizationUrl(cfg, {
        redirect_uri: redirecionamento,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(estado.verificador),
        code_challenge_method: 'S256',
        state: estado.estado,
        nonce: estado.nonce,
      });
      return { url, estado };
    },
    async concluir(urlRetorno, estado) {
      const cfg = await configuracao();
      const tokens = await oidc.authorizationCodeGrant(cfg, urlRetorno, {
        pkceCodeVerifier: estado.verificador,
        expectedState: estado.estado,
        expectedNonce: estado.nonce,
        idTokenExpected: true,
      });
      let claims: Record<string, unknown> = tokens.claims() ?? {};
      // Google puts these claims in the ID token; a provider that keeps them for userinfo is asked there.
      if (!texto(claims.email) && typeof claims.sub === 'string') {
        claims = { ...claims, ...(await oidc.fetchUserInfo(cfg, tokens.access_token, claims.sub)) };
      }
      return { email: texto(claims.email), nome: texto(claims.name), imagem: texto(claims.picture) };
    },
  };
}
