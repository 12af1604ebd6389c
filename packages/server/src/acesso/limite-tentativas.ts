import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/banco.ts';
import { tentativasAcesso } from '../db/schema.ts';

/** A fixed window per key: `limite` attempts within `janelaMs`, counted in tentativas_acesso. */
export type Limite = { limite: number; janelaMs: number };

export const LOGIN_POR_EMAIL: Limite = { limite: 5, janelaMs: 15 * 60_000 };
export const LOGIN_POR_IP: Limite = { limite: 20, janelaMs: 15 * 60_000 };
export const TROCA_SENHA_POR_EMAIL: Limite = { limite: 5, janelaMs: 60 * 60_000 };

// Keys are namespaced so one table holds every counter; e-mails are compared case-insensitively.
export const chaveLoginEmail = (email: string) => `login:email:${email.trim().toLowerCase()}`;
export const chaveLoginIp = (ip: string) => `login:ip:${ip}`;
export const chaveTrocaSenha = (email: string) => `troca:email:${email.trim().toLowerCase()}`;

/** Counts one attempt and answers how many this key has in its current window (this one included). */
export async function contarTentativa(db: Executor, chave: string, l: Limite, agora: Date): Promise<number> {
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
    .returning({ falhas: tentativasAcesso.falhas });
  return linha?.falhas ?? 1;
}

/** True when any of the keys already used up its attempts in the current window. */
export async function algumEsgotado(
  db: Executor,
  chaves: { chave: string; limite: Limite }[],
  agora: Date,
): Promise<boolean> {
  const linhas = await db
    .select()
    .from(tentativasAcesso)
    .where(
      and(
        inArray(
          tentativasAcesso.chave,
          chaves.map((c) => c.chave),
        ),
        gt(tentativasAcesso.falhas, 0),
      ),
    );
  return linhas.some((linha) => {
    const c = chaves.find((k) => k.chave === linha.chave);
    if (!c) return false;
    const dentroDaJanela = agora.getTime() - linha.janelaInicio.getTime() < c.limite.janelaMs;
    return dentroDaJanela && linha.falhas >= c.limite.limite;
  });
}

export async function zerarTentativas(db: Executor, chave: string): Promise<void> {
  await db.delete(tentativasAcesso).where(eq(tentativasAcesso.chave, chave));
}
