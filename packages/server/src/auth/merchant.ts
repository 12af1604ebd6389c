import { eq } from 'drizzle-orm';
import type { Tx } from '../db/banco.ts';
import { empresas } from '../db/schema.ts';
import { proibido } from '../http/erros.ts';

async function usaMerchant(tx: Tx, empresaId: number): Promise<number> {
  const [linha] = await tx
    .select({ v: empresas.usaMerchant })
    .from(empresas)
    .where(eq(empresas.id, empresaId));
  return linha?.v ?? 0;
}

/** usaMerchant not 0: the company's catalogue comes from the merchant system, so these changes are refused. */
export async function exigirSemMerchant(tx: Tx, empresaId: number, acao: string): Promise<void> {
  if ((await usaMerchant(tx, empresaId)) !== 0) {
    throw proibido(
      `Não é permitido ${acao}: os cadastros desta empresa são mantidos pelo sistema integrado (usaMerchant).`,
    );
  }
}
