// The reports' queries. An order's value is valor - desconto, as the dashboard counts it
// (dashboard/repository.ts), and only the statuses it counts (a quote or a cancelled order is not a sale).
import {
  type AgrupamentoVendas,
  paraCentavos,
  quantidadeParaMilesimos,
  SITUACOES_DO_PAINEL,
  somarDias,
} from '@mascate/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/banco.ts';
import { clientes, pedidoItens, pedidos, produtos, representantes } from '../db/schema.ts';

/** A unit's sum, in thousandths. */
type QuantidadeUnidade = { unidade: string; milesimos: number };
/** valor in cents; each unit's quantity apart (units never add up). */
export type GrupoVendas = {
  id: number;
  nome: string;
  pedidos: number;
  quantidades: QuantidadeUnidade[];
  valor: number;
};

const vendidos = sql`${pedidos.situacao} = any(${sql.param([...SITUACOES_DO_PAINEL])}::text[])`;

type Bruta = { id: number; nome: string; pedidos: number; valor: string };

function porPedido(empresaId: number, inicio: string, fim: string, chave: 'cliente' | 'representante') {
  const grupo = chave === 'cliente' ? pedidos.participanteId : pedidos.vendedorId;
  const nome =
    chave === 'cliente'
      ? sql`(select ${clientes.nome} from ${clientes} where ${clientes.empresaId} = ${empresaId} and ${clientes.id} = g.id)`
      : sql`coalesce((select ${representantes.nome} from ${representantes}
          where ${representantes.empresaId} = ${empresaId} and ${representantes.id} = g.id), 'Sem representante')`;
  return sql`
    select g.id, ${nome} as nome, g.pedidos, g.valor::text as valor
    from (
      select coalesce(${grupo}, 0) as id, count(*)::int as pedidos,
        sum(${pedidos.valor} - ${pedidos.desconto}) as valor
      from ${pedidos}
      where ${pedidos.empresaId} = ${empresaId} and ${pedidos.data} >= ${inicio} and ${pedidos.data} <= ${fim}
        and ${vendidos}
      group by 1
    ) g`;
}

// By product, the value is what its items sold (their totals); orders are the orders it appears in.
function porProduto(empresaId: number, inicio: string, fim: string) {
  return sql`
    select ${pedidoItens.produtoId} as id,
      coalesce(max(${produtos.descricao}), max(${pedidoItens.descricao})) as nome,
      count(distinct ${pedidoItens.pedidoId})::int as pedidos, sum(${pedidoItens.total})::text as valor
    from ${pedidoItens}
    join ${pedidos} on ${pedidos.empresaId} = ${pedidoItens.empresaId} and ${pedidos.id} = ${pedidoItens.pedidoId}
    left join ${produtos} on ${produtos.empresaId} = ${pedidoItens.empresaId} and ${produtos.id} = ${pedidoItens.produtoId}
    where ${pedidoItens.empresaId} = ${empresaId} and ${pedidos.data} >= ${inicio} and ${pedidos.data} <= ${fim}
      and ${vendidos}
    group by ${pedidoItens.produtoId}`;
}

/** Each group's quantity per unit of the items (the unit's abbreviation as the item recorded it). */
function quantidadesPorUnidade(empresaId: number, inicio: string, fim: string, agrupar: AgrupamentoVendas) {
  const grupo =
    agrupar === 'produto'
      ? sql`${pedidoItens.produtoId}`
      : agrupar === 'cliente'
        ? sql`coalesce(${pedidos.participanteId}, 0)`
        : sql`coalesce(${pedidos.vendedorId}, 0)`;
  return sql`
    select ${grupo} as id, ${pedidoItens.unidade} as unidade, sum(${pedidoItens.qt})::text as quantidade
    from ${pedidoItens}
    join ${pedidos} on ${pedidos.empresaId} = ${pedidoItens.empresaId} and ${pedidos.id} = ${pedidoItens.pedidoId}
    where ${pedidoItens.empresaId} = ${empresaId} and ${pedidos.data} >= ${inicio} and ${pedidos.data} <= ${fim}
      and ${vendidos}
    group by 1, 2`;
}

