import { hojeSaoPaulo, MSG_LIBERAR_SO_ADMIN, MSG_MOTIVO_CREDITO, somarDias } from '@mascate/domain';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { usuarioDaEmpresa } from '../../test/equipe-apoio.ts';
import { contarPedidos } from '../../test/pedidos-consultas.ts';
import { type Cadastros, pedido, semear } from '../../test/pedidos-dados.ts';
import { criar, mudar, situacaoDe } from '../../test/pedidos-situacao-apoio.ts';
import {
  limite,
  pedidoFaturado,
  regrasEmpresa,
  titulosDoPedido,
  vencerEm,
} from '../../test/titulos-apoio.ts';

const amb = ambienteDoArquivo();
const e = empresaDoArquivo(amb, { nome: 'Ana Souza' });

const hoje = () => hojeSaoPaulo();
const liberar = { liberar_credito: true, motivo_credito: 'Cliente antigo, pagamento garantido pelo gerente' };

/** A new customer (with the rows an order needs) and the company's limit rule on. */
async function clienteComLimite(reais: string | null): Promise<Cadastros> {
  const c = await semear(amb, e.empresaId);
  await regrasEmpresa(amb, e.empresaId, { bloquearLimite: 1 });
  await limite(amb, c.clienteId, reais);
  return c;
}

/** An order of `reais` (one product line at that price). */
const de = (c: Cadastros, reais: number, extras = {}) =>
  pedido(c, [{ produto_id: c.produtoId, qt: 1, preco: reais }], extras);

function criarPedido(corpo: object, token = e.token) {
  return amb.chamar('POST', '/api/pedidosvenda/create', corpo, token);
}

async function historico(id: number) {
  const r = await amb.chamar('POST', '/api/pedidosvenda/historico', { id }, e.token);
  return (r.corpo.registros ?? []) as { de: string | null; para: string; motivo: string; usuario: string }[];
}

describe('limite de crédito', () => {
  it('recusa (409) o pedido que passa do limite, com os números; nada é gravado', async () => {
    const c = await clienteComLimite('5000');
    await pedidoFaturado(amb, e, c, { qt: 1, preco: 4200 });
    const antes = await contarPedidos(amb, e.empresaId);
    const r = await criarPedido(de(c, 1300));
    expect(r.status).toBe(409);
    expect(r.corpo.retorno.mensagem).toBe(
      'Limite de crédito de R$ 5.000,00 excedido: em aberto R$ 4.200,00 + este pedido R$ 1.300,00.',
    );
    expect(await contarPedidos(amb, e.empresaId)).toBe(antes);
    // Exactly the limit passes.
    expect((await criarPedido(de(c, 800))).status).toBe(200);
  });

  it('pedidos ainda não faturados contam; a baixa libera crédito', async () => {
    const c = await clienteComLimite('1000');
    const fat = await pedidoFaturado(amb, e, c, { qt: 1, preco: 600 });
    await criar(amb, e, de(c, 300));
    const r = await criarPedido(de(c, 200));
    expect(r.corpo.retorno.mensagem).toBe(
      'Limite de crédito de R$ 1.000,00 excedido: em aberto R$ 900,00 + este pedido R$ 200,00.',
    );
    const [t] = await titulosDoPedido(amb, e.empresaId, fat);
    await amb.chamar(
      'POST',
      '/api/titulos/baixar',
      { id: t?.id, data: hoje(), valor: 100, meio: 'pix' },
      e.token,
    );
    expect((await criarPedido(de(c, 200))).status).toBe(200);
  });

  it('sem limite (vazio) ou com bloquear_limite 0 não bloqueia; um orçamento nunca é bloqueado', async () => {
    const c = await clienteComLimite(null);
    expect((await criarPedido(de(c, 99_999))).status).toBe(200);
    await limite(amb, c.clienteId, '10');
    expect((await criarPedido({ ...de(c, 500), situacao: 'orcamento' })).status).toBe(200);
    await regrasEmpresa(amb, e.empresaId, { bloquearLimite: 0 });
    expect((await criarPedido(de(c, 500))).status).toBe(200);
    await regrasEmpresa(amb, e.empresaId, { bloquearLimite: 1 });
  });

  it('credito: a posição que o formulário mostra', async () => {
    const c = await clienteComLimite('1000');
    await pedidoFaturado(amb, e, c, { qt: 1, preco: 250 });
    await criar(amb, e, de(c, 100));
    const r = await amb.chamar('POST', '/api/clientes/credito', { id: c.clienteId }, e.token);
    expect(r.corpo.registros?.[0]).toEqual({
      cliente_id: c.clienteId,
      limite_credito: 1000,
      em_aberto: 350,
      titulos_em_aberto: 250,
      pedidos_em_aberto: 100,
      vencido: 0,
      maior_atraso_dias: 0,
      disponivel: 650,
      bloquear_limite: true,
      bloquear_vencidos_dias: null,
    });
  });

  it('com pedido_id (o pedido em edição) o valor dele não conta como em aberto', async () => {
    const c = await clienteComLimite('1000');
    const id = await criar(amb, e, de(c, 300));
    await criar(amb, e, de(c, 100));
    const corpo = { id: c.clienteId, pedido_id: id };
    const r = await amb.chamar('POST', '/api/clientes/credito', corpo, e.token);
    expect(r.status).toBe(200);
    expect(r.corpo.registros?.[0]).toMatchObject({ em_aberto: 100, pedidos_em_aberto: 100, disponivel: 900 });
    const ruim = await amb.chamar('POST', '/api/clientes/credito', { ...corpo, pedido_id: 'x' }, e.token);
    expect(ruim.status).toBe(400);
  });
});

