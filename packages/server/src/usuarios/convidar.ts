import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { novoSegredo } from '../auth/tokens.ts';
import type { Executor } from '../db/banco.ts';
import { chavesTrocaSenha, empresas } from '../db/schema.ts';
import { conflito } from '../http/erros.ts';
import { emailConvite, VALIDADE_CONVITE_MS } from './convite.ts';
import { MSG_EMPRESA_SEM_CNPJ } from './regras.ts';

/**
 * An invitation's key for the new user (single use, expiring; accepted with the password alone) and the
 * invite mail with its link, queued to the outbox after every check has passed. Without an e-mail server
 * (no SMTP_URL) the mail stays in the outbox unsent, so the link is answered to the one who invited, to
 * pass on by hand (issue 45); with one, null: the secret travels by e-mail only.
 */
export async function convidar(
  app: FastifyInstance,
  tx: Executor,
  u: { empresaId: number; usuarioId: number; nome: string; email: string },
): Promise<{ linkConvite: string | null }> {
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
    convite: true,
  });
  // The password screen turned invitation (?convite=1): only the new password; query values never reach the logs.
  const link = `${app.deps.config.publicUrl.replace(/\/+$/, '')}/troca-senha/${segredo}?convite=1`;
  // On the caller's transaction: the invitation's key and its mail commit together, on one connection.
  await app.deps.correio.enviar(
    {
      ...emailConvite({ para: u.email, nome: u.nome, empresa: empresa.nome, link }),
      segredo,
    },
    tx,
  );
  return { linkConvite: app.deps.config.SMTP_URL ? null : link };
}