export async function vendasPorGrupo(
  tx: Tx,
  empresaId: number,
  p: { data_inicial: string; data_final: string; agrupar: AgrupamentoVendas },
): Promise<GrupoVendas[]> {
  const consulta =
    p.agrupar === 'produto'
      ? porProduto(empresaId, p.data_inicial, p.data_final)
      : porPedido(empresaId, p.data_inicial, p.data_final, p.agrupar);
  const r = (await tx.execute(consulta)) as unknown as { rows: Bruta[] };
  const q = (await tx.execute(
    quantidadesPorUnidade(empresaId, p.data_inicial, p.data_final, p.agrupar),
  )) as unknown as {
    rows: { id: number; unidade: string; quantidade: string }[];
  };
  const porGrupo = new Map<number, QuantidadeUnidade[]>();
  for (const l of q.rows) {
    const lista = porGrupo.get(Number(l.id)) ?? [];
    lista.push({ unidade: l.unidade, milesimos: quantidadeParaMilesimos(l.quantidade) });
    porGrupo.set(Number(l.id), lista);
  }
  const grupos = r.rows.map((l) => ({
    id: Number(l.id),
    nome: l.nome,
    pedidos: Number(l.pedidos),
    // Largest first, then by the unit's name, so the text reads the same on every request.
    quantidades: (porGrupo.get(Number(l.id)) ?? []).sort(
      (a, b) => b.milesimos - a.milesimos || a.unidade.localeCompare(b.unidade, 'pt-BR'),
    ),
    valor: paraCentavos(l.valor),
  }));
  return p.agrupar === 'representante' ? [...grupos, ...(await semVendas(tx, empresaId, grupos))] : grupos;
}

/**
 * The active representatives who sold nothing in the period, as zero lines (class C, docs/relatorios.md):
 * a manager sees who is missing, not only who sold. A vendedor's session sees only itself (migration 0009).
 */
async function semVendas(tx: Tx, empresaId: number, grupos: GrupoVendas[]): Promise<GrupoVendas[]> {
  const ja = new Set(grupos.map((g) => g.id));
  const todos = await tx
    .select({ id: representantes.id, nome: representantes.nome })
    .from(representantes)
    .where(and(eq(representantes.empresaId, empresaId), eq(representantes.status, 1)));
  return todos
    .filter((r) => !ja.has(r.id))
    .map((r) => ({ id: r.id, nome: r.nome, pedidos: 0, quantidades: [], valor: 0 }));
}

/**
 * The period's orders counted once each: by product an order with three products is one order, not
 * three (the total line of the report; the lines' own counts add up to more).
 */
export async function pedidosNoPeriodo(
  tx: Tx,
  empresaId: number,
  p: { data_inicial: string; data_final: string; agrupar: AgrupamentoVendas },
): Promise<number> {
  const noPeriodo = sql`${pedidos.empresaId} = ${empresaId} and ${pedidos.data} >= ${p.data_inicial}
    and ${pedidos.data} <= ${p.data_final} and ${vendidos}`;
  // By product only orders with an item count, as the lines count them.
  const comItens =
    p.agrupar === 'produto'
      ? sql` and exists (select 1 from ${pedidoItens} where ${pedidoItens.empresaId} = ${pedidos.empresaId}
          and ${pedidoItens.pedidoId} = ${pedidos.id})`
      : sql``;
  const r = (await tx.execute(
    sql`select count(*)::int as n from ${pedidos} where ${noPeriodo}${comItens}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(r.rows[0]?.n ?? 0);
}

/** valor in cents; ultimo_pedido null for a customer who never ordered. */
export type ClienteInativo = { id: number; nome: string; ultimo_pedido: string | null; valor: number };

/** Customers with no order since `hoje - dias` (never ordered included), the longest inactive first. */
export async function clientesInativos(
  tx: Tx,
  empresaId: number,
  dias: number,
  hoje: string,
): Promise<ClienteInativo[]> {
  const limite = somarDias(hoje, -dias);
  const r = (await tx.execute(sql`
    select ${clientes.id} as id, ${clientes.nome} as nome, u.data::text as ultimo_pedido, u.valor::text as valor
    from ${clientes}
    left join lateral (
      select ${pedidos.data} as data, ${pedidos.valor} - ${pedidos.desconto} as valor from ${pedidos}
      where ${pedidos.empresaId} = ${clientes.empresaId} and ${pedidos.participanteId} = ${clientes.id} and ${vendidos}
      order by ${pedidos.data} desc, ${pedidos.numero} desc limit 1
    ) u on true
    where ${clientes.empresaId} = ${empresaId} and (u.data is null or u.data <= ${limite})
    order by u.data nulls first, ${clientes.nome}, ${clientes.id}`)) as unknown as {
    rows: { id: number; nome: string; ultimo_pedido: string | null; valor: string | null }[];
  };
  return r.rows.map((l) => ({
    id: Number(l.id),
    nome: l.nome,
    ultimo_pedido: l.ultimo_pedido,
    valor: l.valor === null ? 0 : paraCentavos(l.valor),
  }));
}
