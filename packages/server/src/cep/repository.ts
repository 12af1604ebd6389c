import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../db/banco.ts';
import { cepCache } from '../db/schema.ts';
import type { Endereco } from './viacep.ts';

// Streets and districts do change, but rarely; a month keeps the provider's load and our latency low.
const VALIDADE_MS = 30 * 24 * 60 * 60 * 1000;

export async function enderecoEmCache(db: Executor, cep: string, agora: Date): Promise<Endereco | undefined> {
  const [linha] = await db
    .select({ resposta: cepCache.resposta })
    .from(cepCache)
    .where(and(eq(cepCache.cep, cep), gt(cepCache.criadoEm, new Date(agora.getTime() - VALIDADE_MS))));
  return linha?.resposta as Endereco | undefined;
}

export async function guardarEndereco(db: Executor, cep: string, e: Endereco, agora: Date): Promise<void> {
  await db
    .insert(cepCache)
    .values({ cep, resposta: e, criadoEm: agora })
    .onConflictDoUpdate({ target: cepCache.cep, set: { resposta: e, criadoEm: agora } });
}
