// Reading receivables (issue 30): the list, one with its payments, a customer's statement and the aging
// report. The status is derived in SQL from the stored amounts and today's date (São Paulo), the same
// rule as the domain's situacaoTitulo, so it is never stale.
import {
  type BaixaLida,
  centavosParaNumero,
  meioDaForma,
  numeroTitulo,
  type Paginacao,
  type SituacaoTitulo,
  type TituloLido,
  type TitulosLeitura,
} from '@mascate/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { idsAlterados, naOrdem } from '../db/alteracoes.ts';
import type { Executor } from '../db/banco.ts';
import { contem } from '../db/busca.ts';
import { linhasDe } from '../db/linhas.ts';
import { paginar } from '../db/paginar.ts';
import { clientes, titulos } from '../db/schema.ts';

export const TITULO_NAO_ENCONTRADO = 'Título não encontrado.';

export type FiltrosTitulos = Omit<
  TitulosLeitura,
  'limite' | 'deslocamento' | 'contar_total' | 'total_exato'
> & {
  /** A vendedor's representative (its portfolio), null for an administrador. */
  carteira: number | null;
  hoje: string;
  id?: number;
  /** Only these receivables (an incremental read's page). */
  ids?: number[];
  /** Receivables settled on or after this date (the statement's "paid in the last 90 days"). */
  pagosDesde?: string;
  /** Still owed and not yet due, whether or not partly paid (the statement's "a vencer"). */
  aVencer?: boolean;
};

const ABERTO = sql`(not t.cancelado and t.pago_centavos < t.valor_centavos)`;

function filtroSituacao(s: SituacaoTitulo, hoje: string): SQL {
  switch (s) {
    case 'cancelado':
      return sql`t.cancelado`;
    case 'pago':
      return sql`(not t.cancelado and t.pago_centavos >= t.valor_centavos)`;
    case 'vencido':
      return sql`${ABERTO} and t.vencimento < ${hoje}::date`;
    case 'parcial':
      return sql`${ABERTO} and t.vencimento >= ${hoje}::date and t.pago_centavos > 0`;
    case 'aberto':
      return sql`${ABERTO} and t.vencimento >= ${hoje}::date and t.pago_centavos = 0`;
  }
}

function condicoes(empresaId: number, f: FiltrosTitulos): SQL {
  const partes: SQL[] = [sql`t.empresa_id = ${empresaId}`];
  if (f.id !== undefined) partes.push(sql`t.id = ${f.id}`);
  if (f.ids !== undefined) partes.push(sql`t.id = any (${`{${f.ids.join(',')}}`}::int[])`);
  if (f.carteira !== null) partes.push(sql`t.vendedor_id = ${f.carteira}`);
  if (f.cliente_id !== undefined) partes.push(sql`t.cliente_id = ${f.cliente_id}`);
  // The customer's name or document, through the customers' own search column and trigram index.
  const busca = contem(clientes.busca, f.busca);
  if (busca) {
    partes.push(
      sql`t.cliente_id in (select ${clientes.id} from ${clientes} where ${clientes.empresaId} = ${empresaId} and ${busca})`,
    );
  }
  if (f.representante_id !== undefined) partes.push(sql`t.vendedor_id = ${f.representante_id}`);
  if (f.situacao !== undefined) partes.push(filtroSituacao(f.situacao, f.hoje));
  if (f.vencimento_inicial) partes.push(sql`t.vencimento >= ${f.vencimento_inicial}::date`);
  if (f.vencimento_final) partes.push(sql`t.vencimento <= ${f.vencimento_final}::date`);
  if (f.pagosDesde) partes.push(sql`t.pago_em >= ${f.pagosDesde}::date`);
  if (f.aVencer) partes.push(sql`${ABERTO} and t.vencimento >= ${f.hoje}::date`);
  return sql.join(partes, sql` and `);
}

type Bruta = {
  id: number;
  pedido_id: number;
  pedido_numero: number;
  parcela: number;
  cliente_id: number;
  cliente_nome: string;
  representante_id: number | null;
  vencimento: string;
  valor_centavos: string;
  pago_centavos: string;
  situacao: SituacaoTitulo;
  dias_atraso: number;
  forma_descricao: string;
};

function lido(r: Bruta): TituloLido {
  const valor = Number(r.valor_centavos);
  const pago = Number(r.pago_centavos);
  return {
    id: r.id,
    numero: numeroTitulo(r.pedido_numero, r.parcela),
    pedido_id: r.pedido_id,
    pedido_numero: r.pedido_numero,
    parcela: r.parcela,
    cliente_id: r.cliente_id,
    cliente_nome: r.cliente_nome,
    representante_id: r.representante_id ?? 0,
    vencimento: r.vencimento,
    valor: centavosParaNumero(valor),
    pago: centavosParaNumero(pago),
    aberto: centavosParaNumero(r.situacao === 'cancelado' ? 0 : Math.max(0, valor - pago)),
    situacao: r.situacao,
    dias_atraso: r.dias_atraso,
    meio_sugerido: meioDaForma(r.forma_descricao),
  };
}

