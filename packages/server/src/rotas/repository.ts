import type { AlterarRotaCorpo, Paginacao, Rota, RotaCorpo } from '@mascate/domain';
import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Executor } from '../db/banco.ts';
import { registroDaEmpresa } from '../db/escopo-empresa.ts';
import { padraoBusca, paginar } from '../db/paginar.ts';
import { clientes, representantesRotas, rotas } from '../db/schema.ts';

const colunas = {
  id: rotas.id,
  nome: rotas.nome,
  descricao: rotas.descricao,
  dias_semana_venda: rotas.diasSemanaVenda,
  tabela_preco_id: sql<number>`coalesce(${rotas.tabelaPrecoId}, 0)`.mapWith(Number),
};

export function listarRotas(tx: Executor, empresaId: number, p: Paginacao) {
  const padrao = padraoBusca(p.busca);
  const filtro = and(eq(rotas.empresaId, empresaId), padrao ? ilike(rotas.nome, padrao) : undefined);
  return paginar<Rota>(
    p,
    (limite, deslocamento) => {
      const q = tx
        .select(colunas)
        .from(rotas)
        .where(filtro)
        .orderBy(asc(rotas.nome), asc(rotas.id))
        .$dynamic();
      return limite === undefined ? q : q.limit(limite).offset(deslocamento);
    },
    async () => (await tx.select({ n: count() }).from(rotas).where(filtro))[0]?.n ?? 0,
  );
}

export async function buscarRota(tx: Executor, empresaId: number, id: number): Promise<Rota | undefined> {
  const [linha] = await tx
    .select(colunas)
    .from(rotas)
    .where(registroDaEmpresa(rotas, empresaId, id));
  return linha;
}

export async function criarRota(tx: Executor, empresaId: number, r: RotaCorpo): Promise<number> {
  const [linha] = await tx
    .insert(rotas)
    .values({
      empresaId,
      nome: r.nome,
      descricao: r.descricao,
      diasSemanaVenda: r.dias_semana_venda,
      tabelaPrecoId: r.tabela_preco_id || null,
    })
    .returning({ id: rotas.id });
  if (!linha) throw new Error('insert sem retorno');
  return linha.id;
}

/** false when the route is not this company's. */
export async function alterarRota(tx: Executor, empresaId: number, r: AlterarRotaCorpo): Promise<boolean> {
  const alterada = await tx
    .update(rotas)
    .set({
      nome: r.nome,
      descricao: r.descricao,
      ...(r.dias_semana_venda === undefined ? {} : { diasSemanaVenda: r.dias_semana_venda }),
      // Absent keeps the stored price table (old clients); 0 clears it.
      ...(r.tabela_preco_id === undefined ? {} : { tabelaPrecoId: r.tabela_preco_id || null }),
    })
    .where(registroDaEmpresa(rotas, empresaId, r.id))
    .returning({ id: rotas.id });
  return alterada.length > 0;
}

/** What still points at the route: the delete is refused while anything does. */
export async function usosDaRota(tx: Executor, empresaId: number, id: number) {
  const [c] = await tx
    .select({ n: count() })
    .from(clientes)
    .where(and(eq(clientes.empresaId, empresaId), eq(clientes.rotaId, id)));
  const [r] = await tx
    .select({ n: count() })
    .from(representantesRotas)
    .where(and(eq(representantesRotas.empresaId, empresaId), eq(representantesRotas.rotaId, id)));
  return { clientes: c?.n ?? 0, representantes: r?.n ?? 0 };
}

export async function excluirRota(tx: Executor, empresaId: number, id: number): Promise<boolean> {
  const excluidas = await tx
    .delete(rotas)
    .where(registroDaEmpresa(rotas, empresaId, id))
    .returning({ id: rotas.id });
  return excluidas.length > 0;
}
