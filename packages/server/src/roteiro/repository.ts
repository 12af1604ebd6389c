// The route report (issue 28) in one statement: per representative and day, the plan's size and what the
// visits did, the visits without a sale by reason, and the whole period's total, totals and compliance per
// representative. The plan mirrors the domain's `planoDoDia` (a customer is planned on a day when a route
// of its representative holding it sells on that weekday: `rotaVendeNoDia`, flag index = the calendar's
// weekday, 0 = Sunday, as extract(dow)), and out of place mirrors `foraDoLocal` (visitas/distancia.ts,
// on the distance kept on the visit). A test compares this report with the domain's count.
//
// Where the time goes (docs/desempenho.md, "Route report, third round"): a quarter of 200 representatives
// is ~330,000 visits, so the statement does not read them. Triggers keep them summed per (day,
// representative, route of the customer) in visitas_roteiro (migration 0070), ~2 rows per representative
// and day; what depends on the plan (the routes' weekdays, a representative's routes) or on the company's
// radius is applied to those rows here, at report time. The plan is counted per route once (from the
// `clientes_rota` index) and spread over the period's weekdays. The database answers only the page's
// lines; the summary of the whole period comes once, on the first row.
import {
  type CumprimentoRepresentante,
  type LinhaRoteiro,
  percentual,
  type TotaisRoteiro,
} from '@mascate/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/banco.ts';
import { raioSql } from '../visitas/distancia.ts';

export type FiltroRoteiro = {
  data_ini: string;
  data_fin: string;
  representante_id?: number | undefined;
  /** A page of the lines; without it, every line. */
  limite?: number | undefined;
  deslocamento?: number | undefined;
};

export type Roteiro = {
  linhas: LinhaRoteiro[];
  /** How many lines the whole period has. */
  total: number;
  totais: TotaisRoteiro;
  representantes: CumprimentoRepresentante[];
};

type Contagens = Omit<
  LinhaRoteiro,
  'representante_id' | 'representante' | 'data' | 'cumprimento' | 'positivacao'
>;
type Somas = Omit<Contagens, 'sem_venda'>;
type Resumo = {
  total: number;
  totais: Somas;
  /** [motivo_id, visits] over the period. */
  sem_venda: [number, number][] | null;
  representantes:
    | { representante_id: number; representante: string; planejados: number; visitados: number }[]
    | null;
  /** [id, descricao], by descricao. */
  motivos: [number, string][] | null;
};
/** A line of the page (all null on the lone summary row of a page past the end). */
type LinhaBruta = Somas & {
  representante_id: number | null;
  representante: string;
  data: string;
  motivos: number[] | null;
  resumo: Resumo | null;
};

/** The percentages of a line (or of the totals), from the domain. */
function comPercentuais<T extends Contagens>(l: T): T & Pick<LinhaRoteiro, 'cumprimento' | 'positivacao'> {
  return {
    ...l,
    cumprimento: percentual(l.visitados, l.planejados),
    positivacao: percentual(l.com_pedido, l.visitados + l.fora_do_plano),
  };
}

/**
 * `representanteId`: the one representative asked for, or a vendedor's own (row-level security narrows
 * the same tables anyway). Days with nothing planned and no visit are left out.
 */
