import type { OperacaoCampoEntrada, RespostaReceber, ResultadoOperacao } from '@mascate/domain';
import { eq } from 'drizzle-orm';
import { clientes, representantes, representantesRotas, rotas } from '../src/db/schema.ts';
import type { Ambiente, EmpresaTeste } from './ambiente.ts';
import { usuarioDaEmpresa } from './equipe-apoio.ts';
import { type Cadastros, semear } from './pedidos-dados.ts';

/**
 * A company with a vendedor whose route holds the first customer (clienteId) and a second representative
 * whose route holds the other one (outroClienteId), with the vendedor's signed-in token.
 */
export type Carteira = Cadastros & {
  vendedor: string;
  outroRepId: number;
  rotaId: number;
  outraRotaId: number;
};

export async function carteira(amb: Ambiente, e: EmpresaTeste): Promise<Carteira> {
  const c = await semear(amb, e.empresaId);
  const db = amb.banco.db;
  const [outro] = await db
    .insert(representantes)
    .values({ empresaId: e.empresaId, nome: 'Vendedor Dois', cnpjCpf: '11144477735' })
    .returning();
  const rs = await db
    .insert(rotas)
    .values([
      { empresaId: e.empresaId, nome: 'Rota Centro', diasSemanaVenda: '1111111' },
      { empresaId: e.empresaId, nome: 'Rota Norte', diasSemanaVenda: '0100000' },
    ])
    .returning();
  const rotaId = rs[0]?.id ?? 0;
  const outraRotaId = rs[1]?.id ?? 0;
  const outroRepId = outro?.id ?? 0;
  await db.insert(representantesRotas).values([
    { empresaId: e.empresaId, representanteId: c.vendedorId, rotaId },
    { empresaId: e.empresaId, representanteId: outroRepId, rotaId: outraRotaId },
  ]);
  await db.update(clientes).set({ rotaId }).where(eq(clientes.id, c.clienteId));
  await db.update(clientes).set({ rotaId: outraRotaId }).where(eq(clientes.id, c.outroClienteId));
  const { token } = await usuarioDaEmpresa(amb, e, 'vendedor', c.vendedorId);
  return { ...c, vendedor: token, outroRepId, rotaId, outraRotaId };
}

export async function receber(amb: Ambiente, token: string, corpo: Record<string, unknown> = {}) {
  const r = await amb.chamar('POST', '/api/campo/receber', corpo, token);
  if (r.status !== 200) throw new Error(`campo/receber falhou: ${JSON.stringify(r.corpo)}`);
  return r.corpo as unknown as RespostaReceber;
}

/** Every page of one sync, merged: what a device stores. */
export async function sincronizar(amb: Ambiente, token: string, cursor?: string, representanteId?: number) {
  const quem = representanteId === undefined ? {} : { representante_id: representanteId };
  const primeira = await receber(amb, token, cursor ? { cursor, ...quem } : quem);
  const paginas = [primeira];
  for (let p = 1; p < primeira.paginas; p += 1)
    paginas.push(await receber(amb, token, { cursor, retrato: primeira.retrato, pagina: p }));
  const dados = Object.fromEntries(
    Object.keys(primeira.dados).map((k) => [
      k,
      paginas.flatMap((pg) => pg.dados[k as keyof RespostaReceber['dados']] as unknown[]),
    ]),
  ) as RespostaReceber['dados'];
  return { primeira, dados, cursor: paginas.at(-1)?.cursor ?? null };
}

export async function enviar(amb: Ambiente, token: string, operacoes: OperacaoCampoEntrada[]) {
  const r = await amb.chamar('POST', '/api/campo/enviar', { operacoes }, token);
  return {
    status: r.status,
    corpo: r.corpo,
    resultados: (r.corpo as { resultados?: ResultadoOperacao[] }).resultados ?? [],
  };
}

export const operacao = (
  tipo: 'pedido' | 'visita',
  dados: object,
  id: string = crypto.randomUUID(),
): OperacaoCampoEntrada => ({
  id,
  tipo,
  feito_em: new Date().toISOString(),
  dados: dados as Record<string, unknown>,
});
