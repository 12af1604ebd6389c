import type {
  EventoComissao,
  ImpostosPedido,
  MeioPagamento,
  OrigemBaixa,
  Papel,
  RegimeTributario,
  Situacao,
  SituacaoRecebimento,
  TipoChavePix,
} from '@mascate/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  customType,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { dobraSql } from './dobra.ts';

/** The taxes an order stores (issue 48): the domain's answer, in cents and hundredths of a percent. */
export type ImpostosGuardados = ImpostosPedido;

/** A file attached to a queued mail, its content in base64. */
export type AnexoGuardado = { nome: string; tipo: string; base64: string };

// Mirrors the SQL migrations (the source of truth); tests exercise every table through it.
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
/** A transaction's id as PostgreSQL 13+ keeps it (64 bits, never wraps): read as text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });
/** Issue 47 (0132): when the row last changed and the transaction that changed it (the trigger sets both). */
const alteracao = () => ({
  alteradoEm: timestamp('alterado_em', { withTimezone: true }).notNull().defaultNow(),
  alteradoXid: xid8('alterado_xid').notNull().default(sql`'1'`),
});
const criadoEm = () => timestamp('criado_em', { withTimezone: true }).notNull().defaultNow();
const empresaId = () => integer('empresa_id').notNull();

export const empresas = pgTable('empresas', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  nome: varchar('nome', { length: 150 }).notNull(),
  fantasia: varchar('fantasia', { length: 150 }).notNull().default(''),
  cnpj: varchar('cnpj', { length: 14 }).notNull().default(''),
  ie: varchar('ie', { length: 20 }).notNull().default(''),
  cep: varchar('cep', { length: 8 }).notNull().default(''),
  logradouro: varchar('logradouro', { length: 150 }).notNull().default(''),
  numero: varchar('numero', { length: 20 }).notNull().default(''),
  bairro: varchar('bairro', { length: 100 }).notNull().default(''),
  complemento: varchar('complemento', { length: 150 }).notNull().default(''),
  cidade: varchar('cidade', { length: 100 }).notNull().default(''),
  uf: varchar('uf', { length: 2 }).notNull().default(''),
  email: varchar('email', { length: 150 }).notNull().default(''),
  fone: varchar('fone', { length: 20 }).notNull().default(''),
  linkMapaGoogle: varchar('link_mapa_google', { length: 500 }).notNull().default(''),
  token: uuid('token').notNull().defaultRandom(),
  financeiroVenda: smallint('financeiro_venda').notNull().default(0),
  permiteDesconto: smallint('permite_desconto').notNull().default(0),
  vendaClienteAutorizado: smallint('venda_cliente_autorizado').notNull().default(0),
  vendaSemEstoque: smallint('venda_sem_estoque').notNull().default(1),
  alteraPrecoPedido: smallint('altera_preco_pedido').notNull().default(1),
  usaMerchant: smallint('usa_merchant').notNull().default(0),
  ultimoNumeroPedido: integer('ultimo_numero_pedido').notNull().default(0),
  criadoEm: criadoEm(),
  raioVisitaM: integer('raio_visita_m').notNull().default(300),
  // Issue 30 (0040): credit blocking.
  bloquearVencidosDias: smallint('bloquear_vencidos_dias'),
  bloquearLimite: smallint('bloquear_limite').notNull().default(0),
  comissaoPadrao: numeric('comissao_padrao', { precision: 5, scale: 2 }),
  comissaoQuando: varchar('comissao_quando', { length: 12 }).notNull().default('faturamento'),
  // Issue 48 (0140).
  regimeTributario: varchar('regime_tributario', { length: 16 })
    .$type<RegimeTributario>()
    .notNull()
    .default('simples'),
});

/** A person who signs in (issue 51, migration 0180): the e-mail and password of all their memberships. */
export const pessoas = pgTable('pessoas', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  email: varchar('email', { length: 150 }).notNull(),
  nome: varchar('nome', { length: 150 }).notNull(),
  senhaHash: text('senha_hash').notNull(),
  criadoEm: criadoEm(),
});

/** One membership of a person in one company (migration 0180): role, representative, sessions. */
export const usuarios = pgTable('usuarios', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  empresaId: empresaId(),
  pessoaId: integer('pessoa_id').notNull(),
  email: varchar('email', { length: 150 }).notNull(),
  nome: varchar('nome', { length: 150 }).notNull(),
  convitePendente: boolean('convite_pendente').notNull().default(false),
  imagemLogin: varchar('imagem_login', { length: 1000 }).notNull().default(''),
  criadoEm: criadoEm(),
  papel: varchar('papel', { length: 20 }).$type<Papel>().notNull().default('administrador'),
  representanteId: integer('representante_id'),
  ativo: boolean('ativo').notNull().default(true),
});

