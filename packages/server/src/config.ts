import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { z } from 'zod';

// Every environment variable the server reads, validated once at start; nothing else reads process.env.
const esquema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Server processes behind the one port (node:cluster); default: one per core. 1: a single process.
  WORKERS: z.coerce.number().int().min(1).max(64).default(availableParallelism()),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  // Connections per server process (default: 4 per core, 4 to 20).
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).optional(),
  // How long a request waits for a free connection before it is answered 503 (never for ever: issue 23).
  DB_POOL_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  // On SIGTERM/SIGINT, how long requests in flight may take to finish before the server stops anyway.
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Mascate <nao-responda@mascate.local>'),
  CEP_API_URL: z.string().default('https://viacep.com.br/ws/{cep}/json/'),
  OIDC_ISSUER: z.string().url().default('https://accounts.google.com'),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  // Only the listed proxies' X-Forwarded-For is believed, so a client cannot forge its address to dodge
  // the per-address limits. '1'/'true' (the old switch) now means a proxy on this machine (loopback) only.
  TRUST_PROXY: z
    .string()
    .default('0')
    .transform((v, ctx) => proxiesConfiaveis(v, ctx)),
  // Scales every per-address/per-account request limit (acesso/limites-requisicoes.ts); load tests only.
  RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(100_000).default(1),
  // Signed-in requests one account (one company) runs at once in a process; unset: half the pool (all but
  // one connection). Past them a request waits in a queue of ACCOUNT_QUEUE, then 429 (acesso/concorrencia-conta.ts).
  ACCOUNT_CONCURRENCY: z.coerce.number().int().min(1).max(1000).optional(),
  COMPANY_CONCURRENCY: z.coerce.number().int().min(1).max(1000).optional(),
  ACCOUNT_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
  // Export jobs (issue 42): how many each process runs at once (0: none here) and how many run at once
  // for one company in all the processes.
  EXPORT_JOBS_PER_PROCESS: z.coerce.number().int().min(0).max(16).default(1),
  EXPORT_JOBS_PER_COMPANY: z.coerce.number().int().min(1).max(16).default(1),
  // How long a looked-up session may answer from this process's memory at most (auth/cache-sessoes.ts);
  // a revocation clears it at once through the database's notices. 0 looks every request up.
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
});

const NOMES_PROXY = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** False (no proxy) or the addresses, CIDR ranges and proxy-addr names of the trusted proxies. */
function proxiesConfiaveis(valor: string, ctx: z.RefinementCtx): false | string[] {
  const v = valor.trim().toLowerCase();
  if (v === '0' || v === 'false') return false;
  if (v === '1' || v === 'true') return ['loopback'];
  const itens = v.split(',').map((i) => i.trim());
  for (const item of itens) {
    const [ip, bits, ...resto] = item.split('/');
    const tipo = isIP(ip ?? '');
    const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (tipo === 6 ? 128 : 32));
    if (!NOMES_PROXY.has(item) && (tipo === 0 || !bitsOk || resto.length > 0)) {
      ctx.addIssue({ code: 'custom', message: `'${item}' não é um IP, uma faixa CIDR nem loopback` });
      return z.NEVER;
    }
  }
  return itens;
}

export type Config = z.infer<typeof esquema> & { publicUrl: string };

export function lerConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const vazioParaIndefinido = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const resultado = esquema.safeParse(vazioParaIndefinido);
  if (!resultado.success) {
    const detalhes = resultado.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Configuração inválida: ${detalhes}`);
  }
  const c = resultado.data;
  return {
    ...c,
    publicUrl: c.PUBLIC_URL ?? `http://${c.HOST === '0.0.0.0' ? 'localhost' : c.HOST}:${c.PORT}`,
  };
}
