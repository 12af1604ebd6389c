// Preloaded into the server (node --import) by bench/carga.ts for one request per endpoint: appends every
// statement node-postgres sends, with its parameters and first result rows, to MASCATE_CAPTURA_SQL (JSON
// lines). carga turns each endpoint's statements into its pgbench script: the endpoint's own SQL.
import { appendFileSync } from 'node:fs';
import pg from 'pg';

export type Capturada = { texto: string; valores: unknown[]; linhas: unknown[] };

const arquivo = process.env.MASCATE_CAPTURA_SQL;
type Consulta = (this: pg.Client, ...args: unknown[]) => unknown;

if (arquivo) {
  const prototipo = pg.Client.prototype as unknown as { query: Consulta };
  const original = prototipo.query;
  prototipo.query = function (this: pg.Client, ...args: unknown[]) {
    const [config, segundo] = args;
    const texto = typeof config === 'string' ? config : (config as { text?: string } | undefined)?.text;
    const valores = Array.isArray(segundo)
      ? segundo
      : ((config as { values?: unknown[] } | undefined)?.values ?? []);
    const registrar = (res: unknown) => {
      if (!texto) return;
      const linhas = (res as { rows?: unknown[] } | undefined)?.rows?.slice(0, 2) ?? [];
      appendFileSync(arquivo, `${JSON.stringify({ texto, valores, linhas })}\n`);
    };
    // pg-pool calls with a callback; Drizzle's transactions await the promise.
    const ultimo = args.length - 1;
    const retorno = args[ultimo];
    if (typeof retorno === 'function') {
      args[ultimo] = (erro: unknown, res: unknown) => {
        if (!erro) registrar(res);
        (retorno as (e: unknown, r: unknown) => void)(erro, res);
      };
      return original.apply(this, args);
    }
    const r = original.apply(this, args);
    if (r && typeof (r as Promise<unknown>).then === 'function')
      (r as Promise<unknown>).then(registrar, () => undefined);
    return r;
  };
}
