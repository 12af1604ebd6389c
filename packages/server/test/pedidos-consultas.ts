import { eq } from 'drizzle-orm';
import { empresas, pedidos, produtos } from '../src/db/schema.ts';
import type { Ambiente } from './ambiente.ts';

// Reads and settings straight from the database, to check what the API did (or did not) change.
export async function estoqueDe(amb: Ambiente, produtoId: number, empresaId: number): Promise<number> {
  const linhas = await amb.banco.db.select().from(produtos).where(eq(produtos.empresaId, empresaId));
  return Number(linhas.find((p) => p.id === produtoId)?.estoque);
}

export async function contarPedidos(amb: Ambiente, empresaId: number): Promise<number> {
  return (await amb.banco.db.select().from(pedidos).where(eq(pedidos.empresaId, empresaId))).length;
}

export async function configurar(
  amb: Ambiente,
  empresaId: number,
  valores: Partial<typeof empresas.$inferInsert>,
): Promise<void> {
  await amb.banco.db.update(empresas).set(valores).where(eq(empresas.id, empresaId));
}