/**
 * The page's receivables in due-date order, the customer's name and the order's number joined after the
 * page is chosen (a deferred join: the page walks titulos' own index only).
 */
function consultaPagina(
  empresaId: number,
  f: FiltrosTitulos,
  limite: number | undefined,
  deslocamento: number,
): SQL {
  const pagina = limite === undefined ? sql`` : sql` limit ${limite} offset ${deslocamento}`;
  return sql`
    with pagina as materialized (
      select t.id from titulos t where ${condicoes(empresaId, f)}
       order by t.vencimento, t.id${pagina}
    )
    select t.id, t.pedido_id, coalesce(p.numero, 0) as pedido_numero, t.parcela, t.cliente_id,
           coalesce(c.nome, '') as cliente_nome,
           t.vendedor_id as representante_id, to_char(t.vencimento, 'YYYY-MM-DD') as vencimento,
           t.valor_centavos, t.pago_centavos,
           case when t.cancelado then 'cancelado'
                when t.pago_centavos >= t.valor_centavos then 'pago'
                when t.vencimento < ${f.hoje}::date then 'vencido'
                when t.pago_centavos > 0 then 'parcial' else 'aberto' end as situacao,
           case when ${ABERTO} and t.vencimento < ${f.hoje}::date
                then (${f.hoje}::date - t.vencimento) else 0 end as dias_atraso,
           coalesce(fp.descricao, '') as forma_descricao
      from pagina
      join titulos t on t.empresa_id = ${empresaId} and t.id = pagina.id
      -- Left joins: a vendedor's role may not see a customer off its routes, the receivable stays listed.
      left join pedidos p on p.empresa_id = t.empresa_id and p.id = t.pedido_id
      left join clientes c on c.empresa_id = t.empresa_id and c.id = t.cliente_id
      left join formas_pagamento fp on fp.empresa_id = t.empresa_id and fp.id = p.forma_pagamento_id
     order by t.vencimento, t.id`;
}

/** Every receivable of the filters in the list's order, for an export read through a cursor. */
export const consultaTitulosExportacao = (empresaId: number, f: FiltrosTitulos): SQL =>
  consultaPagina(empresaId, f, undefined, 0);

/** A row of `consultaTitulosExportacao` as the list reads it. */
export const tituloDaLinha = (r: Record<string, unknown>): TituloLido => lido(r as Bruta);

export function listarTitulos(tx: Executor, empresaId: number, p: Paginacao, f: FiltrosTitulos) {
  return paginar<TituloLido>(
    p,
    async (limite, deslocamento) =>
      (await linhasDe<Bruta>(tx, consultaPagina(empresaId, f, limite, deslocamento))).map(lido),
    async (ate) => {
      const limite = ate === undefined ? sql`` : sql` limit ${ate}`;
      const [r] = await linhasDe<{ n: string }>(
        tx,
        sql`select count(*) as n from (select 1 from titulos t where ${condicoes(empresaId, f)}${limite}) x`,
      );
      return Number(r?.n ?? 0);
    },
  );
}

/** Rows for the export and the statement, up to `maximo`, in the list's order. */
export async function titulosAte(tx: Executor, empresaId: number, f: FiltrosTitulos, maximo: number) {
  return (await linhasDe<Bruta>(tx, consultaPagina(empresaId, f, maximo, 0))).map(lido);
}

/** Issue 47: the receivables changed since the read's cursor (db/alteracoes.ts), oldest change first. */
export async function titulosAlterados(
  tx: Executor,
  empresaId: number,
  p: Parameters<typeof idsAlterados>[3],
  limite: number,
  carteira: number | null,
  hoje: string,
) {
  const naCarteira = carteira === null ? undefined : eq(titulos.vendedorId, carteira);
  const { ids, cursor } = await idsAlterados(tx, titulos, empresaId, p, limite, naCarteira);
  if (ids.length === 0) return { linhas: [], cursor };
  const linhas = (
    await linhasDe<Bruta>(tx, consultaPagina(empresaId, { ids, carteira, hoje }, undefined, 0))
  ).map(lido);
  return { linhas: naOrdem(ids, linhas), cursor };
}

export async function buscarTitulo(
  tx: Executor,
  empresaId: number,
  id: number,
  carteira: number | null,
  hoje: string,
): Promise<TituloLido | undefined> {
  const [r] = await linhasDe<Bruta>(tx, consultaPagina(empresaId, { id, carteira, hoje }, 1, 0));
  return r && lido(r);
}

/**
 * What the customer paid from `desde` on: every payment not reversed, whatever its receivable's status now
 * (a part payment counts the day it was made), within a vendedor's portfolio.
 */
