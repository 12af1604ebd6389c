import type { EntidadeCampo } from '@mascate/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Sessao } from '../auth/sessao.ts';
import type { Tx } from '../db/banco.ts';

/**
 * The representative's slice, one query per entity, each row as (id, dados json) in the shape of
 * domain/schemas/campo.ts. The portfolio filters are explicit here (a vendedor: the customers and routes
 * of the representative's routes, their own orders) and row-level security (migrations 0009, 0011) is the
 * second wall. An administrator's slice is the one of the representative it acts as (`r`); only the
 * representatives list is the whole company's for it, to choose from.
 */
export type Filtro = {
  e: number;
  /** The slice's representative (null: none, the administrator's choosing step). */
  r: number | null;
  /** A vendedor's session: the representatives list holds only itself. */
  vendedor: boolean;
  /** Today in São Paulo: what is overdue. */
  hoje: string;
  ids: number[] | null;
};

/** Only these ids (a page), or every row. */
const soIds = (f: Filtro, coluna: SQL) =>
  f.ids === null ? sql`true` : sql`${coluna} = any(${sql.param(f.ids)}::int[])`;

const rotasDoRepresentante = (f: Filtro, coluna: SQL) =>
  f.r === null
    ? sql`true`
    : sql`${coluna} in (select rr.rota_id from representantes_rotas rr where rr.empresa_id = ${f.e} and rr.representante_id = ${f.r})`;

const clientesDaFatia = (f: Filtro) =>
  sql`select c.*, c.xmin::text as versao from clientes c where c.empresa_id = ${f.e} and ${rotasDoRepresentante(f, sql`c.rota_id`)}`;

/** Each entity's rows as `select id, dados from (...)`; `ids` narrows to some ids (a page). */
const CONSULTAS: Record<EntidadeCampo, (f: Filtro) => SQL> = {
  configuracoes: (f) => sql`select 1 as id, json_build_object('id', 1, 'permite_desconto', permite_desconto,
      'altera_preco_pedido', altera_preco_pedido, 'venda_sem_estoque', venda_sem_estoque) as dados
    from empresas where id = ${f.e} and ${soIds(f, sql`1`)}`,
  representantes: (f) => sql`select id, json_build_object('id', id, 'nome', nome) as dados
    from representantes where empresa_id = ${f.e} and (${!f.vendedor}::boolean or id = ${f.r}::int) and ${soIds(f, sql`id`)}`,
  motivos: (f) => sql`select id, json_build_object('id', id, 'descricao', descricao) as dados
    from motivos_nao_venda where empresa_id = ${f.e} and ${soIds(f, sql`id`)}`,
  unidades: (f) => sql`select id, json_build_object('id', id, 'sigla', sigla, 'descricao', descricao) as dados
    from unidades where empresa_id = ${f.e} and ${soIds(f, sql`id`)}`,
  formas: (
    f,
  ) => sql`select id, json_build_object('id', id, 'descricao', descricao, 'parcelamento', parcelamento,
      'prazos', prazos)
      as dados from formas_pagamento where empresa_id = ${f.e} and ${soIds(f, sql`id`)}`,
  rotas: (
    f,
  ) => sql`select id, json_build_object('id', id, 'nome', nome, 'dias_semana_venda', dias_semana_venda,
      'tabela_preco_id', tabela_preco_id) as dados
    from rotas where empresa_id = ${f.e} and ${rotasDoRepresentante(f, sql`id`)} and ${soIds(f, sql`id`)}`,
  // The tables that apply to the slice: the customers' own and their routes'. Fixed prices of active products.
  tabelas: (f) => sql`select t.id, json_build_object('id', t.id, 'nome', t.nome,
      'ajuste_percentual', t.ajuste_percentual::text, 'validade_inicio', t.validade_inicio,
      'validade_fim', t.validade_fim, 'ativo', t.ativo,
      'fixos', coalesce((select json_agg(json_build_array(i.produto_id, i.preco::text) order by i.produto_id)
        from tabela_preco_itens i join produtos p on p.empresa_id = i.empresa_id and p.id = i.produto_id
        where i.empresa_id = t.empresa_id and i.tabela_preco_id = t.id and p.status = 0), '[]')) as dados
    from tabelas_precos t where t.empresa_id = ${f.e} and ${soIds(f, sql`t.id`)} and t.id in (
      select c.tabela_preco_id from (${clientesDaFatia(f)}) c where c.tabela_preco_id is not null
      union select r.tabela_preco_id from rotas r
        where r.empresa_id = ${f.e} and r.tabela_preco_id is not null and ${rotasDoRepresentante(f, sql`r.id`)})`,
  // Active products only (status 0): an inactivated one leaves the device as a removal.
  produtos: (
    f,
  ) => sql`select p.id, json_build_object('id', p.id, 'codigo', p.codigo, 'descricao', p.descricao,
      'unidade_id', p.unidade_id, 'unidade', coalesce(u.sigla, ''), 'preco', p.preco::text,
      'estoque', p.estoque::text) as dados
    from produtos p left join unidades u on u.empresa_id = p.empresa_id and u.id = p.unidade_id
    where p.empresa_id = ${f.e} and p.status = 0 and ${soIds(f, sql`p.id`)}`,
  clientes: (f) => sql`select c.id, json_build_object('id', c.id, 'nome', c.nome, 'apelido', c.apelido,
      'cnpj_cpf', c.cnpj_cpf, 'logradouro', c.logradouro, 'numero', c.numero, 'bairro', c.bairro,
      'cidade', c.cidade, 'uf', c.uf, 'cep', c.cep, 'fone1', c.fone1, 'email', c.email, 'rota_id', c.rota_id,
      'tabela_preco_id', c.tabela_preco_id) as dados from (${clientesDaFatia(f)}) c where ${soIds(f, sql`c.id`)}`,
  // The credit position of the slice's customers (a SECURITY DEFINER function of migration 0059 counts
  // every representative's receivables and orders, as the server's check of an order does).
  creditos: (f) => sql`select x.cliente_id as id, json_build_object('id', x.cliente_id,
      'limite_credito', x.limite::text,
      'em_aberto', ((x.titulos_centavos + x.pedidos_centavos)::numeric / 100)::numeric(16, 2)::text,
      'vencido', (x.vencido_centavos::numeric / 100)::numeric(16, 2)::text,
      'maior_atraso_dias', x.maior_atraso,
      'disponivel', (x.limite - (x.titulos_centavos + x.pedidos_centavos)::numeric / 100)::numeric(16, 2)::text,
      'bloquear_limite', emp.bloquear_limite = 1,
      'bloquear_vencidos_dias', emp.bloquear_vencidos_dias) as dados
    from app_creditos_campo(coalesce((select array_agg(c.id) from (${clientesDaFatia(f)}) c
        where ${soIds(f, sql`c.id`)}), '{}'::int[]), ${f.hoje}::date) x
      join empresas emp on emp.id = ${f.e}`,
  // Each customer's last 10 orders (a vendedor's own only), with their items for "Repetir pedido".
  pedidos: (f) => sql`select p.id, json_build_object('id', p.id, 'numero', p.numero,
      'participante_id', p.participante_id, 'data', p.data, 'situacao', p.situacao, 'valor', p.valor::text,
      'desconto', p.desconto::text, 'tabela_preco_id', p.tabela_preco_id,
      'forma_pagamento_id', p.forma_pagamento_id,
      'itens', coalesce((select json_agg(json_build_object('produto_id', i.produto_id, 'descricao', i.descricao,
          'unidade', i.unidade, 'qt', i.qt::text, 'preco', i.preco::text, 'desconto', i.desconto::text,
          'total', i.total::text) order by i.seq)
        from pedido_itens i where i.empresa_id = p.empresa_id and i.pedido_id = p.id), '[]')) as dados
    from (${clientesDaFatia(f)}) c cross join lateral (
      select * from pedidos p where p.empresa_id = c.empresa_id and p.participante_id = c.id
        and (${f.r}::int is null or p.vendedor_id = ${f.r}::int) and ${soIds(f, sql`p.id`)}
      order by p.data desc, p.id desc limit 10) p`,
};

