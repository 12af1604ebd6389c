// oidc-provider ships no types; this covers the little the local test provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type ContaOidc = { accountId: string; claims: () => Record<string, unknown> };

  export type ConfiguracaoProvedor = {
    clients: Array<Record<string, unknown>>;
    findAccount: (ctx: unknown, id: string) => ContaOidc | Promise<ContaOidc>;
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    cookies?: { keys: string[] };
    features?: Record<string, { enabled: boolean }>;
    pkce?: { required: () => boolean };
  };

  export default class Provider {
    constructor(issuer: string, configuration: ConfiguracaoProvedor);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(evento: string, ouvinte: (...args: unknown[]) => void): this;
  }
}
