// The company's Pix settings (issue 49): the key for the static BR Code and the payment provider (PSP).
// One row per company; the PSP's secret and private key are kept for the server's calls and never answered.
import type { PixConfiguracaoLida, PixConfigurarCorpo } from '@mascate/domain';
import { eq, sql } from 'drizzle-orm';
import { novoSegredo } from '../auth/tokens.ts';
import type { Executor } from '../db/banco.ts';
import { pixConfiguracoes } from '../db/schema.ts';

export type ConfiguracaoPix = typeof pixConfiguracoes.$inferSelect;

export async function lerConfiguracaoPix(
  tx: Executor,
  empresaId: number,
): Promise<ConfiguracaoPix | undefined> {
  const [linha] = await tx.select().from(pixConfiguracoes).where(eq(pixConfiguracoes.empresaId, empresaId));
  return linha;
}

export function configuracaoLida(c: ConfiguracaoPix): PixConfiguracaoLida {
  return {
    tipo_chave: c.tipoChave,
    chave: c.chave,
    nome: c.nome,
    cidade: c.cidade,
    psp_url: c.pspUrl,
    psp_client_id: c.pspClientId,
    psp_client_secret_definido: c.pspClientSecret !== '',
    psp_certificado_definido: c.pspCertificado !== '',
    cobrar_ao_faturar: c.cobrarAoFaturar ? 1 : 0,
    expiracao_segundos: c.expiracaoSegundos,
    webhook_definido: c.webhookHash !== null,
  };
}

/** Saves the settings; a PSP field left out, or an empty secret, certificate or private key, keeps the stored one. */
export async function gravarConfiguracaoPix(
  tx: Executor,
  empresaId: number,
  c: PixConfigurarCorpo,
): Promise<void> {
  const campos = {
    tipoChave: c.tipo_chave,
    chave: c.chave,
    nome: c.nome,
    cidade: c.cidade,
    alteradoEm: sql`now()`,
    ...(c.psp_url === undefined ? {} : { pspUrl: c.psp_url.replace(/\/+$/, '') }),
    ...(c.psp_client_id === undefined ? {} : { pspClientId: c.psp_client_id }),
    ...(c.cobrar_ao_faturar === undefined ? {} : { cobrarAoFaturar: c.cobrar_ao_faturar === 1 }),
    ...(c.expiracao_segundos === undefined ? {} : { expiracaoSegundos: c.expiracao_segundos }),
    ...(c.psp_client_secret ? { pspClientSecret: c.psp_client_secret } : {}),
    ...(c.psp_certificado?.trim() ? { pspCertificado: c.psp_certificado.trim() } : {}),
    ...(c.psp_chave_privada?.trim() ? { pspChavePrivada: c.psp_chave_privada.trim() } : {}),
  };
  await tx
    .insert(pixConfiguracoes)
    .values({ empresaId, ...campos })
    .onConflictDoUpdate({ target: pixConfiguracoes.empresaId, set: campos });
}

/** A new secret for the webhook's address (the old address stops working); answered once, only its hash kept. */
export async function novoSegredoWebhook(tx: Executor, empresaId: number): Promise<string | undefined> {
  const { segredo, hash } = novoSegredo();
  const feito = await tx
    .update(pixConfiguracoes)
    .set({ webhookHash: hash })
    .where(eq(pixConfiguracoes.empresaId, empresaId))
    .returning({ empresaId: pixConfiguracoes.empresaId });
  return feito.length ? segredo : undefined;
}
