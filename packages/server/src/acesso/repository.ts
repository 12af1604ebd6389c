import { normalizarDocumento } from '@mascate/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/banco.ts';
import { empresas, pessoas, sessoes, usuarios } from '../db/schema.ts';
import { criarMotivosPadrao } from '../motivos-nao-venda/repository.ts';

const DURACAO_SESSAO_MS = 7 * 24 * 60 * 60 * 1000;

/** People with one e-mail (accounts not yet joined stay separate people, migration 0180), at most this many. */
const MAXIMO_PESSOAS_POR_EMAIL = 10;

/** A person's memberships the login offers, at most this many (a person works for a handful of companies). */
const MAXIMO_VINCULOS = 50;

/** The people this e-mail names, oldest first, with the hash the sign-in verifies. */
export async function pessoasPorEmail(db: Executor, email: string) {
  return db
    .select({ id: pessoas.id, senhaHash: pessoas.senhaHash })
    .from(pessoas)
    .where(eq(sql`lower(${pessoas.email})`, email.trim().toLowerCase()))
    .orderBy(asc(pessoas.id))
    .limit(MAXIMO_PESSOAS_POR_EMAIL);
}

/** Whether any membership of any company uses this e-mail (the public sign-up refuses it). */
export async function emailEmUsoNoSistema(db: Executor, email: string): Promise<boolean> {
  const [linha] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(sql`lower(${usuarios.email})`, email.trim().toLowerCase()))
    .limit(1);
  return linha !== undefined;
}

/** What signing in needs of a membership: the login's answer and the checks before it. */
const colunasConta = {
  id: usuarios.id,
  pessoaId: usuarios.pessoaId,
  empresaId: usuarios.empresaId,
  email: pessoas.email,
  nome: usuarios.nome,
  imagemLogin: usuarios.imagemLogin,
  papel: usuarios.papel,
  representanteId: usuarios.representanteId,
  ativo: usuarios.ativo,
  usaMerchant: empresas.usaMerchant,
  empresaNome: empresas.nome,
};

const contas = (db: Executor) =>
  db
    .select(colunasConta)
    .from(usuarios)
    .innerJoin(pessoas, eq(pessoas.id, usuarios.pessoaId))
    .innerJoin(empresas, eq(empresas.id, usuarios.empresaId));

/**
 * The memberships a person may open (active, invitation accepted), the last used first (its newest
 * session), then the oldest.
 */
export async function vinculosAtivos(db: Executor, pessoaId: number) {
  return contas(db)
    .where(
      and(eq(usuarios.pessoaId, pessoaId), eq(usuarios.ativo, true), eq(usuarios.convitePendente, false)),
    )
    .orderBy(
      sql`(SELECT max(s.criada_em) FROM sessoes s WHERE s.usuario_id = ${usuarios.id}) DESC NULLS LAST`,
      asc(usuarios.id),
    )
    .limit(MAXIMO_VINCULOS);
}
export type Conta = Awaited<ReturnType<typeof vinculosAtivos>>[number];

/** The person's active, accepted membership in this company, if any. */
export async function vinculoNaEmpresa(
  db: Executor,
  pessoaId: number,
  empresaId: number,
): Promise<Conta | undefined> {
  const [conta] = await contas(db).where(
    and(
      eq(usuarios.pessoaId, pessoaId),
      eq(usuarios.empresaId, empresaId),
      eq(usuarios.ativo, true),
      eq(usuarios.convitePendente, false),
    ),
  );
  return conta;
}

/** Whether the person has any membership (active or not) in this company: one per person and company. */
export async function vinculoDaPessoaNaEmpresa(
  db: Executor,
  pessoaId: number,
  empresaId: number,
): Promise<boolean> {
  const [linha] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.pessoaId, pessoaId), eq(usuarios.empresaId, empresaId)))
    .limit(1);
  return linha !== undefined;
}

/**
 * An invitation accepted by a person who already has a password (issue 51): the membership moves to that
 * person, accepted, and the invitation's own person (never signed in, no password) goes away.
 */
export async function juntarConvite(
  db: Executor,
  usuarioId: number,
  pessoaDoConvite: number,
  pessoaId: number,
): Promise<void> {
  await db.update(usuarios).set({ pessoaId, convitePendente: false }).where(eq(usuarios.id, usuarioId));
  await db
    .delete(pessoas)
    .where(
      and(
        eq(pessoas.id, pessoaDoConvite),
        sql`NOT EXISTS (SELECT 1 FROM usuarios u WHERE u.pessoa_id = ${pessoaDoConvite})`,
      ),
    );
}