describe('tentativas de contornar o limite', () => {
  it('alterar um pedido aprovado para mais: 409; para menos passa', async () => {
    const c = await clienteComLimite('1000');
    const id = await criar(amb, e, de(c, 900));
    const mais = await amb.chamar('PUT', '/api/pedidosvenda/update', { ...de(c, 1100), id }, e.token);
    expect(mais.status).toBe(409);
    expect(mais.corpo.retorno.mensagem).toBe(
      'Limite de crédito de R$ 1.000,00 excedido: em aberto R$ 0,00 + este pedido R$ 1.100,00.',
    );
    const lido = await amb.chamar('POST', '/api/pedidosvenda/read_one', { id }, e.token);
    expect(lido.corpo.registros?.[0]?.valor).toBe(900);
    const menos = await amb.chamar('PUT', '/api/pedidosvenda/update', { ...de(c, 950), id }, e.token);
    expect(menos.status).toBe(200);
  });

  it('aprovar um orçamento que passa do limite: 409 e ele continua orçamento', async () => {
    const c = await clienteComLimite('1000');
    await criar(amb, e, de(c, 700));
    const orc = await criar(amb, e, { ...de(c, 400), situacao: 'orcamento' });
    const r = await mudar(amb, e, { id: orc, situacao: 'pedido' });
    expect(r.status).toBe(409);
    expect(r.corpo.retorno.mensagem).toBe(
      'Limite de crédito de R$ 1.000,00 excedido: em aberto R$ 700,00 + este pedido R$ 400,00.',
    );
    expect(await situacaoDe(amb, orc, e.empresaId)).toBe('orcamento');
  });

  it('cancelar e recriar: o cancelado deixa de contar, o recriado é conferido como novo', async () => {
    const c = await clienteComLimite('1000');
    const a = await criar(amb, e, de(c, 600));
    await criar(amb, e, de(c, 300));
    expect((await criarPedido(de(c, 600))).status).toBe(409);
    await mudar(amb, e, { id: a, situacao: 'cancelado', motivo: 'Refeito com outro valor' });
    expect((await criarPedido(de(c, 800))).status).toBe(409);
    expect((await criarPedido(de(c, 700))).status).toBe(200);
  });

  it('dois pedidos ao mesmo tempo que só um cabe: um passa, o outro recebe 409', async () => {
    const c = await clienteComLimite('1000');
    const [r1, r2] = await Promise.all([criarPedido(de(c, 600)), criarPedido(de(c, 600))]);
    expect([r1.status, r2.status].sort()).toEqual([200, 409]);
    const pos = await amb.chamar('POST', '/api/clientes/credito', { id: c.clienteId }, e.token);
    expect(pos.corpo.registros?.[0]?.em_aberto).toBe(600);
  });

  it('aprovações concorrentes de dois orçamentos: só uma passa', async () => {
    const c = await clienteComLimite('1000');
    const o1 = await criar(amb, e, { ...de(c, 600), situacao: 'orcamento' });
    const o2 = await criar(amb, e, { ...de(c, 600), situacao: 'orcamento' });
    const rs = await Promise.all([
      mudar(amb, e, { id: o1, situacao: 'pedido' }),
      mudar(amb, e, { id: o2, situacao: 'pedido' }),
    ]);
    expect(rs.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe('título vencido', () => {
  it('com bloquear_vencidos_dias N bloqueia quando algum título está vencido há mais de N dias', async () => {
    const c = await semear(amb, e.empresaId);
    await regrasEmpresa(amb, e.empresaId, { bloquearVencidosDias: 30 });
    const fat = await pedidoFaturado(amb, e, c, { qt: 1, preco: 80 });
    const [t] = await titulosDoPedido(amb, e.empresaId, fat);
    await vencerEm(amb, t?.id ?? 0, somarDias(hoje(), -30));
    expect((await criarPedido(de(c, 10))).status).toBe(200);
    await vencerEm(amb, t?.id ?? 0, somarDias(hoje(), -31));
    const r = await criarPedido(de(c, 10));
    expect(r.status).toBe(409);
    expect(r.corpo.retorno.mensagem).toBe(
      'Cliente com título vencido há 31 dias (bloqueio acima de 30 dias): vencido R$ 80,00.',
    );
    await regrasEmpresa(amb, e.empresaId, { bloquearVencidosDias: null });
    expect((await criarPedido(de(c, 10))).status).toBe(200);
  });
});

describe('liberação pelo administrador', () => {
  it('liberar_credito com motivo grava o pedido e registra no histórico quem, quando e por quê', async () => {
    const c = await clienteComLimite('100');
    const r = await criarPedido({ ...de(c, 500), ...liberar });
    expect(r.status).toBe(200);
    const h = await historico(Number(r.corpo.retorno.id));
    expect(h).toHaveLength(2);
    expect(h[1]).toMatchObject({ de: 'pedido', para: 'pedido', usuario: 'Ana Souza' });
    expect(h[1]?.motivo).toBe(
      'Crédito liberado: Cliente antigo, pagamento garantido pelo gerente (Limite de crédito de R$ 100,00 excedido: em aberto R$ 0,00 + este pedido R$ 500,00.)',
    );
  });

  it('na aprovação de um orçamento e na alteração para mais também', async () => {
    const c = await clienteComLimite('100');
    const orc = await criar(amb, e, { ...de(c, 300), situacao: 'orcamento' });
    expect((await mudar(amb, e, { id: orc, situacao: 'pedido', ...liberar })).status).toBe(200);
    expect((await historico(orc)).at(-1)?.motivo).toContain('Crédito liberado: ');
    const alt = await amb.chamar(
      'PUT',
      '/api/pedidosvenda/update',
      { ...de(c, 400), id: orc, ...liberar },
      e.token,
    );
    expect(alt.status).toBe(200);
    expect((await historico(orc)).filter((l) => l.motivo.startsWith('Crédito liberado')).length).toBe(2);
  });

  it('sem motivo (menos de 10 caracteres): 400, nada gravado', async () => {
    const c = await clienteComLimite('100');
    const antes = await contarPedidos(amb, e.empresaId);
    const r = await criarPedido({ ...de(c, 500), liberar_credito: true, motivo_credito: 'curto' });
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe(MSG_MOTIVO_CREDITO);
    const longo = await criarPedido({
      ...de(c, 500),
      liberar_credito: true,
      motivo_credito: 'x'.repeat(501),
    });
    expect(longo.status).toBe(400);
    expect(await contarPedidos(amb, e.empresaId)).toBe(antes);
  });

  it('o vendedor não libera (403), nada gravado', async () => {
    const c = await clienteComLimite('100');
    const vend = await usuarioDaEmpresa(amb, e, 'vendedor', c.vendedorId);
    const corpo = { ...de(c, 500), vendedor_id: 0 };
    const antes = await contarPedidos(amb, e.empresaId);
    const r = await criarPedido({ ...corpo, ...liberar }, vend.token);
    expect(r.status).toBe(403);
    expect(r.corpo.retorno.mensagem).toBe(MSG_LIBERAR_SO_ADMIN);
    expect(await contarPedidos(amb, e.empresaId)).toBe(antes);
  });
});

describe('cadastros: limite do cliente e regras da empresa pela API', () => {
  it('clientes/update grava e lê limite_credito; vazio é sem limite; ausente mantém', async () => {
    const c = await semear(amb, e.empresaId);
    const base = { id: c.clienteId, nome: 'Mercado Boa Vista Ltda', cnpj_cpf: '11222333000181' };
    expect(
      (await amb.chamar('PUT', '/api/clientes/update', { ...base, limite_credito: '1234,50' }, e.token))
        .status,
    ).toBe(200);
    const lido = await amb.chamar('POST', '/api/clientes/read_one', { id: c.clienteId }, e.token);
    expect(lido.corpo.registros?.[0]?.limite_credito).toBe(1234.5);
    await amb.chamar('PUT', '/api/clientes/update', base, e.token);
    expect(
      (await amb.chamar('POST', '/api/clientes/read_one', { id: c.clienteId }, e.token)).corpo.registros?.[0]
        ?.limite_credito,
    ).toBe(1234.5);
    await amb.chamar('PUT', '/api/clientes/update', { ...base, limite_credito: '' }, e.token);
    expect(
      (await amb.chamar('POST', '/api/clientes/read_one', { id: c.clienteId }, e.token)).corpo.registros?.[0]
        ?.limite_credito,
    ).toBeNull();
    const ruim = await amb.chamar('PUT', '/api/clientes/update', { ...base, limite_credito: -1 }, e.token);
    expect(ruim.status).toBe(400);
    expect(ruim.corpo.retorno.mensagem).toBe(
      'O campo limite de crédito deve ser um valor em reais, zero ou maior.',
    );
  });

  it('empresas/update grava bloquear_vencidos_dias e bloquear_limite', async () => {
    const lida = await amb.chamar('POST', '/api/empresas/read_one', { id: e.empresaId }, e.token);
    const atual = lida.corpo.registros?.[0] as Record<string, unknown>;
    const { token: _t, usa_merchant: _u, ...corpo } = atual;
    const r = await amb.chamar(
      'PUT',
      '/api/empresas/update',
      { ...corpo, bloquear_vencidos_dias: 15, bloquear_limite: 1 },
      e.token,
    );
    expect(r.status).toBe(200);
    const depois = await amb.chamar('POST', '/api/empresas/read_one', { id: e.empresaId }, e.token);
    expect(depois.corpo.registros?.[0]).toMatchObject({ bloquear_vencidos_dias: 15, bloquear_limite: 1 });
    const ruim = await amb.chamar(
      'PUT',
      '/api/empresas/update',
      { ...corpo, bloquear_vencidos_dias: -2 },
      e.token,
    );
    expect(ruim.status).toBe(400);
    await regrasEmpresa(amb, e.empresaId, { bloquearVencidosDias: null });
  });
});
