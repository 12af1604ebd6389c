import { randomBytes } from 'node:crypto';
import type { LinkPedido } from '@mascate/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { pedidoNaCarteira } from '../auth/carteira.ts';
import { hashSegredo } from '../auth/tokens.ts';
import type { Banco, Tx } from '../db/banco.ts';
import { registroDaEmpresa } from '../db/escopo-empresa.ts';
import { pedidoLinks, pedidos } from '../db/schema.ts';
import { naoEncontrado } from '../http/erros.ts';
import { PEDIDO_NAO_ENCONTRADO } from './gravacao.ts';

const VALIDADE_LINK_MS = 30 * 24 * 60 * 60 * 1000;

/** 256 random bits, URL-safe; only its SHA-256 is stored, so the table alone opens nothing. */
function novaChave(): { chave: string; hash: string } {
  const chave = randomBytes(32).toString('base64url');
  return { chave, hash: hashSegredo(chave) };
}

/**
 * 404 unless the order is this company's and, for a vendedor (`carteira`: the session's representative),
 * within the portfolio by the same rule as the reads (auth/carteira.ts `pedidoNaCarteira`).
 */
export async function exigirPedido(
  tx: Tx,
  empresaId: number,
  pedidoId: number,
  carteira: number | null,
): Promise<void> {
  const [linha] = await tx
    .select({ id: pedidos.id })
    .from(pedidos)
    .where(and(registroDaEmpresa(pedidos, empresaId, pedidoId), pedidoNaCarteira(carteira)));
  if (!linha) throw naoEncontrado(PEDIDO_NAO_ENCONTRADO);
}

/** A new link to the order's public page, valid 30 days. Another company's order is not found (404). */
export async function compartilharPedido(
  tx: Tx,
  empresaId: number,
  pedidoId: number,
  carteira: number | null,
  agora: Date,
  urlPublica: string,
): Promise<LinkPedido> {
  await exigirPedido(tx, empresaId, pedidoId, carteira);
  const { link, expira_em } = await novoLink(tx, empresaId, pedidoId, agora, urlPublica);
  return { link, expira_em };
}

/**
 * The link itself, for an order the caller has already read in this transaction (the e-mail: its
 * document), with the key apart (the e-mail's log hides it).
 */
export async function novoLink(
  tx: Tx,
  empresaId: number,
  pedidoId: number,
  agora: Date,
  urlPublica: string,
): Promise<LinkPedido & { chave: string }> {
  const { chave, hash } = novaChave();
  const expiraEm = new Date(agora.getTime() + VALIDADE_LINK_MS);
  await tx.insert(pedidoLinks).values({ empresaId, pedidoId, chaveHash: hash, expiraEm });
  return {
    link: `${urlPublica.replace(/\/+$/, '')}/p/${chave}`,
    expira_em: expiraEm.toISOString(),
    chave,
  };
}

/** Ends every link of the order at once. */
export async function revogarLinks(
  tx: Tx,
  empresaId: number,
  pedidoId: number,
  carteira: number | null,
  agora: Date,
): Promise<void> {
  await exigirPedido(tx, empresaId, pedidoId, carteira);
  await tx
    .update(pedidoLinks)
    .set({ revogadoEm: agora })
    .where(
      and(
        eq(pedidoLinks.empresaId, empresaId),
        eq(pedidoLinks.pedidoId, pedidoId),
        isNull(pedidoLinks.revogadoEm),
      ),
    );
}

/**
 * The order a public key opens, or undefined (never issued, expired or revoked: the caller answers the
 * same 404 for all). The page has no session and so no company: the lookup by the key's hash runs as
 * the owner, on the unique index; everything after it runs in that company's transaction.
 */
export async function pedidoDaChave(
  banco: Banco,
  chave: string,
  agora: Date,
): Promise<{ empresaId: number; pedidoId: number } | undefined> {
  const [linha] = await banco.db
    .select({ empresaId: pedidoLinks.empresaId, pedidoId: pedidoLinks.pedidoId })
    .from(pedidoLinks)
    .where(
      and(
        eq(pedidoLinks.chaveHash, hashSegredo(chave)),
        isNull(pedidoLinks.revogadoEm),
        gt(pedidoLinks.expiraEm, agora),
      ),
    );
  return linha;
}