export const sessoes = pgTable('sessoes', {
  tokenHash: text('token_hash').primaryKey(),
  usuarioId: integer('usuario_id').notNull(),
  empresaId: empresaId(),
  criadaEm: timestamp('criada_em', { withTimezone: true }).notNull().defaultNow(),
  expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
  revogadaEm: timestamp('revogada_em', { withTimezone: true }),
});

export const chavesTrocaSenha = pgTable('chaves_troca_senha', {
  chaveHash: text('chave_hash').primaryKey(),
  usuarioId: integer('usuario_id').notNull(),
  criadaEm: timestamp('criada_em', { withTimezone: true }).notNull().defaultNow(),
  expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
  usadaEm: timestamp('usada_em', { withTimezone: true }),
  /** An invitation's key (migration 0120): accepted with the password alone. */
  convite: boolean('convite').notNull().default(false),
});

export const tentativasAcesso = pgTable('tentativas_acesso', {
  chave: varchar('chave', { length: 300 }).primaryKey(),
  falhas: integer('falhas').notNull().default(0),
  janelaInicio: timestamp('janela_inicio', { withTimezone: true }).notNull().defaultNow(),
  esperaAte: timestamp('espera_ate', { withTimezone: true }),
});

export const emailsSaida = pgTable('emails_saida', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  para: varchar('para', { length: 300 }).notNull(),
  assunto: varchar('assunto', { length: 300 }).notNull(),
  texto: text('texto').notNull(),
  html: text('html').notNull(),
  criadoEm: criadoEm(),
  enviadoEm: timestamp('enviado_em', { withTimezone: true }),
  erro: text('erro'),
  tentativas: integer('tentativas').notNull().default(0),
  proximaEm: timestamp('proxima_em', { withTimezone: true }).defaultNow(),
  segredo: text('segredo'),
  anexos: jsonb('anexos').$type<AnexoGuardado[]>().notNull().default([]),
  /** The order the message carries (migration 0052), to show the order's mail status. */
  empresaId: integer('empresa_id'),
  pedidoId: integer('pedido_id'),
});

export const oidcEstados = pgTable('oidc_estados', {
  estado: varchar('estado', { length: 100 }).primaryKey(),
  verificador: varchar('verificador', { length: 200 }).notNull(),
  nonce: varchar('nonce', { length: 100 }).notNull(),
  criadoEm: criadoEm(),
});

