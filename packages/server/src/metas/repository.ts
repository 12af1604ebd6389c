// Goals per representative and month (issue 31), and what each representative achieved in a month.
import {
  centavosParaDecimal,
  centavosParaNumero,
  type LerMetasCorpo,
  type MetaCorpo,
  type MetaLida,
  type ProgressoMeta,
  paraCentavos,
  progressoDaMeta,
  SITUACOES_DO_PAINEL,
} from '@mascate/domain';
import { sql } from 'drizzle-orm';
import { consultar, diasDoMes } from '../comissoes/repository.ts';
import type { Executor } from '../db/banco.ts';
import { alterarNaEmpresa, excluirDaEmpresa, inserirNaEmpresa } from '../db/escopo-empresa.ts';
import { paginar } from '../db/paginar.ts';
import { metas } from '../db/schema.ts';

type MetaBruta = {
  id: number;
  representante_id: number;
  nome: string;
  mes: string;
  valor: string;
  positivacao: number | null;
  clientes_novos: number | null;
};

const paraMeta = (l: MetaBruta): MetaLida => ({
  id: Number(l.id),
  representante: { id: Number(l.representante_id), nome: l.nome },
  mes: l.mes,
  valor: Number(l.valor),
  positivacao: l.positivacao === null ? null : Number(l.positivacao),
  clientes_novos: l.clientes_novos === null ? null : Number(l.clientes_novos),
});

const SELECAO = sql`
  select m.id, m.representante_id, r.nome, to_char(m.mes, 'YYYY-MM') as mes, m.valor::text as valor,
    m.positivacao, m.clientes_novos
  from metas m join representantes r on r.empresa_id = m.empresa_id and r.id = m.representante_id`;

/** Newest month first, then the representative's name. A vendedor's transaction sees only its own. */
export function listarMetas(tx: Executor, empresaId: number, p: LerMetasCorpo) {
  const where = sql`m.empresa_id = ${empresaId}
    ${p.mes ? sql`and m.mes = ${`${p.mes}-01`}::date` : sql``}
    ${p.representante_id ? sql`and m.representante_id = ${p.representante_id}` : sql``}`;
  return paginar<MetaLida>(
    p,
    async (limite, deslocamento) => {
      const r = await consultar<MetaBruta>(
        tx,
        sql`${SELECAO} where ${where} order by m.mes desc, r.nome, m.id
        ${limite === undefined ? sql`` : sql`limit ${limite} offset ${deslocamento}`}`,
      );
      return r.map(paraMeta);
    },
    async (ate) => {
      const [r] = await consultar<{ n: number }>(
        tx,
        sql`select count(*)::int as n from (select 1 from metas m where ${where}
        ${ate === undefined ? sql`` : sql`limit ${ate}`}) t`,
      );
      return Number(r?.n ?? 0);
    },
  );
}

export async function buscarMeta(tx: Executor, empresaId: number, id: number): Promise<MetaLida | undefined> {
  const [l] = await consultar<MetaBruta>(
    tx,
    sql`${SELECAO} where m.empresa_id = ${empresaId} and m.id = ${id}`,
  );
  return l ? paraMeta(l) : undefined;
}

/** The goal of that representative and month other than `exceto`, if any (one per representative and month). */
export async function metaDoMes(
  tx: Executor,
  empresaId: number,
  representanteId: number,
  mes: string,
  exceto = 0,
): Promise<boolean> {
  const r = await consultar(
    tx,
    sql`select 1 from metas where empresa_id = ${empresaId}
    and representante_id = ${representanteId} and mes = ${`${mes}-01`}::date and id <> ${exceto}`,
  );
  return r.length > 0;
}

const valores = (m: MetaCorpo) => ({
  representanteId: m.representante_id,
  mes: `${m.mes}-01`,
  valor: centavosParaDecimal(m.valor),
  positivacao: m.positivacao,
  clientesNovos: m.clientes_novos,
});

export const criarMeta = (tx: Executor, empresaId: number, m: MetaCorpo) =>
  inserirNaEmpresa(tx, metas, empresaId, valores(m));

export const alterarMeta = (tx: Executor, empresaId: number, id: number, m: MetaCorpo) =>
  alterarNaEmpresa(tx, metas, empresaId, id, valores(m));

