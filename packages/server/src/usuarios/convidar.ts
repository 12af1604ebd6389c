import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { novoSegredo } from '../auth/tokens.ts';
import type { Executor } from '../db/banco.ts';
import { chavesTrocaSenha, empresas } from '../db/schema.ts';
import { conflito } from '../http/erros.ts';
import { emailConvite, VALIDADE_CONVITE_MS } from './convite.ts';
import { MSG_EMPRESA_SEM_CNPJ } from './regras.ts';

/**
 * A reset key for the new user (the password screen's: single use, expiring) and the invite mail with
 * its link, queued to the outbox after every check has passed.
 */
export async function convidar(
  app: FastifyInstance,
  tx: Executor,
  u: { empresaId: number; usuarioId: number; nome: string; email: string },
): Promise<void> {
  const [empresa] = await tx
    .select({ nome: empresas.nome, cnpj: empresas.cnpj })
    .from(empresas)
    .where(eq(empresas.id, u.empresaId));
  if (!empresa?.cnpj) throw conflito(MSG_EMPRESA_SEM_CNPJ);
  const { segredo, hash } = novoSegredo();
  // A reset key lasts an hour (acesso/chaves-troca-senha.ts); an invite waits a week for its first use.
  const agora = app.deps.agora();
  await tx.insert(chavesTrocaSenha).values({
    chaveHash: hash,
    usuarioId: u.usuarioId,
    criadaEm: agora,
    expiraEm: new Date(agora.getTime() + VALIDADE_CONVITE_MS),
  });
  // The password screen, titled for the invitation (?convite=1); query values never reach the logs.
  const link = `${app.deps.config.publicUrl.replace(/\/+$/, '')}/troca-senha/${segredo}?convite=1`;
  // On the caller's transaction: the invitation's key and its mail commit together, on one connection.
  await app.deps.correio.enviar(
    {
      ...emailConvite({ para: u.email, nome: u.nome, empresa: empresa.nome, cnpj: empresa.cnpj, link }),
      segredo,
    },
    tx,
  );
}