export const formasPagamento = pgTable(
  'formas_pagamento',
  {
    empresaId: empresaId(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    descricao: varchar('descricao', { length: 150 }).notNull(),
    parcelamento: smallint('parcelamento').notNull().default(0),
    prazos: varchar('prazos', { length: 120 }).notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);

export const unidades = pgTable(
  'unidades',
  {
    empresaId: empresaId(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    sigla: varchar('sigla', { length: 10 }).notNull(),
    descricao: varchar('descricao', { length: 100 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);

export const rotas = pgTable(
  'rotas',
  {
    empresaId: empresaId(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    nome: varchar('nome', { length: 100 }).notNull(),
    descricao: varchar('descricao', { length: 255 }).notNull().default(''),
    diasSemanaVenda: char('dias_semana_venda', { length: 7 }).notNull().default('0000000'),
    tabelaPrecoId: integer('tabela_preco_id'),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);

export const representantes = pgTable(
  'representantes',
  {
    empresaId: empresaId(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    nome: varchar('nome', { length: 150 }).notNull(),
    email: varchar('email', { length: 150 }).notNull().default(''),
    cnpjCpf: varchar('cnpj_cpf', { length: 14 }).notNull(),
    status: smallint('status').notNull().default(1),
    comissaoPercentual: numeric('comissao_percentual', { precision: 5, scale: 2 }),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);

export const representantesRotas = pgTable(
  'representantes_rotas',
  {
    empresaId: empresaId(),
    representanteId: integer('representante_id').notNull(),
    rotaId: integer('rota_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.representanteId, t.rotaId] })],
);

export const clientes = pgTable(
  'clientes',
  {
    empresaId: empresaId(),
    ...alteracao(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    rotaId: integer('rota_id'),
    nome: varchar('nome', { length: 150 }).notNull(),
    apelido: varchar('apelido', { length: 150 }).notNull().default(''),
    logradouro: varchar('logradouro', { length: 150 }).notNull().default(''),
    numero: varchar('numero', { length: 20 }).notNull().default(''),
    cep: varchar('cep', { length: 8 }).notNull().default(''),
    bairro: varchar('bairro', { length: 100 }).notNull().default(''),
    complemento: varchar('complemento', { length: 150 }).notNull().default(''),
    cidade: varchar('cidade', { length: 100 }).notNull().default(''),
    uf: varchar('uf', { length: 2 }).notNull().default(''),
    email: varchar('email', { length: 150 }).notNull().default(''),
    fone1: varchar('fone1', { length: 20 }).notNull().default(''),
    cnpjCpf: varchar('cnpj_cpf', { length: 14 }).notNull(),
    ieRg: varchar('ie_rg', { length: 20 }).notNull().default(''),
    tabelaPrecoId: integer('tabela_preco_id'),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    /** nome apelido cnpj_cpf folded (lower case, no accents: db/busca.ts), kept by PostgreSQL (migration 0031). */
    busca: text('busca').generatedAlwaysAs(dobraSql(sql`nome || ' ' || apelido || ' ' || cnpj_cpf`)),
    /** Issue 30 (0040): R$, null when no limit. */
    limiteCredito: numeric('limite_credito', { precision: 14, scale: 2 }),
    /** Issue 48 (0140): 1 contribuinte do ICMS, 2 isento, 9 não contribuinte. */
    contribuinteIcms: smallint('contribuinte_icms').notNull().default(9),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);

export const visitas = pgTable(
  'visitas',
  {
    empresaId: empresaId(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    clienteId: integer('cliente_id').notNull(),
    representanteId: integer('representante_id').notNull(),
    obs: varchar('obs', { length: 1000 }).notNull().default(''),
    dataHora: timestamp('data_hora', { withTimezone: true, mode: 'string' }).notNull(),
    checkinEm: timestamp('checkin_em', { withTimezone: true, mode: 'string' }),
    checkoutEm: timestamp('checkout_em', { withTimezone: true, mode: 'string' }),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    precisaoM: numeric('precisao_m', { precision: 9, scale: 1 }),
    resultado: varchar('resultado', { length: 10 }),
    motivoId: integer('motivo_id'),
    pedidoId: integer('pedido_id'),
    origem: varchar('origem', { length: 10 }),
    /** Metres to the customer's place, kept by triggers (migration 0068) for the route report. */
    distanciaM: integer('distancia_m'),
    /** The visit's calendar day in São Paulo, kept by PostgreSQL (migration 0069) for the route report. */
    dia: date('dia', { mode: 'string' }).generatedAlwaysAs(
      sql`(data_hora AT TIME ZONE 'America/Sao_Paulo')::date`,
    ),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);

/**
 * The route report's summary of the visits (migration 0070), kept by triggers on visitas and clientes: per
 * day, representative and route of the customer (0: none), what the report counts; the plan and the
 * company's radius are applied when the report is read.
 */
export const visitasRoteiro = pgTable(
  'visitas_roteiro',
  {
    empresaId: empresaId(),
    dia: date('dia', { mode: 'string' }).notNull(),
    representanteId: integer('representante_id').notNull(),
    rotaId: integer('rota_id').notNull(),
    clientes: integer('clientes').notNull(),
    comPedido: integer('com_pedido').notNull(),
    ausentes: integer('ausentes').notNull(),
    /** Per visit, the larger of its distance and its GPS accuracy in whole metres up, ascending. */
    locais: integer('locais').array().notNull(),
    motivos: integer('motivos').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.dia, t.representanteId, t.rotaId] })],
);

export const motivosNaoVenda = pgTable(
  'motivos_nao_venda',
  {
    empresaId: empresaId(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    descricao: varchar('descricao', { length: 100 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);

export const produtos = pgTable(
  'produtos',
  {
    empresaId: empresaId(),
    ...alteracao(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    codigo: varchar('codigo', { length: 60 }).notNull(),
    descricao: varchar('descricao', { length: 255 }).notNull(),
    unidadeId: integer('unidade_id').notNull(),
    preco: numeric('preco', { precision: 14, scale: 2 }).notNull(),
    status: smallint('status').notNull().default(0),
    estoque: numeric('estoque', { precision: 14, scale: 3 }).notNull().default('0'),
    tipo: smallint('tipo').notNull().default(0),
    meuId: integer('meu_id').notNull().default(0),
    /** codigo descricao folded (db/busca.ts), kept by PostgreSQL (migration 0031), for contains-search. */
    busca: text('busca').generatedAlwaysAs(dobraSql(sql`codigo || ' ' || descricao`)),
    /** descricao folded, in byte order (collation "C", migrations 0015, 0031), for the picker's "begins with". */
    descricaoBusca: text('descricao_busca').generatedAlwaysAs(dobraSql(sql`descricao`)),
    comissaoPercentual: numeric('comissao_percentual', { precision: 5, scale: 2 }),
    // Issue 48 (0140): fiscal data; aliquota_ipi in hundredths of a percent.
    ncm: varchar('ncm', { length: 8 }).notNull().default(''),
    cest: varchar('cest', { length: 7 }).notNull().default(''),
    origem: smallint('origem').notNull().default(0),
    aliquotaIpi: integer('aliquota_ipi').notNull().default(0),
    pesoUnitario: numeric('peso_unitario', { precision: 14, scale: 3 }),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);

export const produtoImagens = pgTable(
  'produto_imagens',
  {
    empresaId: empresaId(),
    produtoId: integer('produto_id').notNull(),
    tipo: varchar('tipo', { length: 50 }).notNull(),
    dados: bytea('dados').notNull(),
    atualizadaEm: timestamp('atualizada_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.produtoId] })],
);

export const pedidos = pgTable(
  'pedidos',
  {
    empresaId: empresaId(),
    ...alteracao(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    numero: integer('numero').notNull(),
    identOperacao: smallint('ident_operacao').notNull().default(1),
    naturezaId: integer('natureza_id').notNull().default(0),
    data: date('data', { mode: 'string' }).notNull(),
    dataSaida: date('data_saida', { mode: 'string' }),
    formaPagamentoId: integer('forma_pagamento_id'),
    participanteId: integer('participante_id').notNull(),
    vendedorId: integer('vendedor_id'),
    valor: numeric('valor', { precision: 14, scale: 2 }).notNull(),
    desconto: numeric('desconto', { precision: 14, scale: 2 }).notNull().default('0'),
    chaveCliente: varchar('chave_cliente', { length: 64 }),
    /** The user who sent the key (migration 0025): keys are unique per user. */
    chaveUsuarioId: integer('chave_usuario_id'),
    /** SHA-256 (hex) of the body the key came with: the same key with another body is refused. */
    chaveCorpo: char('chave_corpo', { length: 64 }),
    criadoEm: criadoEm(),
    tabelaPrecoId: integer('tabela_preco_id'),
    situacao: varchar('situacao', { length: 10 }).$type<Situacao>().notNull().default('pedido'),
    observacoes: varchar('observacoes', { length: 2000 }).notNull().default(''),
    /** The customer's search column (clientes.busca), kept by triggers (migration 0075): never written here. */
    clienteBusca: text('cliente_busca').notNull().default(''),
    /** Issue 48 (0140): the taxes computed when the order was saved; NULL before. */
    impostos: jsonb('impostos').$type<ImpostosGuardados>(),
    /** NULL reads as valor − desconto. */
    totalAPagar: numeric('total_a_pagar', { precision: 14, scale: 2 }),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);

export const pedidoItens = pgTable(
  'pedido_itens',
  {
    empresaId: empresaId(),
    pedidoId: integer('pedido_id').notNull(),
    seq: smallint('seq').notNull(),
    idItem: varchar('id_item', { length: 64 }).notNull().default(''),
    produtoId: integer('produto_id').notNull(),
    codpro: varchar('codpro', { length: 60 }).notNull().default(''),
    descricao: varchar('descricao', { length: 255 }).notNull(),
    unidadeId: integer('unidade_id'),
    unidade: varchar('unidade', { length: 10 }).notNull().default(''),
    qt: numeric('qt', { precision: 14, scale: 3 }).notNull(),
    preco: numeric('preco', { precision: 14, scale: 2 }).notNull(),
    desconto: numeric('desconto', { precision: 14, scale: 2 }).notNull().default('0'),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.pedidoId, t.seq] })],
);

export const pedidoParcelas = pgTable(
  'pedido_parcelas',
  {
    empresaId: empresaId(),
    pedidoId: integer('pedido_id').notNull(),
    parcela: smallint('parcela').notNull(),
    vencimento: date('vencimento', { mode: 'string' }).notNull(),
    valor: numeric('valor', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.pedidoId, t.parcela] })],
);

/** The dashboard's monthly summary, kept by a trigger on pedidos (migration 0010). */
export const pedidosResumoMensal = pgTable(
  'pedidos_resumo_mensal',
  {
    empresaId: empresaId(),
    mes: date('mes', { mode: 'string' }).notNull(),
    vendedorId: integer('vendedor_id').notNull(),
    situacao: varchar('situacao', { length: 10 }).notNull(),
    quantidade: integer('quantidade').notNull(),
    valor: numeric('valor', { precision: 16, scale: 2 }).notNull(),
    desconto: numeric('desconto', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.mes, t.vendedorId, t.situacao] })],
);

export const tabelasPrecos = pgTable(
  'tabelas_precos',
  {
    empresaId: empresaId(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    nome: varchar('nome', { length: 100 }).notNull(),
    ajustePercentual: numeric('ajuste_percentual', { precision: 7, scale: 2 }).notNull().default('0'),
    validadeInicio: date('validade_inicio', { mode: 'string' }),
    validadeFim: date('validade_fim', { mode: 'string' }),
    ativo: smallint('ativo').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);

export const tabelaPrecoItens = pgTable(
  'tabela_preco_itens',
  {
    empresaId: empresaId(),
    tabelaPrecoId: integer('tabela_preco_id').notNull(),
    produtoId: integer('produto_id').notNull(),
    preco: numeric('preco', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.tabelaPrecoId, t.produtoId] })],
);

// Issue 13: the append-only history of an order's status, and its share links (0008).
export const pedidoHistorico = pgTable(
  'pedido_historico',
  {
    empresaId: empresaId(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    pedidoId: integer('pedido_id').notNull(),
    de: varchar('de', { length: 10 }).$type<Situacao>(),
    para: varchar('para', { length: 10 }).$type<Situacao>().notNull(),
    motivo: varchar('motivo', { length: 1000 }).notNull().default(''),
    usuarioId: integer('usuario_id'),
    usuarioNome: varchar('usuario_nome', { length: 150 }).notNull(),
    dataHora: timestamp('data_hora', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);

export const pedidoLinks = pgTable(
  'pedido_links',
  {
    empresaId: empresaId(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    pedidoId: integer('pedido_id').notNull(),
    chaveHash: char('chave_hash', { length: 64 }).notNull(),
    criadoEm: criadoEm(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    revogadoEm: timestamp('revogado_em', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);

// Issue 30 (0040): receivables of invoiced orders and their payments (reversals mark, never delete).
export const titulos = pgTable(
  'titulos',
  {
    empresaId: empresaId(),
    ...alteracao(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    pedidoId: integer('pedido_id').notNull(),
    parcela: smallint('parcela').notNull(),
    clienteId: integer('cliente_id').notNull(),
    vendedorId: integer('vendedor_id'),
    vencimento: date('vencimento', { mode: 'string' }).notNull(),
    valorCentavos: bigint('valor_centavos', { mode: 'number' }).notNull(),
    pagoCentavos: bigint('pago_centavos', { mode: 'number' }).notNull().default(0),
    pagoEm: date('pago_em', { mode: 'string' }),
    cancelado: boolean('cancelado').notNull().default(false),
    criadoEm: criadoEm(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);

/** The aging report's summary (migration 0061): open cents per customer and representative by bucket. */
export const titulosAgingRef = pgTable('titulos_aging_ref', {
  empresaId: empresaId().primaryKey(),
  referencia: date('referencia', { mode: 'string' }).notNull(),
});

export const titulosAging = pgTable(
  'titulos_aging',
  {
    empresaId: empresaId(),
    clienteId: integer('cliente_id').notNull(),
    vendedorId: integer('vendedor_id').notNull(),
    aVencer: bigint('a_vencer', { mode: 'number' }).notNull(),
    d1_30: bigint('d1_30', { mode: 'number' }).notNull(),
    d31_60: bigint('d31_60', { mode: 'number' }).notNull(),
    d61_90: bigint('d61_90', { mode: 'number' }).notNull(),
    d90Mais: bigint('d90_mais', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.clienteId, t.vendedorId] })],
);

/** The same summary per customer (all representatives), with its name and total (migration 0064). */
export const titulosAgingCliente = pgTable(
  'titulos_aging_cliente',
  {
    empresaId: empresaId(),
    clienteId: integer('cliente_id').notNull(),
    nome: varchar('nome', { length: 150 }).notNull(),
    aVencer: bigint('a_vencer', { mode: 'number' }).notNull(),
    d1_30: bigint('d1_30', { mode: 'number' }).notNull(),
    d31_60: bigint('d31_60', { mode: 'number' }).notNull(),
    d61_90: bigint('d61_90', { mode: 'number' }).notNull(),
    d90Mais: bigint('d90_mais', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).generatedAlwaysAs(
      sql`a_vencer + d1_30 + d31_60 + d61_90 + d90_mais`,
    ),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.clienteId] })],
);

export const tituloBaixas = pgTable(
  'titulo_baixas',
  {
    empresaId: empresaId(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    tituloId: integer('titulo_id').notNull(),
    data: date('data', { mode: 'string' }).notNull(),
    valorCentavos: bigint('valor_centavos', { mode: 'number' }).notNull(),
    meio: varchar('meio', { length: 15 }).$type<MeioPagamento>().notNull(),
    observacao: varchar('observacao', { length: 500 }).notNull().default(''),
    usuarioId: integer('usuario_id'),
    usuarioNome: varchar('usuario_nome', { length: 150 }).notNull(),
    dataHora: timestamp('data_hora', { withTimezone: true }).notNull().defaultNow(),
    estornadaEm: timestamp('estornada_em', { withTimezone: true }),
    estornoMotivo: varchar('estorno_motivo', { length: 500 }).notNull().default(''),
    estornoUsuarioId: integer('estorno_usuario_id'),
    estornoUsuarioNome: varchar('estorno_usuario_nome', { length: 150 }).notNull().default(''),
    // Issue 49 (0150): the Pix payment's end-to-end id, and who recorded the payment.
    endToEndId: varchar('end_to_end_id', { length: 35 }),
    origem: varchar('origem', { length: 10 }).$type<OrigemBaixa>().notNull().default('manual'),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);

// Issue 31 (0050): commission lines, append-only, and one goal per representative and month.
export const comissoes = pgTable(
  'comissoes',
  {
    empresaId: empresaId(),
    id: bigint('id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    representanteId: integer('representante_id').notNull(),
    pedidoId: integer('pedido_id').notNull(),
    seq: smallint('seq').notNull(),
    produtoId: integer('produto_id').notNull(),
    evento: varchar('evento', { length: 12 }).$type<EventoComissao>().notNull(),
    parcela: smallint('parcela'),
    base: numeric('base', { precision: 14, scale: 2 }).notNull(),
    percentual: numeric('percentual', { precision: 5, scale: 2 }).notNull(),
    valor: numeric('valor', { precision: 14, scale: 2 }).notNull(),
    ganhoEm: timestamp('ganho_em', { withTimezone: true }).notNull().defaultNow(),
    // Filled by a trigger from the order and its item (migration 0062).
    pedidoNumero: integer('pedido_numero'),
    clienteId: integer('cliente_id'),
    produto: varchar('produto', { length: 255 }),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);

export const metas = pgTable(
  'metas',
  {
    empresaId: empresaId(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    representanteId: integer('representante_id').notNull(),
    mes: date('mes', { mode: 'string' }).notNull(),
    valor: numeric('valor', { precision: 14, scale: 2 }).notNull(),
    positivacao: integer('positivacao'),
    clientesNovos: integer('clientes_novos'),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);

// The company of the current tenant transaction, as row-level security sees it.
export const empresaDaSessao = sql`nullif(current_setting('app.empresa_id', true), '')::integer`;

// Mascate Campo (migration 0045): the field app's operations, kept by the device's UUID, and the
// snapshots its syncs compare against.
export const campoOperacoes = pgTable(
  'campo_operacoes',
  {
    empresaId: empresaId(),
    id: uuid('id').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    tipo: varchar('tipo', { length: 10 }).$type<'pedido' | 'visita'>().notNull(),
    situacao: varchar('situacao', { length: 10 }).$type<'aplicada' | 'recusada'>().notNull(),
    mensagem: varchar('mensagem', { length: 1000 }).notNull().default(''),
    registroId: integer('registro_id'),
    registroNumero: integer('registro_numero'),
    feitoEm: timestamp('feito_em', { withTimezone: true, mode: 'string' }),
    recebidaEm: timestamp('recebida_em', { withTimezone: true }).notNull().defaultNow(),
    // Issue 43 (migration 0111): the SHA-256 of the operation's tipo and dados; NULL before it.
    conteudo: char('conteudo', { length: 64 }),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.usuarioId, t.id] })],
);

export const campoRetratos = pgTable(
  'campo_retratos',
  {
    empresaId: empresaId(),
    id: uuid('id').notNull(),
    usuarioId: integer('usuario_id').notNull(),
    criadoEm: criadoEm(),
    hashes: jsonb('hashes').$type<Record<string, Record<string, string>>>().notNull(),
    pendentes: jsonb('pendentes').$type<[string, number][]>().notNull(),
    representanteId: integer('representante_id'),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);

// Issue 49 (0150): the company's Pix (key and PSP), the charges made at the PSP, and the Pix notices received.
export const pixConfiguracoes = pgTable('pix_configuracoes', {
  empresaId: empresaId().primaryKey(),
  tipoChave: varchar('tipo_chave', { length: 10 }).$type<TipoChavePix>().notNull(),
  chave: varchar('chave', { length: 77 }).notNull(),
  nome: varchar('nome', { length: 25 }).notNull(),
  cidade: varchar('cidade', { length: 15 }).notNull(),
  pspUrl: varchar('psp_url', { length: 500 }).notNull().default(''),
  pspClientId: varchar('psp_client_id', { length: 200 }).notNull().default(''),
  pspClientSecret: varchar('psp_client_secret', { length: 500 }).notNull().default(''),
  pspCertificado: text('psp_certificado').notNull().default(''),
  pspChavePrivada: text('psp_chave_privada').notNull().default(''),
  cobrarAoFaturar: boolean('cobrar_ao_faturar').notNull().default(false),
  expiracaoSegundos: integer('expiracao_segundos').notNull().default(86400),
  webhookHash: char('webhook_hash', { length: 64 }),
  alteradoEm: timestamp('alterado_em', { withTimezone: true }).notNull().defaultNow(),
});

export const pixCobrancas = pgTable(
  'pix_cobrancas',
  {
    empresaId: empresaId(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    tituloId: integer('titulo_id').notNull(),
    txid: varchar('txid', { length: 35 }).notNull(),
    valorCentavos: bigint('valor_centavos', { mode: 'number' }).notNull(),
    situacao: varchar('situacao', { length: 10 })
      .$type<'pendente' | 'ativa' | 'falhou'>()
      .notNull()
      .default('pendente'),
    pixCopiaECola: text('pix_copia_e_cola').notNull().default(''),
    location: varchar('location', { length: 500 }).notNull().default(''),
    erro: varchar('erro', { length: 500 }).notNull().default(''),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    criadaEm: timestamp('criada_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);

export const pixRecebimentos = pgTable(
  'pix_recebimentos',
  {
    empresaId: empresaId(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    endToEndId: varchar('end_to_end_id', { length: 35 }).notNull(),
    txid: varchar('txid', { length: 35 }).notNull().default(''),
    valorCentavos: bigint('valor_centavos', { mode: 'number' }).notNull(),
    horario: timestamp('horario', { withTimezone: true }).notNull(),
    pagador: varchar('pagador', { length: 200 }).notNull().default(''),
    infoPagador: varchar('info_pagador', { length: 200 }).notNull().default(''),
    situacao: varchar('situacao', { length: 12 }).$type<SituacaoRecebimento>().notNull(),
    motivo: varchar('motivo', { length: 200 }).notNull().default(''),
    tituloId: integer('titulo_id'),
    baixaId: integer('baixa_id'),
    recebidoEm: timestamp('recebido_em', { withTimezone: true }).notNull().defaultNow(),
    resolvidoPor: varchar('resolvido_por', { length: 150 }).notNull().default(''),
    resolvidoEm: timestamp('resolvido_em', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);

// Issue 42 (migration 0100): a list's export as a background job, and its file in parts.
export const exportacoes = pgTable(
  'exportacoes',
  {
    empresaId: empresaId(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    usuarioId: integer('usuario_id').notNull(),
    representanteId: integer('representante_id'),
    recurso: varchar('recurso', { length: 40 }).notNull(),
    formato: varchar('formato', { length: 4 }).notNull(),
    filtros: jsonb('filtros').$type<Record<string, string | number>>().notNull(),
    situacao: varchar('situacao', { length: 10 })
      .$type<'na_fila' | 'gerando' | 'pronta' | 'falhou'>()
      .notNull()
      .default('na_fila'),
    progresso: smallint('progresso').notNull().default(0),
    linhas: integer('linhas').notNull().default(0),
    total: integer('total'),
    nomeArquivo: varchar('nome_arquivo', { length: 100 }).notNull().default(''),
    tamanho: bigint('tamanho', { mode: 'number' }).notNull().default(0),
    mensagem: varchar('mensagem', { length: 1000 }).notNull().default(''),
    tentativas: integer('tentativas').notNull().default(0),
    reservadaAte: timestamp('reservada_ate', { withTimezone: true }),
    criadaEm: timestamp('criada_em', { withTimezone: true }).notNull().defaultNow(),
    terminadaEm: timestamp('terminada_em', { withTimezone: true }),
    expiraEm: timestamp('expira_em', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);

export const exportacaoPartes = pgTable(
  'exportacao_partes',
  {
    empresaId: empresaId(),
    exportacaoId: integer('exportacao_id').notNull(),
    parte: integer('parte').notNull(),
    dados: bytea('dados').notNull(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.exportacaoId, t.parte] })],
);
/** Issue 47: the company's integration keys (migration 0130); only the token's hash is kept. */
export const chavesApi = pgTable(
  'chaves_api',
  {
    empresaId: empresaId(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    nome: varchar('nome', { length: 100 }).notNull(),
    escopos: text('escopos').array().notNull(),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    prefixo: varchar('prefixo', { length: 16 }).notNull(),
    criadaEm: timestamp('criada_em', { withTimezone: true }).notNull().defaultNow(),
    criadaPor: varchar('criada_por', { length: 150 }).notNull().default(''),
    usadaEm: timestamp('usada_em', { withTimezone: true }),
    revogadaEm: timestamp('revogada_em', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);

/** Issue 47 (0131): the company's webhooks; the secret is kept as given, since it signs each delivery. */
export const webhooks = pgTable(
  'webhooks',
  {
    empresaId: empresaId(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    url: varchar('url', { length: 2000 }).notNull(),
    eventos: text('eventos').array().notNull(),
    segredo: varchar('segredo', { length: 100 }).notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    criadoPor: varchar('criado_por', { length: 150 }).notNull().default(''),
    removidoEm: timestamp('removido_em', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);

/** Issue 47 (0131): the webhooks' outbox, one row per event and subscription. */
export const webhookEntregas = pgTable(
  'webhook_entregas',
  {
    empresaId: empresaId(),
    id: bigint('id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    webhookId: integer('webhook_id').notNull(),
    eventoId: uuid('evento_id').notNull(),
    tipo: varchar('tipo', { length: 40 }).notNull(),
    registro: varchar('registro', { length: 60 }).notNull(),
    corpo: text('corpo').notNull(),
    criadaEm: timestamp('criada_em', { withTimezone: true }).notNull().defaultNow(),
    situacao: varchar('situacao', { length: 10 }).notNull().default('pendente'),
    tentativas: integer('tentativas').notNull().default(0),
    proximaEm: timestamp('proxima_em', { withTimezone: true }).notNull().defaultNow(),
    ultimoStatus: integer('ultimo_status'),
    ultimoErro: text('ultimo_erro'),
    entregueEm: timestamp('entregue_em', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);

/** Issue 47 (0131): every attempt of a webhook delivery. */
export const webhookTentativas = pgTable(
  'webhook_tentativas',
  {
    empresaId: empresaId(),
    id: bigint('id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    entregaId: bigint('entrega_id', { mode: 'number' }).notNull(),
    em: timestamp('em', { withTimezone: true }).notNull().defaultNow(),
    status: integer('status'),
    resposta: text('resposta').notNull().default(''),
    erro: text('erro'),
    duracaoMs: integer('duracao_ms').notNull(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);

/** Issue 48 (0140): the company's tax rules by NCM (or prefix) and destination UF ('' for all). */
export const regrasFiscais = pgTable(
  'regras_fiscais',
  {
    empresaId: empresaId(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    ncm: varchar('ncm', { length: 8 }).notNull(),
    uf: varchar('uf', { length: 2 }).notNull().default(''),
    cfop: varchar('cfop', { length: 4 }).notNull().default(''),
    aliquotaIcms: integer('aliquota_icms'),
    reducaoBase: integer('reducao_base').notNull().default(0),
    st: boolean('st').notNull().default(false),
    mva: integer('mva').notNull().default(0),
    stNaoContribuinte: boolean('st_nao_contribuinte').notNull().default(false),
    fcp: integer('fcp').notNull().default(0),
    fcpSt: integer('fcp_st').notNull().default(0),
    ipi: integer('ipi'),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.id] })],
);

/** Issue 48 (0140): the company's internal ICMS rate by UF. */
export const aliquotasInternas = pgTable(
  'aliquotas_internas',
  {
    empresaId: empresaId(),
    uf: varchar('uf', { length: 2 }).notNull(),
    aliquota: integer('aliquota').notNull(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.uf] })],
);
