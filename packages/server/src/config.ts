import { z } from 'zod';

// Every environment variable the server reads, validated once at start; nothing else reads process.env.
const esquema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Mascate <nao-responda@mascate.local>'),
  CEP_API_URL: z.string().default('https://viacep.com.br/ws/{cep}/json/'),
  OIDC_ISSUER: z.string().url().default('https://accounts.google.com'),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  // Only behind a reverse proxy: otherwise a client could forge X-Forwarded-For and dodge per-IP throttling.
  TRUST_PROXY: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
});

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