/** The person's e-mail and password hash (the session's person), if any. */
export async function pessoaPorId(db: Executor, id: number) {
  const [p] = await db
    .select({ id: pessoas.id, email: pessoas.email, senhaHash: pessoas.senhaHash })
    .from(pessoas)
    .where(eq(pessoas.id, id));
  return p;
}

/**
 * "Juntar contas" (issue 51): every membership of person `de` becomes person `para`'s and `de` goes away.
 * Answers the memberships moved (their cached sessions name the old person); false, and nothing changed, when both have a membership in one company (one per person and company).
 */
export async function juntarPessoas(db: Executor, de: number, para: number): Promise<number[] | false> {
  const dePara = db.select({ empresa: usuarios.empresaId }).from(usuarios).where(eq(usuarios.pessoaId, para));
  const [comum] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.pessoaId, de), inArray(usuarios.empresaId, dePara)))
    .limit(1);
  if (comum) return false;
  const movidos = await db
    .update(usuarios)
    .set({ pessoaId: para })
    .where(eq(usuarios.pessoaId, de))
    .returning({ id: usuarios.id });
  await db.delete(pessoas).where(eq(pessoas.id, de));
  return movidos.map((m) => m.id);
}

export async function contaPorId(db: Executor, id: number): Promise<Conta | undefined> {
  const [conta] = await contas(db).where(eq(usuarios.id, id));
  return conta;
}

export type NovaEmpresa = {
  email: string;
  nome: string;
  cnpj: string;
  senhaHash: string;
  imagemLogin: string;
};

/** The company and its first user, in the caller's transaction. */
export async function criarEmpresa(db: Executor, n: NovaEmpresa): Promise<number> {
  const [empresa] = await db
    .insert(empresas)
    .values({ nome: n.nome, cnpj: normalizarDocumento(n.cnpj), email: n.email })
    .returning({ id: empresas.id });
  if (!empresa) throw new Error('empresa não criada');
  const [pessoa] = await db
    .insert(pessoas)
    .values({ email: n.email, nome: n.nome, senhaHash: n.senhaHash })
    .returning({ id: pessoas.id });
  if (!pessoa) throw new Error('pessoa não criada');
  await db.insert(usuarios).values({
    empresaId: empresa.id,
    pessoaId: pessoa.id,
    email: n.email,
    nome: n.nome,
    imagemLogin: n.imagemLogin,
  });
  await criarMotivosPadrao(db, empresa.id);
  return empresa.id;
}

export async function criarSessao(
  db: Executor,
  s: { tokenHash: string; usuarioId: number; empresaId: number },
  agora: Date,
) {
  await db.insert(sessoes).values({ ...s, expiraEm: new Date(agora.getTime() + DURACAO_SESSAO_MS) });
}

export async function revogarSessao(db: Executor, tokenHash: string, agora: Date) {
  await db.update(sessoes).set({ revogadaEm: agora }).where(eq(sessoes.tokenHash, tokenHash));
}

export async function revogarSessoesDoUsuario(db: Executor, usuarioId: number, agora: Date) {
  await db
    .update(sessoes)
    .set({ revogadaEm: agora })
    .where(and(eq(sessoes.usuarioId, usuarioId), sql`${sessoes.revogadaEm} is null`));
}

/**
 * A password changed (one per person, migration 0180): the sessions of every membership of the person who
 * has this membership end. Answers those memberships, for the caller to forget after its commit.
 */
export async function revogarSessoesDaPessoa(
  db: Executor,
  usuarioId: number,
  agora: Date,
): Promise<number[]> {
  const vinculos = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(
      eq(
        usuarios.pessoaId,
        db.select({ p: usuarios.pessoaId }).from(usuarios).where(eq(usuarios.id, usuarioId)),
      ),
    );
  const ids = vinculos.map((v) => v.id);
  if (ids.length > 0)
    await db
      .update(sessoes)
      .set({ revogadaEm: agora })
      .where(and(inArray(sessoes.usuarioId, ids), sql`${sessoes.revogadaEm} is null`));
  return ids;
}