export async function pagoDesde(
  tx: Executor,
  empresaId: number,
  clienteId: number,
  carteira: number | null,
  desde: string,
): Promise<number> {
  const daCarteira = carteira === null ? sql`` : sql` and t.vendedor_id = ${carteira}`;
  const [r] = await linhasDe<{ centavos: string }>(
    tx,
    sql`select coalesce(sum(b.valor_centavos), 0) as centavos
          from titulo_baixas b
          join titulos t on t.empresa_id = b.empresa_id and t.id = b.titulo_id
         where b.empresa_id = ${empresaId} and t.cliente_id = ${clienteId}${daCarteira}
           and b.estornada_em is null and b.data >= ${desde}::date`,
  );
  return Number(r?.centavos ?? 0);
}

export async function lerBaixas(tx: Executor, empresaId: number, tituloId: number): Promise<BaixaLida[]> {
  const linhas = await linhasDe<{
    id: number;
    data: string;
    valor_centavos: string;
    meio: BaixaLida['meio'];
    observacao: string;
    usuario_nome: string;
    data_hora: Date;
    estornada_em: Date | null;
    estorno_motivo: string;
    estorno_usuario_nome: string;
  }>(
    tx,
    sql`select id, to_char(data, 'YYYY-MM-DD') as data, valor_centavos, meio, observacao, usuario_nome,
               data_hora, estornada_em, estorno_motivo, estorno_usuario_nome
          from titulo_baixas where empresa_id = ${empresaId} and titulo_id = ${tituloId} order by id`,
  );
  return linhas.map((l) => ({
    id: l.id,
    data: l.data,
    valor: centavosParaNumero(Number(l.valor_centavos)),
    meio: l.meio,
    observacao: l.observacao,
    usuario: l.usuario_nome,
    data_hora: new Date(l.data_hora).toISOString(),
    estornada: l.estornada_em !== null,
    estorno_motivo: l.estorno_motivo,
    estorno_usuario: l.estorno_usuario_nome,
    estorno_data_hora: l.estornada_em ? new Date(l.estornada_em).toISOString() : '',
  }));
}

export type FaixasCentavos = {
  a_vencer: number;
  d1_30: number;
  d31_60: number;
  d61_90: number;
  d90_mais: number;
  total: number;
};

type FiltrosVencimentos = {
  carteira: number | null;
  cliente_id?: number | undefined;
  representante_id?: number | undefined;
};

type LinhaCentavos = FaixasCentavos & { cliente_id: number; cliente_nome: string };

const emNumeros = (r: Record<keyof FaixasCentavos, string>): FaixasCentavos => ({
  a_vencer: Number(r.a_vencer),
  d1_30: Number(r.d1_30),
  d31_60: Number(r.d31_60),
  d61_90: Number(r.d61_90),
  d90_mais: Number(r.d90_mais),
  total: Number(r.total),
});

/**
 * Makes the company's aging summaries for `hoje` when they are for another day (migrations 0061, 0064:
 * `aging_preparar`, one pass over the open receivables once a day per company; a summary of the day is
 * answered at once). They are kept exact by a trigger on every write of `titulos`, so a report reads one
 * row per customer, not every open receivable (666,667 of them in 1,000,000 receivables: seconds).
 */
export async function prepararVencimentos(tx: Executor, hoje: string): Promise<void> {
  await tx.execute(sql`select aging_preparar(${hoje}::date)`);
}

/**
 * Where the report reads from. Every customer of the company (an administrador without a representative):
 * `titulos_aging_cliente`, one row per customer with its name and total, and an index in the report's
 * order, so a page is a walk of that index. A vendedor's portfolio or one representative: the rows of
 * `titulos_aging` of that representative (its share of each customer), grouped per customer.
 */
function porRepresentante(f: FiltrosVencimentos): number | null {
  if (f.carteira !== null && f.representante_id !== undefined && f.representante_id !== f.carteira) return -1;
  return f.carteira ?? f.representante_id ?? null;
}

/**
 * A page of the aging per customer in the report's order (total desc, name, id): `limite` undefined for
 * every line (the export). Sums in cents.
 */
