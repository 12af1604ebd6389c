import { normalizarDocumento } from '@mascate/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/banco.ts';
import { empresas, sessoes, usuarios } from '../db/schema.ts';
import { criarMotivosPadrao } from '../motivos-nao-venda/repository.ts';

const DURACAO_SESSAO_MS = 7 * 24 * 60 * 60 * 1000;

/** Accounts with one e-mail across companies (unique per company, migration 0026), at most this many. */
const MAXIMO_CONTAS_POR_EMAIL = 10;

/** The accounts this e-mail names in every company, oldest first. */
/** What signing in needs of an account: the login's answer and the checks before it. */
const colunasConta = {
  id: usuarios.id,
  empresaId: usuarios.empresaId,
  email: usuarios.email,
  nome: usuarios.nome,
  senhaHash: usuarios.senhaHash,
  imagemLogin: usuarios.imagemLogin,
  papel: usuarios.papel,
  representanteId: usuarios.representanteId,
  ativo: usuarios.ativo,
  usaMerchant: empresas.usaMerchant,
  cnpj: empresas.cnpj,
};

export async function usuariosPorEmail(db: Executor, email: string) {
  return db
    .select(colunasConta)
    .from(usuarios)
    .innerJoin(empresas, eq(empresas.id, usuarios.empresaId))
    .where(eq(sql`lower(${usuarios.email})`, email.toLowerCase()))
    .orderBy(asc(usuarios.id))
    .limit(MAXIMO_CONTAS_POR_EMAIL);
}
export type Conta = Awaited<ReturnType<typeof usuariosPorEmail>>[number];

export async function contaPorId(db: Executor, id: number): Promise<Conta | undefined> {
  const [conta] = await db
    .select(colunasConta)
    .from(usuarios)
    .innerJoin(empresas, eq(empresas.id, usuarios.empresaId))
    .where(eq(usuarios.id, id));
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
  await db.insert(usuarios).values({
    empresaId: empresa.id,
    email: n.email,
    nome: n.nome,
    senhaHash: n.senhaHash,
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
