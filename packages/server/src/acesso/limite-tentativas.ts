import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/banco.ts';
import { tentativasAcesso } from '../db/schema.ts';

/** A fixed window per key: `limite` attempts within `janelaMs`, counted in tentativas_acesso. */
export type Limite = { limite: number; janelaMs: number };

export const TROCA_SENHA_POR_EMAIL: Limite = { limite: 5, janelaMs: 60 * 60_000 };
export const chaveTrocaSenha = (email: string) => `troca:email:${email.trim().toLowerCase()}`;

/**
 * A growing wait instead of a lock: `livres` attempts pass at once, then each failure makes the next
 * attempt wait 1 s, 2 s, 4 s... (doubling) up to `esperaMaximaMs`. A key with no attempt for `esquecerMs` starts over.
 */
export type Atraso = { livres: number; esperaMaximaMs: number; esquecerMs: number };

const QUINZE_MINUTOS = 15 * 60_000;
// One address guessing one account: the owner elsewhere is not slowed by it.
export const LOGIN_POR_ENDERECO_E_CONTA: Atraso = {
  livres: 5,
  esperaMaximaMs: QUINZE_MINUTOS,
  esquecerMs: QUINZE_MINUTOS,
};
// One address guessing many accounts.
export const LOGIN_POR_ENDERECO: Atraso = {
  livres: 20,
  esperaMaximaMs: QUINZE_MINUTOS,
  esquecerMs: QUINZE_MINUTOS,
};
// Many addresses guessing one account: one address alone cannot reach this (its own waits come first).
export const LOGIN_POR_CONTA: Atraso = { livres: 50, esperaMaximaMs: 5 * 60_000, esquecerMs: QUINZE_MINUTOS };

// Keys are namespaced so one table holds every counter; e-mails are compared case-insensitively.
const emailNormal = (email: string) => email.trim().toLowerCase();
export const chavesLogin = (email: string, ip: string) => ({
  enderecoEConta: `login:ip-conta:${ip}:${emailNormal(email)}`,
  endereco: `login:ip:${ip}`,
  conta: `login:conta:${emailNormal(email)}`,
});

/** The wait before the next attempt once `falhas` attempts failed: none for the first `livres - 1`. */
function esperaDepoisDe(falhas: number, a: Atraso): number {
  if (falhas < a.livres) return 0;
  return Math.min(1000 * 2 ** (falhas - a.livres), a.esperaMaximaMs);
}

/**
 * Takes one attempt for every key before the password is checked: counted as a failure at once, so
 * simultaneous guesses are each counted and refused as soon as a wait applies. Answers 0 when the
 * attempt may go on, or the milliseconds to wait (and then nothing is counted). One transaction with the
 * rows locked in key order, so concurrent attempts queue instead of all reading the old count.
 */
export async function reservarTentativa(
  db: Db,
  chaves: { chave: string; atraso: Atraso }[],
  agora: Date,
): Promise<number> {
  const ordenadas = [...chaves].sort((x, y) => x.chave.localeCompare(y.chave));
  return db.transaction(async (tx) => {
    for (const c of ordenadas) {
      await tx
        .insert(tentativasAcesso)
        .values({ chave: c.chave, falhas: 0, janelaInicio: agora })
        .onConflictDoNothing();
    }
    const linhas = await tx
      .select()
      .from(tentativasAcesso)
      .where(
        inArray(
          tentativasAcesso.chave,
          ordenadas.map((c) => c.chave),
        ),
      )
      .orderBy(tentativasAcesso.chave)
      .for('update');
    const espera = Math.max(
      0,
      ...linhas.map((l) => (l.esperaAte ? l.esperaAte.getTime() - agora.getTime() : 0)),
    );
    if (espera > 0) return espera;
    for (const l of linhas) {
      const atraso = ordenadas.find((c) => c.chave === l.chave)?.atraso;
      if (!atraso) continue;
      // janela_inicio holds the last attempt here: a quiet key is forgotten.
      const esquecida = agora.getTime() - l.janelaInicio.getTime() >= atraso.esquecerMs;
      const falhas = esquecida ? 1 : l.falhas + 1;
      const ms = esperaDepoisDe(falhas, atraso);
      await tx
        .update(tentativasAcesso)
        .set({ falhas, janelaInicio: agora, esperaAte: ms > 0 ? new Date(agora.getTime() + ms) : null })
        .where(eq(tentativasAcesso.chave, l.chave));
    }
    return 0;
  });
}

/** After the right password: the reservation was not a failure after all. */
export async function devolverTentativa(db: Executor, chave: string): Promise<void> {
  await db
    .update(tentativasAcesso)
    .set({ falhas: sql`greatest(${tentativasAcesso.falhas} - 1, 0)`, esperaAte: null })
    .where(eq(tentativasAcesso.chave, chave));
}

/** Counts one attempt in a fixed window and answers how many this key has in it (this one included). */
export async function contarTentativa(
  db: Executor,
  chave: string,
  l: Limite,
  agora: Date,
): Promise<{ tentativas: number; fimJanela: Date }> {
  const inicioJanela = new Date(agora.getTime() - l.janelaMs).toISOString();
  const expirada = sql`${tentativasAcesso.janelaInicio} <= ${inicioJanela}::timestamptz`;
  const [linha] = await db
    .insert(tentativasAcesso)
    .values({ chave, falhas: 1, janelaInicio: agora })
    .onConflictDoUpdate({
      target: tentativasAcesso.chave,
      set: {
        falhas: sql`case when ${expirada} then 1 else ${tentativasAcesso.falhas} + 1 end`,
        janelaInicio: sql`case when ${expirada} then ${agora.toISOString()}::timestamptz else ${tentativasAcesso.janelaInicio} end`,
      },
    })
    .returning({ falhas: tentativasAcesso.falhas, janelaInicio: tentativasAcesso.janelaInicio });
  return {
    tentativas: linha?.falhas ?? 1,
    fimJanela: new Date((linha?.janelaInicio ?? agora).getTime() + l.janelaMs),
  };
}

export async function zerarTentativas(db: Executor, chave: string): Promise<void> {
  await db.delete(tentativasAcesso).where(eq(tentativasAcesso.chave, chave));
}