export async function paginaVencimentos(
  tx: Executor,
  empresaId: number,
  f: FiltrosVencimentos,
  limite: number | undefined,
  deslocamento: number,
): Promise<LinhaCentavos[]> {
  const pagina = limite === undefined ? sql`` : sql` limit ${limite} offset ${deslocamento}`;
  const rep = porRepresentante(f);
  const cliente = f.cliente_id === undefined ? sql`` : sql` and a.cliente_id = ${f.cliente_id}`;
  // Every customer: a walk of the summary's index in the report's order, never a sort of all of them
  // (aging_pagina, migration 0065); one customer: its one row.
  const q =
    rep === null && f.cliente_id === undefined
      ? sql`select * from aging_pagina(${empresaId}, ${limite ?? null}, ${deslocamento})`
      : rep === null
        ? sql`select a.cliente_id, a.nome as cliente_nome, a.a_vencer, a.d1_30, a.d31_60, a.d61_90, a.d90_mais, a.total
              from titulos_aging_cliente a
             where a.empresa_id = ${empresaId} and a.total <> 0${cliente}
             order by a.total desc, a.nome, a.cliente_id${pagina}`
        : sql`
    -- Sums as bigint, grouped in the customer's order (a sort of the rows, no hash spilling to disk).
    with somas as materialized (
      select a.cliente_id, sum(a.a_vencer)::bigint as a_vencer, sum(a.d1_30)::bigint as d1_30,
             sum(a.d31_60)::bigint as d31_60, sum(a.d61_90)::bigint as d61_90, sum(a.d90_mais)::bigint as d90_mais,
             sum(a.a_vencer + a.d1_30 + a.d31_60 + a.d61_90 + a.d90_mais)::bigint as total
        from titulos_aging a where a.empresa_id = ${empresaId} and a.vendedor_id = ${rep}${cliente}
       group by a.cliente_id order by a.cliente_id
    )
    -- A customer whose receivables were all paid keeps a row of zeros: not a line of the report. The
    -- name through the vendedor's own view of the customers (a left join: a customer off its routes keeps
    -- its line, without a name).
    select s.*, coalesce(c.nome, '') as cliente_nome from somas s
      left join clientes c on c.empresa_id = ${empresaId} and c.id = s.cliente_id
     where s.total <> 0
     order by s.total desc, c.nome, s.cliente_id${pagina}`;
  const linhas = await linhasDe<
    Record<keyof FaixasCentavos, string> & { cliente_id: number; cliente_nome: string }
  >(tx, q);
  return linhas.map((r) => ({ cliente_id: r.cliente_id, cliente_nome: r.cliente_nome, ...emNumeros(r) }));
}

/** How many customers the report has, counting no further than `ate` when given. */
export async function contarVencimentos(
  tx: Executor,
  empresaId: number,
  f: FiltrosVencimentos,
  ate: number | undefined,
): Promise<number> {
  const limite = ate === undefined ? sql`` : sql` limit ${ate}`;
  const rep = porRepresentante(f);
  const cliente = f.cliente_id === undefined ? sql`` : sql` and a.cliente_id = ${f.cliente_id}`;
  const linhas =
    rep === null
      ? sql`select 1 from titulos_aging_cliente a
             where a.empresa_id = ${empresaId} and a.total <> 0${cliente}${limite}`
      : sql`select 1 from titulos_aging a
             where a.empresa_id = ${empresaId} and a.vendedor_id = ${rep}${cliente}
             group by a.cliente_id
            having sum(a.a_vencer + a.d1_30 + a.d31_60 + a.d61_90 + a.d90_mais) <> 0${limite}`;
  const [r] = await linhasDe<{ n: string }>(tx, sql`select count(*) as n from (${linhas}) x`);
  return Number(r?.n ?? 0);
}

/** The sums of every customer of the report (all pages), in cents. */
export async function totaisVencimentos(
  tx: Executor,
  empresaId: number,
  f: FiltrosVencimentos,
): Promise<FaixasCentavos> {
  const rep = porRepresentante(f);
  const cliente = f.cliente_id === undefined ? sql`` : sql` and a.cliente_id = ${f.cliente_id}`;
  // Every bucket of a customer with a total of 0 is 0 (open amounts are never negative), so its rows are
  // left out; the per-customer summary sums its stored total.
  const origem =
    rep === null
      ? sql`titulos_aging_cliente a where a.empresa_id = ${empresaId} and a.total <> 0${cliente}`
      : sql`titulos_aging a where a.empresa_id = ${empresaId} and a.vendedor_id = ${rep}${cliente}`;
  const total = rep === null ? sql`a.total` : sql`a.a_vencer + a.d1_30 + a.d31_60 + a.d61_90 + a.d90_mais`;
  const [r] = await linhasDe<Record<keyof FaixasCentavos, string>>(
    tx,
    sql`select coalesce(sum(a.a_vencer), 0)::bigint as a_vencer, coalesce(sum(a.d1_30), 0)::bigint as d1_30,
               coalesce(sum(a.d31_60), 0)::bigint as d31_60, coalesce(sum(a.d61_90), 0)::bigint as d61_90,
               coalesce(sum(a.d90_mais), 0)::bigint as d90_mais,
               coalesce(sum(${total}), 0)::bigint as total
          from ${origem}`,
  );
  return r ? emNumeros(r) : { a_vencer: 0, d1_30: 0, d31_60: 0, d61_90: 0, d90_mais: 0, total: 0 };
}
