// The company's users (issue 14). Access tables are not granted to mascate_app (decision 001): these
// queries run as the owner role, each with the company filter in its SQL (db/escopo-empresa.ts).
import type { Paginacao, Usuario } from '@mascate/domain';
import { and, asc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/banco.ts';
import { cadaPalavra, contemDobrado } from '../db/busca.ts';
import { daEmpresa, registroDaEmpresa } from '../db/escopo-empresa.ts';
import { contarLinhas, type Lista, paginar } from '../db/paginar.ts';
import { pessoas, representantes, usuarios } from '../db/schema.ts';

// An invited user has no password until they open the invite: no argon2 hash ever equals this text.
const SEM_SENHA = '!convite';

/** The answer's columns; `proprio` compares with the signed-in user (0: none). */
const colunas = (usuarioAtual: number) => ({
  id: usuarios.id,
  nome: usuarios.nome,
  email: usuarios.email,
  papel: usuarios.papel,
  representante_id: usuarios.representanteId,
  representante_nome: sql<string>`coalesce(${representantes.nome}, '')`,
  ativo: usuarios.ativo,
  convite_pendente: usuarios.convitePendente,
  proprio: sql<boolean>`${usuarios.id} = ${usuarioAtual}`,
});

const juncao = and(
  eq(representantes.empresaId, usuarios.empresaId),
  eq(representantes.id, usuarios.representanteId),
);

export async function listarUsuarios(
  db: Executor,
  empresaId: number,
  p: Paginacao,
  usuarioAtual = 0,
): Promise<Lista<Usuario>> {
  const busca = cadaPalavra(p.busca, (padrao) =>
    or(contemDobrado(usuarios.nome, padrao), contemDobrado(usuarios.email, padrao)),
  );
  const filtro = daEmpresa(usuarios, empresaId, busca);
  return paginar(
    p,
    (limite, deslocamento) => {
      const q = db
        .select(colunas(usuarioAtual))
        .from(usuarios)
        .leftJoin(representantes, juncao)
        .where(filtro)
        .orderBy(asc(usuarios.nome), asc(usuarios.id))
        .$dynamic();
      return limite === undefined ? q : q.limit(limite).offset(deslocamento);
    },
    (ate) => contarLinhas(db, db.select({ id: usuarios.id }).from(usuarios).where(filtro).$dynamic(), ate),
  );
}

export async function buscarUsuario(
  db: Executor,
  empresaId: number,
  id: number,
  usuarioAtual = 0,
): Promise<Usuario | undefined> {
  const [linha] = await db
    .select(colunas(usuarioAtual))
    .from(usuarios)
    .leftJoin(representantes, juncao)
    .where(registroDaEmpresa(usuarios, empresaId, id));
  return linha;
}

/** Locks the company's active administrators, so two concurrent demotions cannot leave none. */
export async function administradoresAtivos(db: Executor, empresaId: number): Promise<number[]> {
  const linhas = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(daEmpresa(usuarios, empresaId, eq(usuarios.papel, 'administrador'), eq(usuarios.ativo, true)))
    .for('update');
  return linhas.map((l) => l.id);
}

/** A user of this company other than `exceto` that meets every condition. */
async function outroUsuario(db: Executor, empresaId: number, exceto: number, ...condicoes: SQL[]) {
  const [linha] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(daEmpresa(usuarios, empresaId, ...condicoes, ne(usuarios.id, exceto)));
  return linha !== undefined;
}

/** Another active user of this representative (a representative has at most one). */
export async function outroUsuarioDoRepresentante(
  db: Executor,
  empresaId: number,
  representanteId: number,
  exceto = 0,
): Promise<boolean> {
  return outroUsuario(
    db,
    empresaId,
    exceto,
    eq(usuarios.representanteId, representanteId),
    eq(usuarios.ativo, true),
  );
}

/**
 * Another user of this company has this e-mail. Other companies' users are never looked at (issue 23,
 * migration 0026): the answer must not tell an administrator which addresses other companies use.
 */
export async function emailEmUso(
  db: Executor,
  empresaId: number,
  email: string,
  exceto = 0,
): Promise<boolean> {
  return outroUsuario(db, empresaId, exceto, eq(sql`lower(${usuarios.email})`, email.trim().toLowerCase()));
}

export type DadosUsuario = {
  nome: string;
  email: string;
  papel: Usuario['papel'];
  representanteId: number | null;
};

/**
 * An invited membership, of a new person without a password (migration 0180): the invitation's link sets
 * it. Accounts are joined into one person only by that person ("Juntar contas").
 */
export async function criarUsuario(db: Executor, empresaId: number, d: DadosUsuario): Promise<number> {
  const [pessoa] = await db
    .insert(pessoas)
    .values({ email: d.email, nome: d.nome, senhaHash: SEM_SENHA })
    .returning({ id: pessoas.id });
  if (!pessoa) throw new Error('insert sem retorno');
  const [linha] = await db
    .insert(usuarios)
    .values({ empresaId, ...d, pessoaId: pessoa.id, convitePendente: true })
    .returning({ id: usuarios.id });
  if (!linha) throw new Error('insert sem retorno');
  return linha.id;
}

/**
 * The membership's data. The person's e-mail and name (their sign-in) follow only while this is their one
 * membership: a company never changes how a person signs in to another company.
 */
export async function alterarUsuario(
  db: Executor,
  empresaId: number,
  id: number,
  d: DadosUsuario & { ativo: boolean },
): Promise<void> {
  const [vinculo] = await db
    .update(usuarios)
    .set(d)
    .where(registroDaEmpresa(usuarios, empresaId, id))
    .returning({ pessoaId: usuarios.pessoaId });
  if (!vinculo) return;
  const outros = db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.pessoaId, vinculo.pessoaId), ne(usuarios.id, id)));
  await db
    .update(pessoas)
    .set({ email: d.email, nome: d.nome })
    .where(and(eq(pessoas.id, vinculo.pessoaId), sql`NOT EXISTS (${outros})`));
}
