// The route report (issue 28) in two statements: per representative and day, the plan's size and what
// the visits did; then the visits without a sale by reason. The plan mirrors the domain's `planoDoDia`
// (a customer is planned on a day when a route of its representative holding it sells on that weekday:
// `rotaVendeNoDia`, flag index = the calendar's weekday, 0 = Sunday, as extract(dow)), and out of place
// mirrors `foraDoLocal` (visitas/distancia.ts). A test compares this report with the domain's count.
import { type LinhaRoteiro, percentual } from '@mascate/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/banco.ts';
import { foraDoLocalSql, raioSql } from '../visitas/distancia.ts';

export type FiltroRoteiro = { data_ini: string; data_fin: string; representante_id?: number | undefined };

type LinhaBruta = {
  representante_id: number;
  representante: string;
  data: string;
  planejados: number;
  visitados: number;
  fora_do_plano: number;
  com_pedido: number;
  ausentes: number;
  fora_do_local: number;
};

type SemVendaBruta = {
  representante_id: number;
  data: string;
  motivo_id: number;
  motivo: string;
  visitas: number;
};

const FUSO = sql.raw(`'America/Sao_Paulo'`);

/**
 * `representanteId`: the one representative asked for, or a vendedor's own (row-level security narrows
 * the same tables anyway). Days with nothing planned and no visit are left out.
 */
export async function relatorioRoteiro(
  tx: Executor,
  empresaId: number,
  f: FiltroRoteiro,
  representanteId: number | null,
): Promise<LinhaRoteiro[]> {
  const rep = representanteId ?? f.representante_id ?? null;
  const doRep = (coluna: string) => (rep === null ? sql`` : sql` and ${sql.raw(coluna)} = ${rep}`);
  const periodo = sql`visitas.data_hora >= (${f.data_ini}::date::timestamp at time zone ${FUSO})
      and visitas.data_hora < ((${f.data_fin}::date + 1)::timestamp at time zone ${FUSO})`;
  const principal = sql`
    with rotas_rep as (
      -- Each representative's routes with their weekday flags (a few hundred rows).
      select rr.representante_id, rr.rota_id, r.dias_semana_venda as dias
      from representantes_rotas rr
      join rotas r on r.empresa_id = rr.empresa_id and r.id = rr.rota_id
      where rr.empresa_id = ${empresaId}${doRep('rr.representante_id')}
    ),
    plano_semana as (
      -- Planned customers per representative and weekday (0 = Sunday).
      select rp.representante_id, w.dow, count(distinct c.id)::int as planejados
      from rotas_rep rp
      cross join generate_series(0, 6) as w (dow)
      join clientes c on c.empresa_id = ${empresaId} and c.rota_id = rp.rota_id
      where substr(rp.dias, w.dow + 1, 1) = '1'
      group by 1, 2
    ),
    dias as (
      select d::date as dia, extract(dow from d)::int as dow
      from generate_series(${f.data_ini}::date, ${f.data_fin}::date, interval '1 day') as d
    ),
    por_cliente as (
      -- One row per representative, day and visited customer.
      select visitas.representante_id, (visitas.data_hora at time zone ${FUSO})::date as dia, visitas.cliente_id,
        min(clientes.rota_id) as rota_id,
        bool_or(visitas.resultado = 'pedido') as com_pedido,
        count(*) filter (where visitas.resultado = 'ausente')::int as ausentes,
        count(*) filter (where ${foraDoLocalSql(sql`raio.m`)})::int as fora_do_local
      from visitas
      join clientes on clientes.empresa_id = visitas.empresa_id and clientes.id = visitas.cliente_id
      cross join (select ${raioSql(empresaId)} as m) raio
      where visitas.empresa_id = ${empresaId} and ${periodo}${doRep('visitas.representante_id')}
      group by 1, 2, 3
    ),
    visitas_dia as (
      select pc.representante_id, pc.dia,
        count(*) filter (where planejado)::int as visitados,
        count(*) filter (where not planejado)::int as fora_do_plano,
        count(*) filter (where pc.com_pedido)::int as com_pedido,
        sum(pc.ausentes)::int as ausentes,
        sum(pc.fora_do_local)::int as fora_do_local
      from (
        select pc.*, coalesce(substr(rp.dias, extract(dow from pc.dia)::int + 1, 1) = '1', false) as planejado
        from por_cliente pc
        left join rotas_rep rp on rp.representante_id = pc.representante_id and rp.rota_id = pc.rota_id
      ) pc
      group by 1, 2
    ),
    planejado_dia as (
      select ps.representante_id, d.dia, ps.planejados
      from dias d join plano_semana ps on ps.dow = d.dow
    )
    select coalesce(p.representante_id, v.representante_id) as representante_id, rep.nome as representante,
      to_char(coalesce(p.dia, v.dia), 'YYYY-MM-DD') as data,
      coalesce(p.planejados, 0) as planejados, coalesce(v.visitados, 0) as visitados,
      coalesce(v.fora_do_plano, 0) as fora_do_plano, coalesce(v.com_pedido, 0) as com_pedido,
      coalesce(v.ausentes, 0) as ausentes, coalesce(v.fora_do_local, 0) as fora_do_local
    from planejado_dia p
    full join visitas_dia v on v.representante_id = p.representante_id and v.dia = p.dia
    join representantes rep on rep.empresa_id = ${empresaId}
      and rep.id = coalesce(p.representante_id, v.representante_id)
    order by rep.nome, 1, 3`;
  const semVenda = sql`
    select visitas.representante_id, to_char((visitas.data_hora at time zone ${FUSO})::date, 'YYYY-MM-DD') as data,
      visitas.motivo_id, m.descricao as motivo, count(*)::int as visitas
    from visitas
    join motivos_nao_venda m on m.empresa_id = visitas.empresa_id and m.id = visitas.motivo_id
    where visitas.empresa_id = ${empresaId} and visitas.resultado = 'sem_venda' and ${periodo}${doRep('visitas.representante_id')}
    group by 1, 2, 3, 4
    order by 1, 2, count(*) desc, m.descricao`;
  const linhas = ((await tx.execute(principal)) as unknown as { rows: LinhaBruta[] }).rows;
  const motivos = ((await tx.execute(semVenda)) as unknown as { rows: SemVendaBruta[] }).rows;
  const porDia = new Map<string, LinhaRoteiro['sem_venda']>();
  for (const m of motivos) {
    const chave = `${m.representante_id}|${m.data}`;
    porDia.set(chave, [
      ...(porDia.get(chave) ?? []),
      { motivo_id: m.motivo_id, motivo: m.motivo, visitas: m.visitas },
    ]);
  }
  return linhas.map((l) => ({
    ...l,
    sem_venda: porDia.get(`${l.representante_id}|${l.data}`) ?? [],
    cumprimento: percentual(l.visitados, l.planejados),
    positivacao: percentual(l.com_pedido, l.visitados + l.fora_do_plano),
  }));
}