/** The slice of a session acting as representative `r` (a vendedor's is always its own). */
export const filtroDe = (s: Sessao, r: number | null, hoje: string): Filtro => ({
  e: s.empresaId,
  r: s.representanteId ?? r,
  vendedor: s.representanteId !== null,
  hoje,
  ids: null,
});

/**
 * The big entities' row versions instead of a hash of their content: PostgreSQL's `xmin` (the transaction
 * that wrote the row's current version) changes on every update of the row, so building thousands of
 * JSON rows only to hash them is not needed to find the few that changed. Each version covers every
 * table the row's content comes from (a product's unit; an order's items are rewritten with the order).
 */
const VERSOES: Partial<Record<EntidadeCampo, (f: Filtro) => SQL>> = {
  produtos: (f) => sql`select p.id, p.xmin::text || ':' || coalesce(u.xmin::text, '') as versao
    from produtos p left join unidades u on u.empresa_id = p.empresa_id and u.id = p.unidade_id
    where p.empresa_id = ${f.e} and p.status = 0`,
  clientes: (f) => sql`select c.id, c.versao from (${clientesDaFatia(f)}) c`,
  pedidos: (f) => sql`select p.id, p.xmin::text as versao
    from (${clientesDaFatia(f)}) c cross join lateral (
      select p.id, p.xmin from pedidos p where p.empresa_id = c.empresa_id and p.participante_id = c.id
        and (${f.r}::int is null or p.vendedor_id = ${f.r}::int)
      order by p.data desc, p.id desc limit 10) p`,
};

/** A short hash (or version) of each row: what the next sync compares against. */
export async function hashesDe(tx: Tx, f: Filtro, entidade: EntidadeCampo): Promise<Record<string, string>> {
  const versoes = VERSOES[entidade];
  // One JSON object per entity ({id: hash}): a single value to read instead of thousands of rows.
  const r = (await tx.execute(
    versoes
      ? sql`select coalesce(json_object_agg(x.id, x.versao), '{}') as hashes from (${versoes(f)}) x`
      : sql`select coalesce(json_object_agg(x.id, left(md5(x.dados::text), 16)), '{}') as hashes
      from (${CONSULTAS[entidade](f)}) x`,
  )) as unknown as { rows: { hashes: Record<string, string> }[] };
  return r.rows[0]?.hashes ?? {};
}

/** The rows of some ids of one entity (a page), as the device stores them. */
export async function linhasDe(
  tx: Tx,
  f: Filtro,
  entidade: EntidadeCampo,
  ids: number[],
): Promise<unknown[]> {
  if (ids.length === 0) return [];
  const r = (await tx.execute(
    sql`select x.dados from (${CONSULTAS[entidade]({ ...f, ids })}) x`,
  )) as unknown as {
    rows: { dados: unknown }[];
  };
  return r.rows.map((l) => l.dados);
}
