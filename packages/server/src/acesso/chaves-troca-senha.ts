import { normalizarDocumento } from '@mascate/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/banco.ts';
import { chavesTrocaSenha, empresas, pessoas, usuarios } from '../db/schema.ts';

const VALIDADE_CHAVE_MS = 60 * 60_000;

/** The user this e-mail and company tax id name, when both match one account. */
export async function usuarioParaTroca(db: Executor, email: string, cnpj: string) {
  const [linha] = await db
    .select({ id: usuarios.id, email: usuarios.email, nome: usuarios.nome })
    .from(usuarios)
    .innerJoin(empresas, eq(empresas.id, usuarios.empresaId))
    .where(
      and(
        eq(sql`lower(${usuarios.email})`, email.trim().toLowerCase()),
        eq(empresas.cnpj, normalizarDocumento(cnpj)),
      ),
    )
    .limit(1);
  return linha;
}

export async function criarChave(db: Executor, chaveHash: string, usuarioId: number, agora: Date) {
  await db.insert(chavesTrocaSenha).values({
    chaveHash,
    usuarioId,
    criadaEm: agora,
    expiraEm: new Date(agora.getTime() + VALIDADE_CHAVE_MS),
  });
}

/**
 * The user id when the key is unused, unexpired and belongs to the user with this e-mail in the company
 * with this tax id. `bloquear` locks the key row so two concurrent uses cannot both succeed.
 */
export async function usuarioDaChave(
  db: Executor,
  c: { chaveHash: string; email: string; cnpj: string; agora: Date },
  bloquear = false,
): Promise<number | undefined> {
  const consulta = db
    .select({ usuarioId: chavesTrocaSenha.usuarioId })
    .from(chavesTrocaSenha)
    .innerJoin(usuarios, eq(usuarios.id, chavesTrocaSenha.usuarioId))
    .innerJoin(empresas, eq(empresas.id, usuarios.empresaId))
    .where(
      and(
        eq(chavesTrocaSenha.chaveHash, c.chaveHash),
        isNull(chavesTrocaSenha.usadaEm),
        gt(chavesTrocaSenha.expiraEm, c.agora),
        eq(sql`lower(${usuarios.email})`, c.email.trim().toLowerCase()),
        eq(empresas.cnpj, normalizarDocumento(c.cnpj)),
      ),
    )
    .limit(1);
  const [linha] = await (bloquear ? consulta.for('update', { of: chavesTrocaSenha }) : consulta);
  return linha?.usuarioId;
}

/**
 * The active user an unused, unexpired invitation's key names (issue 45: the link alone names the account).
 * A reset key is not an invitation: it keeps asking for e-mail and CNPJ (usuarioDaChave).
 */
export async function usuarioDoConvite(
  db: Executor,
  c: { chaveHash: string; agora: Date },
  bloquear = false,
): Promise<number | undefined> {
  const consulta = db
    .select({ usuarioId: chavesTrocaSenha.usuarioId })
    .from(chavesTrocaSenha)
    .innerJoin(usuarios, eq(usuarios.id, chavesTrocaSenha.usuarioId))
    .where(
      and(
        eq(chavesTrocaSenha.chaveHash, c.chaveHash),
        eq(chavesTrocaSenha.convite, true),
        isNull(chavesTrocaSenha.usadaEm),
        gt(chavesTrocaSenha.expiraEm, c.agora),
        eq(usuarios.ativo, true),
      ),
    )
    .limit(1);
  const [linha] = await (bloquear ? consulta.for('update', { of: chavesTrocaSenha }) : consulta);
  return linha?.usuarioId;
}

/** Uses up every open key of the user: the one just used and any older link still in a mailbox. */
export async function encerrarChaves(db: Executor, usuarioId: number, agora: Date) {
  await db
    .update(chavesTrocaSenha)
    .set({ usadaEm: agora })
    .where(and(eq(chavesTrocaSenha.usuarioId, usuarioId), isNull(chavesTrocaSenha.usadaEm)));
}

/**
 * The password of the membership's person (migration 0180: one password for all their memberships), and
 * the membership's invitation is accepted: a reset link opens an older invitation too.
 */
export async function gravarSenha(db: Executor, usuarioId: number, senhaHash: string) {
  const [vinculo] = await db
    .update(usuarios)
    .set({ convitePendente: false })
    .where(eq(usuarios.id, usuarioId))
    .returning({ pessoaId: usuarios.pessoaId });
  if (!vinculo) return;
  await db.update(pessoas).set({ senhaHash }).where(eq(pessoas.id, vinculo.pessoaId));
}
