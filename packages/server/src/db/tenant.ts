import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Db, segurandoConexao, type Tx } from './banco.ts';
import { codigoPg, repetivel } from './erros-pg.ts';

// Stateless; the same settings as the one drizzle() builds in db/banco.ts (no casing).
const dialeto = new PgDialect();

/** The statement that opens a company transaction: values are integers and fixed role names only. */
function abertura(empresaId: number, representanteId: number | null): string {
  if (
    !Number.isSafeInteger(empresaId) ||
    (representanteId !== null && !Number.isSafeInteger(representanteId))
  ) {
    throw new Error('empresa ou representante inválido para a transação');
  }
  const papel = representanteId === null ? 'mascate_app' : 'mascate_vendedor';
  return `begin; select set_config('role', '${papel}', true), set_config('app.empresa_id', '${empresaId}', true), set_config('app.representante_id', '${representanteId ?? ''}', true)`;
}

/**
 * Runs `fn` in one transaction that belongs to one company: under the non-owner role `mascate_app`, so
 * row-level security applies, with app.empresa_id set. A query that forgets its company filter still
 * sees only this company's rows. `representanteId` (a vendedor's session) runs it under mascate_vendedor
 * instead, with app.representante_id set: that role's policies narrow customers, orders and visits to the
 * representative's portfolio (migrations 0009, 0011). An administrator's queries carry no such policy.
 *
 * Drizzle's own `db.transaction` sends `begin` and then the settings as a second statement; every
 * request runs this, and on this machine a round trip to PostgreSQL costs the server more CPU than a
 * short query (the profile of the product picker: a fifth of the process in `writev`). So the two go
 * as one simple-protocol message, and `fn` gets Drizzle's transaction over that same connection.
 */
export async function comEmpresa<T>(
  db: Db,
  empresaId: number,
  fn: (tx: Tx) => Promise<T>,
  representanteId: number | null = null,
): Promise<T> {
  // Issue 43: a deadlock or a serialization failure rolled everything back, so the request runs its
  // transaction again (a few times, a few ms apart) instead of answering 500. The lock order that keeps
  // deadlocks rare is in docs/confiabilidade.md ("Ordem das travas").
  for (let tentativa = 1; ; tentativa++) {
    try {
      return await umaTransacao(db, empresaId, fn, representanteId);
    } catch (erro) {
      if (!repetivel(erro)) throw erro;
      contarAborto(erro);
      if (tentativa >= TENTATIVAS_TRANSACAO) throw erro;
      await new Promise((r) => setTimeout(r, 5 * tentativa + Math.random() * 20));
    }
  }
}

/** How many times a company transaction runs when PostgreSQL aborts it for a deadlock or serialization. */
const TENTATIVAS_TRANSACAO = 4;

/**
 * How many company transactions PostgreSQL aborted since the process started, by cause: deadlocks
 * (40P01) and serialization failures (40001), each run again unless it was the last try. The concurrency
 * tests read it to see how often the races they start really collided.
 */
export const abortosRepetidos = { deadlock: 0, serializacao: 0 };

function contarAborto(erro: unknown): void {
  if (codigoPg(erro) === '40P01') abortosRepetidos.deadlock++;
  else abortosRepetidos.serializacao++;
}

async function umaTransacao<T>(
  db: Db,
  empresaId: number,
  fn: (tx: Tx) => Promise<T>,
  representanteId: number | null,
): Promise<T> {
  const texto = abertura(empresaId, representanteId);
  const cliente = await db.$client.connect();
  let conexaoPerdida: Error | undefined;
  try {
    await cliente.query(texto);
    const { schema, fullSchema, tableNamesMap } = db._;
    const relacional = schema && { schema, fullSchema, tableNamesMap };
    const sessao = new NodePgSession(cliente, dialeto, relacional);
    const tx = new NodePgTransaction(dialeto, sessao, relacional) as unknown as Tx;
    // Marked: a query sent to the pool (not to `tx`) inside `fn` fails rather than waiting (db/banco.ts).
    const resultado = await segurandoConexao(() => fn(tx));
    await cliente.query('commit');
    return resultado;
  } catch (erro) {
    // A connection that cannot even roll back is not handed to the next request.
    await cliente.query('rollback').catch((e: Error) => {
      conexaoPerdida = e;
    });
    throw erro;
  } finally {
    cliente.release(conexaoPerdida);
  }
}
