import type { RegistroHistorico, Situacao } from '@mascate/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sessaoDe } from '../auth/sessao.ts';
import type { Tx } from '../db/banco.ts';
import { pedidoHistorico } from '../db/schema.ts';

/** Who made a change, with the name as it was then (the history keeps it even if the user changes). */
export type Autor = { id: number; nome: string };

/** Who is making the change: the session already carries the user's name (read with it, one query). */
export function autorDe(req: FastifyRequest): Autor {
  const { usuarioId, nomeUsuario } = sessaoDe(req);
  return { id: usuarioId, nome: nomeUsuario };
}

type Mudanca = { de: Situacao | null; para: Situacao; motivo: string };

/**
 * The insert of one history line, not yet run: `registrarMudanca` runs it alone, a new order's statement
 * (linhas.ts) carries it with the order's items. The application role may insert and read the history,
 * never change it.
 */
export function linhaHistorico(tx: Tx, empresaId: number, pedidoId: number, m: Mudanca, autor: Autor) {
  return tx.insert(pedidoHistorico).values({
    empresaId,
    pedidoId,
    de: m.de,
    para: m.para,
    motivo: m.motivo,
    usuarioId: autor.id,
    usuarioNome: autor.nome,
  });
}

/** Appends one record. */
export async function registrarMudanca(
  tx: Tx,
  empresaId: number,
  pedidoId: number,
  m: Mudanca,
  autor: Autor,
): Promise<void> {
  await linhaHistorico(tx, empresaId, pedidoId, m, autor);
}

export async function lerHistorico(
  tx: Tx,
  empresaId: number,
  pedidoId: number,
): Promise<RegistroHistorico[]> {
  const linhas = await tx
    .select()
    .from(pedidoHistorico)
    .where(and(eq(pedidoHistorico.empresaId, empresaId), eq(pedidoHistorico.pedidoId, pedidoId)))
    .orderBy(asc(pedidoHistorico.id));
  return linhas.map((l) => ({
    de: l.de,
    para: l.para,
    motivo: l.motivo,
    usuario: l.usuarioNome,
    data_hora: l.dataHora.toISOString(),
  }));
}
