import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/banco.ts';
import { chavesApi } from '../db/schema.ts';

const MAXIMO_PAGINA = 200;

/** The company's keys, newest first (the secret never: only its hash is stored). */
export async function listarChaves(
  tx: Tx,
  empresaId: number,
  pagina: { limite?: number | undefined; deslocamento?: number | undefined },
) {
  const linhas = await tx
    .select()
    .from(chavesApi)
    .where(eq(chavesApi.empresaId, empresaId))
    .orderBy(desc(chavesApi.id))
    .limit(Math.min(pagina.limite ?? MAXIMO_PAGINA, MAXIMO_PAGINA))
    .offset(pagina.deslocamento ?? 0);
  return linhas.map((k) => ({
    id: k.id,
    nome: k.nome,
    prefixo: k.prefixo,
    escopos: k.escopos,
    criada_em: k.criadaEm.toISOString(),
    criada_por: k.criadaPor,
    usada_em: k.usadaEm?.toISOString() ?? null,
    revogada_em: k.revogadaEm?.toISOString() ?? null,
  }));
}

export async function criarChave(
  tx: Tx,
  k: {
    empresaId: number;
    nome: string;
    escopos: string[];
    tokenHash: string;
    prefixo: string;
    criadaPor: string;
  },
): Promise<number> {
  const [linha] = await tx.insert(chavesApi).values(k).returning({ id: chavesApi.id });
  if (!linha) throw new Error('chave não gravada');
  return linha.id;
}

/** Revokes one key of the company: false when it does not exist there (already revoked counts as done). */
export async function revogarChave(tx: Tx, empresaId: number, id: number, agora: Date): Promise<boolean> {
  const [existe] = await tx
    .select({ id: chavesApi.id })
    .from(chavesApi)
    .where(and(eq(chavesApi.empresaId, empresaId), eq(chavesApi.id, id)));
  if (!existe) return false;
  await tx
    .update(chavesApi)
    .set({ revogadaEm: agora })
    .where(and(eq(chavesApi.empresaId, empresaId), eq(chavesApi.id, id), isNull(chavesApi.revogadaEm)));
  return true;
}