export const excluirMeta = (tx: Executor, empresaId: number, id: number) =>
  excluirDaEmpresa(tx, metas, empresaId, id);

type ProgressoBruto = {
  id: number;
  nome: string;
  meta_id: number | null;
  meta_valor: string | null;
  meta_positivacao: number | null;
  meta_clientes_novos: number | null;
  valor: string;
  positivacao: number;
  clientes_novos: number;
};

/**
 * Each representative with a goal or a sale in the month: the goal and what was achieved.
 * Achieved: the net value (valor - desconto) of its sales (ident_operacao 1: an exchange or a purchase is
 * no sale) in the statuses the dashboard counts (pedido and faturado: a quote is not yet sold, a cancelled
 * order no longer is) dated in the month; positivação, the distinct customers among them; clientes novos,
 * those of them with no such sale of this representative dated before the month. A vendedor's transaction
 * sees only its own representative.
 */
export async function progressoDoMes(
  tx: Executor,
  empresaId: number,
  mes: string,
  hoje: string,
): Promise<ProgressoMeta[]> {
  const { data_ini, data_fin } = diasDoMes(mes);
  // What was sold, as the dashboard counts it (contaNoPainel): one definition of "realizado" for both.
  const vendidas = sql`(${sql.join(
    SITUACOES_DO_PAINEL.map((x) => sql`${x}`),
    sql`, `,
  )})`;
  const r = await consultar<ProgressoBruto>(
    tx,
    sql`
    with vendas as (
      select p.vendedor_id as rep, sum(p.valor - p.desconto)::text as valor,
        count(distinct p.participante_id)::int as positivacao,
        count(distinct p.participante_id) filter (where not exists (
          select 1 from pedidos q where q.empresa_id = p.empresa_id and q.vendedor_id = p.vendedor_id
            and q.participante_id = p.participante_id and q.situacao in ${vendidas} and q.ident_operacao = 1
            and q.data < ${data_ini}::date
        ))::int as clientes_novos
      from pedidos p
      where p.empresa_id = ${empresaId} and p.situacao in ${vendidas} and p.ident_operacao = 1
        and p.vendedor_id is not null
        and p.data >= ${data_ini}::date and p.data <= ${data_fin}::date
      group by p.vendedor_id
    )
    select r.id, r.nome, m.id as meta_id, m.valor::text as meta_valor, m.positivacao as meta_positivacao,
      m.clientes_novos as meta_clientes_novos, coalesce(v.valor, '0') as valor,
      coalesce(v.positivacao, 0) as positivacao, coalesce(v.clientes_novos, 0) as clientes_novos
    from representantes r
    left join metas m on m.empresa_id = r.empresa_id and m.representante_id = r.id and m.mes = ${data_ini}::date
    left join vendas v on v.rep = r.id
    where r.empresa_id = ${empresaId} and (m.id is not null or v.rep is not null)
    order by r.nome, r.id`,
  );
  return r.map((l) => {
    const p = progressoDaMeta(
      mes,
      hoje,
      {
        valor: l.meta_valor === null ? 0 : paraCentavos(l.meta_valor),
        positivacao: l.meta_positivacao,
        clientes_novos: l.meta_clientes_novos,
      },
      {
        valor: paraCentavos(l.valor),
        positivacao: Number(l.positivacao),
        clientes_novos: Number(l.clientes_novos),
      },
    );
    const emReais = (x: typeof p.valor) => ({
      meta: l.meta_valor === null ? null : centavosParaNumero(x.meta ?? 0),
      realizado: centavosParaNumero(x.realizado),
      percentual: x.percentual / 100,
      projecao: centavosParaNumero(x.projecao),
    });
    const contagem = (x: typeof p.positivacao) => ({ ...x, percentual: x.percentual / 100 });
    return {
      representante: { id: Number(l.id), nome: l.nome },
      meta_id: l.meta_id === null ? null : Number(l.meta_id),
      dias_uteis: p.dias_uteis,
      dias_decorridos: p.dias_decorridos,
      valor: emReais(p.valor),
      positivacao: contagem(p.positivacao),
      clientes_novos: contagem(p.clientes_novos),
    };
  });
}
