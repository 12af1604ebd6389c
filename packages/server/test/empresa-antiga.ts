// Reports that count planned days start at the company's creation (issue 46): a test that measures a
// week already gone dates its company before it.
import { eq } from 'drizzle-orm';
import { empresas } from '../src/db/schema.ts';
import type { Ambiente } from './ambiente.ts';

export async function fundadaEm(amb: Pick<Ambiente, 'banco'>, empresaId: number, dia = '2020-01-01') {
  await amb.banco.db
    .update(empresas)
    .set({ criadoEm: new Date(`${dia}T12:00:00-03:00`) })
    .where(eq(empresas.id, empresaId));
}
