import type { RegistroHistorico, Situacao } from '@mascate/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sessaoDe } from '../auth/sessao.ts';
import type { Tx } from '../db/banco.ts';
import { pedidoHistorico, usuarios } from '../db/schema.ts';

/** Who made a change, with the name as it was then (the history keeps it even if the user changes). */
export type Autor = { id: number; nome: string };

/**
 * The signed-in user's name, read before the company transaction: the application role cannot read the
 * users table (it has no row-level security), so it is read as the owner, by the session's own id.
 */
export async function autorDe(req: FastifyRequest): Promise<Autor> {
  const { usuarioId } = sessaoDe(req);
  const [u] = await req.server.deps.banco.db
    .select({ nome: usuarios.nome, email: usuarios.email })
    .from(usuarios)
    .where(eq(usuarios.id, usuarioId));
  return { id: usuarioId, nome: u?.nome || u?.email || `Usuário ${usuarioId}` };
}

/** Appends one record; the application role may insert and read the history, never change it. */
export async function registrarMudanca(
  tx: Tx,
  empresaId: number,
  pedidoId: number,
  m: { de: Situacao | null; para: Situacao; motivo: string },
  autor: Autor,
): Promise<void> {
  await tx.insert(pedidoHistorico).values({
    empresaId,
    pedidoId,
    de: m.de,
    para: m.para,
    motivo: m.motivo,
    usuarioId: autor.id,
    usuarioNome: autor.nome,
  });
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
