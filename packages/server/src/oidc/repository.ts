import { eq, lt } from 'drizzle-orm';
import type { Executor } from '../db/banco.ts';
import { oidcEstados } from '../db/schema.ts';

/** A sign-in left unfinished this long is refused: the provider's own codes live far shorter. */
const VALIDADE_ESTADO_MS = 10 * 60 * 1000;

export type EstadoOidc = { estado: string; verificador: string; nonce: string };

export async function guardarEstado(db: Executor, e: EstadoOidc, agora: Date): Promise<void> {
  // Abandoned pop-ups leave rows behind; each new sign-in sweeps the expired ones.
  await db
    .delete(oidcEstados)
    .where(lt(oidcEstados.criadoEm, new Date(agora.getTime() - VALIDADE_ESTADO_MS)));
  await db.insert(oidcEstados).values({ ...e, criadoEm: agora });
}

/** Deleting while reading makes a state usable once, even when two requests race with it. */
export async function consumirEstado(
  db: Executor,
  estado: string,
  agora: Date,
): Promise<EstadoOidc | undefined> {
  const [linha] = await db.delete(oidcEstados).where(eq(oidcEstados.estado, estado)).returning();
  if (!linha || agora.getTime() - linha.criadoEm.getTime() > VALIDADE_ESTADO_MS) return undefined;
  return { estado: linha.estado, verificador: linha.verificador, nonce: linha.nonce };
}