export async function relatorioRoteiro(
  tx: Executor,
  empresaId: number,
  f: FiltroRoteiro,
  representanteId: number | null,
): Promise<Roteiro> {
  const rep = representanteId ?? f.representante_id ?? null;
  const doRep = (coluna: SQL) => (rep === null ? sql`` : sql` and ${coluna} = ${rep}`);
  const periodo = sql`visitas_roteiro.dia between ${f.data_ini}::date and ${f.data_fin}::date`;
  const comuns = sql`
    rotas_rep as materialized (
      -- Each representative's routes with their weekday flags (a few hundred rows).
      select rr.representante_id, rr.rota_id, r.dias_semana_venda as dias
      from representantes_rotas rr
      join rotas r on r.empresa_id = rr.empresa_id and r.id = rr.rota_id
      where rr.empresa_id = ${empresaId}${doRep(sql`rr.representante_id`)}
    ),
    dias as materialized (
      select d::date as dia, extract(dow from d::date)::int as dow
      -- No day before the company existed has a plan to miss (its creation day in São Paulo).
      from generate_series(
        greatest(${f.data_ini}::date, (select (e.criado_em at time zone 'America/Sao_Paulo')::date
                                         from empresas e where e.id = ${empresaId})),
        ${f.data_fin}::date, interval '1 day') as d
    ),
    plano_semana as materialized (
      -- Planned customers per representative and weekday of the period: a customer has one route and a
      -- route is linked once to a representative, so the routes' counts add up without a distinct.
      select rp.representante_id, w.dow, sum(n.clientes)::int as planejados
      from rotas_rep rp
      cross join lateral (
        select count(*) as clientes from clientes c where c.empresa_id = ${empresaId} and c.rota_id = rp.rota_id
      ) n
      join (select distinct dow from dias) w on substr(rp.dias, w.dow + 1, 1) = '1'
      group by 1, 2
      having sum(n.clientes) > 0
    ),
    plano_rota as materialized (
      -- Each (representative, route, weekday) of the plan for the weekdays of the period: the customers a
      -- representative visited were planned when their route is in this set (a hashed lookup per row).
      select rp.representante_id, rp.rota_id, w.dow
      from rotas_rep rp
      join (select distinct dow from dias) w on substr(rp.dias, w.dow + 1, 1) = '1'
    ),
    reps as materialized (
      -- The representatives in the report's order, once: the lines sort by this rank, an integer, rather
      -- than comparing names (by collation) thousands of times.
      select rep.id, rep.nome, row_number() over (order by rep.nome, rep.id) as ordem
      from representantes rep where rep.empresa_id = ${empresaId}${doRep(sql`rep.id`)}
    ),
    resumos as not materialized (
      -- The period's visits as summed by the triggers (visitas_roteiro, migration 0070): per day,
      -- representative and route of the customer, the distinct customers visited, those with an order,
      -- the visits with nobody there, each visit's larger of distance and accuracy (sorted) and the reasons
      -- without a sale. The route's rows go to the plan's side or off it by today's routes and weekdays;
      -- out of place is a binary search (width_bucket: how many are within) of the company's radius.
      -- Each reader scans it again in the key's order (cheaper than keeping 12,800 rows with lists).
      select visitas_roteiro.dia, visitas_roteiro.representante_id, visitas_roteiro.clientes,
        visitas_roteiro.com_pedido, visitas_roteiro.ausentes, visitas_roteiro.motivos,
        case when cardinality(visitas_roteiro.locais) = 0 then 0
          else cardinality(visitas_roteiro.locais) - width_bucket(raio.m, visitas_roteiro.locais) end as fora,
        (visitas_roteiro.representante_id, visitas_roteiro.rota_id,
          ((visitas_roteiro.dia - date '2000-01-02') % 7 + 7) % 7)
          in (select representante_id, rota_id, dow from plano_rota) as planejado,
        (visitas_roteiro.representante_id, ((visitas_roteiro.dia - date '2000-01-02') % 7 + 7) % 7)
          in (select representante_id, dow from plano_semana) as dia_do_plano
      from visitas_roteiro
      cross join (select ${raioSql(empresaId)} as m) raio
      where visitas_roteiro.empresa_id = ${empresaId} and ${periodo}${doRep(sql`visitas_roteiro.representante_id`)}
    )`;
  /** The lines (every one, or those of the representatives in `da_pagina`), as `linhas`. */
  const linhas = (restricao: (coluna: SQL) => SQL) => sql`
    visitas_dia as (
      -- Read in the key's order, so the lines stream out without a sort or a hash.
      select s.representante_id, s.dia,
        coalesce(sum(s.clientes) filter (where s.planejado), 0)::int as visitados,
        coalesce(sum(s.clientes) filter (where not s.planejado), 0)::int as fora_do_plano,
        sum(s.com_pedido)::int as com_pedido,
        sum(s.ausentes)::int as ausentes,
        sum(s.fora)::int as fora_do_local,
        visitas_roteiro_motivos(s.motivos) as motivos
      from (select * from resumos where true${restricao(sql`resumos.representante_id`)} order by dia, representante_id) s
      group by s.dia, s.representante_id
    ),
    linhas as materialized (
      select coalesce(p.representante_id, v.representante_id) as representante_id, rep.nome as representante,
        rep.ordem, coalesce(p.dia, v.dia) as dia,
        coalesce(p.planejados, 0) as planejados, coalesce(v.visitados, 0) as visitados,
        coalesce(v.fora_do_plano, 0) as fora_do_plano, coalesce(v.com_pedido, 0) as com_pedido,
        coalesce(v.ausentes, 0) as ausentes, coalesce(v.fora_do_local, 0) as fora_do_local, v.motivos
      from (
        select ps.representante_id, d.dia, ps.planejados from dias d join plano_semana ps on ps.dow = d.dow
        where true${restricao(sql`ps.representante_id`)}
      ) p
      full join visitas_dia v on v.representante_id = p.representante_id and v.dia = p.dia
      join reps rep on rep.id = coalesce(p.representante_id, v.representante_id)
    )`;
  const motivosDaEmpresa = sql`(select json_agg(json_build_array(id, descricao) order by descricao, id)
    from motivos_nao_venda where empresa_id = ${empresaId})`;
  const deslocamento = f.deslocamento ?? 0;
  const r = (await tx.execute(
    f.limite === undefined
      ? sql`
    with ${comuns}, ${linhas(() => sql``)},
    resumo as (
      -- The whole period: how many lines, their sums, the visits without a sale by reason, each
      -- representative's plan and visited customers (the chart), the reasons' names.
      select json_build_object(
        'total', (select count(*) from linhas),
        'totais', (select json_build_object('planejados', coalesce(sum(planejados), 0),
            'visitados', coalesce(sum(visitados), 0), 'fora_do_plano', coalesce(sum(fora_do_plano), 0),
            'com_pedido', coalesce(sum(com_pedido), 0), 'ausentes', coalesce(sum(ausentes), 0),
            'fora_do_local', coalesce(sum(fora_do_local), 0)) from linhas),
        'sem_venda', (select json_agg(json_build_array(motivo_id, n))
          from (select m.motivo_id, count(*) as n from linhas, unnest(linhas.motivos) as m (motivo_id) group by 1) t),
        'representantes', (select json_agg(json_build_object('representante_id', representante_id,
            'representante', representante, 'planejados', planejados, 'visitados', visitados)
            order by ordem)
          from (select representante_id, representante, ordem, sum(planejados)::int as planejados,
              sum(visitados)::int as visitados from linhas group by 1, 2, 3) t),
        'motivos', ${motivosDaEmpresa}
      ) as resumo
    ),
    pagina as (
      select l.*, row_number() over (order by l.ordem, l.dia) as n from linhas l
    )
    -- Every line as a row; the summary once, on the first row (or alone, with no line).
    select p.representante_id, p.representante, to_char(p.dia, 'YYYY-MM-DD') as data, p.planejados,
      p.visitados, p.fora_do_plano, p.com_pedido, p.ausentes, p.fora_do_local, p.motivos,
      case when p.n is null or p.n = 1 then r.resumo end as resumo
    from resumo r
    left join pagina p on true
    order by p.n`
      : sql`
    with ${comuns},
    -- A page: the period's sums per representative come from the summary rows without building every
    -- line (12,800 in a quarter of 200 representatives); the lines are built only for the representatives
    -- the page falls on.
    plano_rep as (
      select ps.representante_id, sum(ps.planejados * nd.n)::int as planejados, sum(nd.n)::int as dias_plano
      from plano_semana ps
      join (select dow, count(*)::int as n from dias group by dow) nd on nd.dow = ps.dow
      group by 1
    ),
    visitas_rep as (
      -- Per representative: the sums, and the days with visits that are not days of its plan (lines too).
      -- First per day, streamed in the key's order, then per representative (a hash of 200).
      select d.representante_id, sum(d.visitados)::int as visitados, sum(d.fora_do_plano)::int as fora_do_plano,
        sum(d.com_pedido)::int as com_pedido, sum(d.ausentes)::int as ausentes,
        sum(d.fora_do_local)::int as fora_do_local, count(*) filter (where not d.dia_do_plano)::int as dias_extra
      from (
        select s.dia, s.representante_id,
          coalesce(sum(s.clientes) filter (where s.planejado), 0) as visitados,
          coalesce(sum(s.clientes) filter (where not s.planejado), 0) as fora_do_plano,
          sum(s.com_pedido) as com_pedido, sum(s.ausentes) as ausentes, sum(s.fora) as fora_do_local,
          bool_and(s.dia_do_plano) as dia_do_plano
        from (select * from resumos order by dia, representante_id) s
        group by s.dia, s.representante_id
      ) d
      group by d.representante_id
    ),
    por_rep as materialized (
      select rep.id as representante_id, rep.nome as representante, rep.ordem,
        coalesce(p.planejados, 0) as planejados, coalesce(v.visitados, 0) as visitados,
        coalesce(v.fora_do_plano, 0) as fora_do_plano, coalesce(v.com_pedido, 0) as com_pedido,
        coalesce(v.ausentes, 0) as ausentes, coalesce(v.fora_do_local, 0) as fora_do_local,
        coalesce(p.dias_plano, 0) + coalesce(v.dias_extra, 0) as linhas,
        sum(coalesce(p.dias_plano, 0) + coalesce(v.dias_extra, 0)) over (order by rep.ordem)
          - (coalesce(p.dias_plano, 0) + coalesce(v.dias_extra, 0)) as antes
      from reps rep
      left join plano_rep p on p.representante_id = rep.id
      left join visitas_rep v on v.representante_id = rep.id
      where p.representante_id is not null or v.representante_id is not null
    ),
    da_pagina as (
      select representante_id, antes from por_rep
      where antes < ${deslocamento + f.limite} and antes + linhas > ${deslocamento}
    ),
    ${linhas((coluna) => sql` and ${coluna} in (select representante_id from da_pagina)`)},
    resumo as (
      select json_build_object(
        'total', (select coalesce(sum(linhas), 0) from por_rep),
        'totais', (select json_build_object('planejados', coalesce(sum(planejados), 0),
            'visitados', coalesce(sum(visitados), 0), 'fora_do_plano', coalesce(sum(fora_do_plano), 0),
            'com_pedido', coalesce(sum(com_pedido), 0), 'ausentes', coalesce(sum(ausentes), 0),
            'fora_do_local', coalesce(sum(fora_do_local), 0)) from por_rep),
        'sem_venda', (select json_agg(json_build_array(motivo_id, n))
          from (select motivo_id, count(*) as n from (select unnest(motivos) as motivo_id from resumos) m group by 1) t),
        'representantes', (select json_agg(json_build_object('representante_id', representante_id,
            'representante', representante, 'planejados', planejados, 'visitados', visitados)
            order by ordem) from por_rep),
        'motivos', ${motivosDaEmpresa}
      ) as resumo
    ),
    pagina as (
      select * from (
        select l.*, a.antes + row_number() over (partition by l.representante_id order by l.dia) as n
        from linhas l join da_pagina a on a.representante_id = l.representante_id
      ) t
      where t.n between ${deslocamento + 1} and ${deslocamento + f.limite}
    )
    -- The page's lines as rows; the summary once, on the first row (or alone, on a page past the end).
    select p.representante_id, p.representante, to_char(p.dia, 'YYYY-MM-DD') as data, p.planejados,
      p.visitados, p.fora_do_plano, p.com_pedido, p.ausentes, p.fora_do_local, p.motivos,
      case when p.n is null or p.n = ${deslocamento + 1} then r.resumo end as resumo
    from resumo r
    left join pagina p on true
    order by p.n`,
  )) as unknown as { rows: LinhaBruta[] };
  const resumo = r.rows[0]?.resumo;
  if (!resumo) throw new Error('relatorios/roteiro: a resposta veio sem o resumo');
  const semVenda = porMotivo(resumo.motivos ?? []);
  return {
    linhas: r.rows.flatMap((l) =>
      l.representante_id === null
        ? []
        : comPercentuais({
            representante_id: l.representante_id,
            representante: l.representante,
            data: l.data,
            planejados: l.planejados,
            visitados: l.visitados,
            fora_do_plano: l.fora_do_plano,
            com_pedido: l.com_pedido,
            sem_venda: semVenda(contar(l.motivos ?? [])),
            ausentes: l.ausentes,
            fora_do_local: l.fora_do_local,
          }),
    ),
    total: resumo.total,
    totais: comPercentuais({ ...resumo.totais, sem_venda: semVenda(new Map(resumo.sem_venda ?? [])) }),
    representantes: (resumo.representantes ?? []).map((t) => ({
      ...t,
      cumprimento: percentual(t.visitados, t.planejados),
    })),
  };
}

/** How many times each reason appears in a line's list. */
function contar(motivos: number[]): Map<number, number> {
  const n = new Map<number, number>();
  for (const m of motivos) n.set(m, (n.get(m) ?? 0) + 1);
  return n;
}

/**
 * The visits without a sale by reason, as the report lists them: most visits first, then by the reason's
 * name in the database's order (`motivos` comes sorted by descricao, id).
 */
function porMotivo(motivos: [number, string][]) {
  const ordem = new Map(motivos.map(([id, descricao], i) => [id, { descricao, i }]));
  return (contagem: Map<number, number>): LinhaRoteiro['sem_venda'] =>
    [...contagem.entries()]
      .flatMap(([id, visitas]) => {
        const m = ordem.get(id);
        return m ? [{ motivo_id: id, motivo: m.descricao, visitas, i: m.i }] : [];
      })
      .sort((a, b) => b.visitas - a.visitas || a.i - b.i)
      .map(({ motivo_id, motivo, visitas }) => ({ motivo_id, motivo, visitas }));
}
