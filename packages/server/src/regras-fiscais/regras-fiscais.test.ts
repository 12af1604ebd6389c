// Issue 48: the fiscal data, the "Regras fiscais" register and the taxes an order stores.
import { pedidoLidoSchema } from '@mascate/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, duasEmpresasDoArquivo } from '../../test/arquivo.ts';
import { type Cadastros, pedido } from '../../test/pedidos-dados.ts';
import { testarRecusas } from '../../test/recusa.ts';
import { aliquotasInternas, clientes, empresas, pedidos, produtos, regrasFiscais } from '../db/schema.ts';

const amb = ambienteDoArquivo();
const { a, b, ca, cb } = duasEmpresasDoArquivo(amb);

const regraST = { ncm: '22021000', uf: '', st: 1, mva: 40 };
const chamar = (metodo: 'POST' | 'PUT', rota: string, corpo: unknown, token = a.token) =>
  amb.chamar(metodo, `/api/${rota}`, corpo, token);
const regrasDe = (empresaId: number) =>
  amb.banco.db.select().from(regrasFiscais).where(eq(regrasFiscais.empresaId, empresaId));

/** The worked example's parties: a company in SP under Lucro Presumido, a contribuinte in MG, IPI 10 %. */
async function exemplo(c: Cadastros): Promise<void> {
  const db = amb.banco.db;
  await db.update(empresas).set({ uf: 'SP', regimeTributario: 'normal' }).where(eq(empresas.id, c.empresaId));
  await db
    .update(clientes)
    .set({ uf: 'MG', contribuinteIcms: 1, ieRg: '0623079040081' })
    .where(eq(clientes.id, c.clienteId));
  await db.update(produtos).set({ ncm: '22021000', aliquotaIpi: 1000 }).where(eq(produtos.id, c.produtoId));
}

async function criarRegra(corpo: unknown, token = a.token): Promise<number> {
  const r = await chamar('POST', 'regrasfiscais/create', corpo, token);
  expect(r.status).toBe(200);
  return Number(r.corpo.retorno.id);
}

const cemReais = (c: Cadastros, extras = {}) =>
  pedido(c, [{ produto_id: c.produtoId, qt: 1, preco: 100 }], extras);

async function lerPedido(id: number, token = a.token) {
  return pedidoLidoSchema.parse(
    (await chamar('POST', 'pedidosvenda/read_one', { id }, token)).corpo.registros?.[0],
  );
}

describe('regrasfiscais', () => {
  it('cadastra, lê em percentuais, altera e exclui', async () => {
    const id = await criarRegra({
      ncm: '3305.10.00',
      uf: 'rj',
      cfop: '5405',
      aliquota_icms: '20',
      mva: '71,78',
      fcp_st: 2,
      st: 1,
    });
    const lida = (await chamar('POST', 'regrasfiscais/read_one', { id })).corpo.registros?.[0];
    expect(lida).toEqual({
      id,
      ncm: '33051000',
      uf: 'RJ',
      cfop: '5405',
      aliquota_icms: 20,
      reducao_base: 0,
      st: 1,
      mva: 71.78,
      st_nao_contribuinte: 0,
      fcp: 0,
      fcp_st: 2,
      ipi: null,
    });
    expect((await chamar('PUT', 'regrasfiscais/update', { id, ncm: '3305', ipi: '5' })).status).toBe(200);
    expect((await chamar('POST', 'regrasfiscais/read_one', { id })).corpo.registros?.[0]).toMatchObject({
      ncm: '3305',
      uf: '',
      ipi: 5,
    });
    expect((await chamar('POST', 'regrasfiscais/delete', { id })).status).toBe(200);
    expect((await chamar('POST', 'regrasfiscais/read_one', { id })).status).toBe(404);
  });

  it('a mesma regra duas vezes: 409', async () => {
    await criarRegra({ ncm: '84713012', uf: 'BA' });
    const r = await chamar('POST', 'regrasfiscais/create', { ncm: '84713012', uf: 'BA' });
    expect(r.status).toBe(409);
    expect(r.corpo.retorno.mensagem).toBe('Já existe uma regra fiscal para este NCM e esta UF.');
  });

  testarRecusas(
    [
      [{ ncm: '' }, 'Informe o NCM (8 dígitos) ou o começo dele (de 2 a 7 dígitos).'],
      [{ ncm: '1' }, 'O campo NCM deve ter de 2 a 8 dígitos.'],
      [{ ncm: '123456789' }, 'O campo NCM deve ter de 2 a 8 dígitos.'],
      [{ ncm: '2202', uf: 'XX' }, 'A UF deve ser uma sigla de estado ou vazia (todas).'],
      [{ ncm: '2202', cfop: '1102' }, 'O CFOP deve ter 4 dígitos, começando por 5 ou 6.'],
      [
        { ncm: '2202', mva: '-1' },
        'O campo MVA (%) deve ser um percentual de 0 a 999, com até duas casas decimais.',
      ],
      [
        { ncm: '2202', aliquota_icms: '100' },
        'O campo alíquota interna do ICMS (%) deve ser um percentual de 0 a 99, com até duas casas decimais.',
      ],
      [
        { ncm: '2202', fcp: '1,234' },
        'O campo FCP (%) deve ser um percentual de 0 a 100, com até duas casas decimais.',
      ],
      [{ ncm: '2202', st: 2 }, 'O campo st deve ser 0 ou 1.'],
    ],
    (corpo) => chamar('POST', 'regrasfiscais/create', corpo),
    () => regrasDe(a.empresaId),
  );

  it('a regra de outra empresa: 404 e nada muda', async () => {
    const id = await criarRegra({ ncm: '1905', mva: 30 }, b.token);
    expect((await chamar('POST', 'regrasfiscais/read_one', { id })).status).toBe(404);
    expect((await chamar('PUT', 'regrasfiscais/update', { id, ncm: '1905', mva: 99 })).status).toBe(404);
    expect((await chamar('POST', 'regrasfiscais/delete', { id })).status).toBe(404);
    expect((await chamar('POST', 'regrasfiscais/read_one', { id }, b.token)).corpo.registros?.[0]?.mva).toBe(
      30,
    );
  });

  it('sem sessão: 401', async () => {
    expect((await amb.chamar('POST', '/api/regrasfiscais/create', { ncm: '2202' })).status).toBe(401);
  });

  it('alíquotas internas: as 27 UFs, padrão ou da empresa; null volta à padrão', async () => {
    const ler = async (token = a.token) =>
      (await chamar('POST', 'regrasfiscais/aliquotas', {}, token)).corpo.registros ?? [];
    expect(await ler()).toHaveLength(27);
    expect((await ler()).find((x) => x.uf === 'MG')).toEqual({
      uf: 'MG',
      aliquota: 18,
      padrao: true,
    });
    const r = await chamar('PUT', 'regrasfiscais/gravar_aliquotas', {
      aliquotas: [{ uf: 'MG', aliquota: '19,5' }],
    });
    expect(r.status).toBe(200);
    expect((await ler()).find((x) => x.uf === 'MG')).toEqual({
      uf: 'MG',
      aliquota: 19.5,
      padrao: false,
    });
    expect((await ler(b.token)).find((x) => x.uf === 'MG')).toEqual({
      uf: 'MG',
      aliquota: 18,
      padrao: true,
    });
    const ruim = await chamar('PUT', 'regrasfiscais/gravar_aliquotas', {
      aliquotas: [{ uf: 'ZZ', aliquota: 1 }],
    });
    expect(ruim.status).toBe(400);
    await chamar('PUT', 'regrasfiscais/gravar_aliquotas', { aliquotas: [{ uf: 'MG', aliquota: null }] });
    expect(
      await amb.banco.db.select().from(aliquotasInternas).where(eq(aliquotasInternas.empresaId, a.empresaId)),
    ).toEqual([]);
  });
});

describe('dados fiscais do produto, do cliente e da empresa', () => {
  const produtoBase = {
    codigo: 'NCM1',
    descricao: 'Refrigerante 2L',
    unidade_id: 0,
    preco: 10,
    status: 0,
    estoque: 0,
    tipo: 0,
  };
  const comUnidade = async () => ({
    ...produtoBase,
    unidade_id: (await amb.banco.db.select().from(produtos).where(eq(produtos.id, ca.produtoId)))[0]
      ?.unidadeId,
  });

  it('o produto grava e lê NCM, CEST, origem, IPI e peso', async () => {
    const corpo = {
      ...(await comUnidade()),
      ncm: '2202.10.00',
      cest: '03.007.00',
      origem: 1,
      aliquota_ipi: '10',
      peso_unitario: '2,05',
    };
    const r = await chamar('POST', 'produtos/create', corpo);
    expect(r.status).toBe(200);
    const lido = (await chamar('POST', 'produtos/read_one', { id: Number(r.corpo.retorno.id) })).corpo
      .registros?.[0];
    expect(lido).toMatchObject({
      ncm: '22021000',
      cest: '0300700',
      origem: 1,
      aliquota_ipi: 10,
      peso_unitario: 2.05,
    });
  });

  it('alterar sem os campos fiscais os mantém; enviados vazios (ou null) eles são apagados', async () => {
    const base = await comUnidade();
    const fiscais = { ncm: '22021000', cest: '0300700', origem: 2, aliquota_ipi: 10, peso_unitario: 1.5 };
    const r = await chamar('POST', 'produtos/create', { ...base, codigo: 'LIMPAR', ...fiscais });
    const id = Number(r.corpo.retorno.id);
    const ler = async () => (await chamar('POST', 'produtos/read_one', { id })).corpo.registros?.[0];
    expect((await chamar('PUT', 'produtos/update', { ...base, id, codigo: 'LIMPAR' })).status).toBe(200);
    expect(await ler()).toMatchObject(fiscais);
    const vazios = { ncm: '', cest: null, aliquota_ipi: '', peso_unitario: '' };
    expect(
      (await chamar('PUT', 'produtos/update', { ...base, id, codigo: 'LIMPAR', ...vazios })).status,
    ).toBe(200);
    expect(await ler()).toMatchObject({ ncm: '', cest: '', origem: 2, aliquota_ipi: 0, peso_unitario: null });
  });

  testarRecusas(
    [
      [{ ncm: '2202' }, 'O campo NCM deve ter 8 dígitos.'],
      [{ cest: '123' }, 'O campo CEST deve ter 7 dígitos.'],
      [{ origem: 9 }, 'O campo origem deve ser um número de 0 a 8.'],
      [
        { peso_unitario: '1,2345' },
        'O campo peso unitário (kg) deve ser um número de 0 a 99.999,999, com até 3 casas decimais.',
      ],
      [
        { aliquota_ipi: '101' },
        'O campo IPI (%) deve ser um percentual de 0 a 100, com até duas casas decimais.',
      ],
    ],
    async (extra) =>
      chamar('POST', 'produtos/create', { ...(await comUnidade()), codigo: 'RUIM', ...(extra as object) }),
    () => amb.banco.db.select().from(produtos).where(eq(produtos.empresaId, a.empresaId)),
  );

  const clienteBase = { nome: 'Distribuidora Mineira', cnpj_cpf: '11.444.777/0001-61', uf: 'MG' };
  it('o cliente grava o indicador; a IE confere com a UF', async () => {
    const r = await chamar('POST', 'clientes/create', {
      ...clienteBase,
      contribuinte_icms: 1,
      ie_rg: '062.307.904/0081',
    });
    expect(r.status).toBe(200);
    const lido = (await chamar('POST', 'clientes/read_one', { id: Number(r.corpo.retorno.id) })).corpo
      .registros?.[0];
    expect(lido).toMatchObject({ contribuinte_icms: 1, ie_rg: '062.307.904/0081' });
  });

  testarRecusas(
    [
      [{ contribuinte_icms: 1, ie_rg: '062.307.904/0082' }, 'Inscrição estadual inválida para MG.'],
      [{ contribuinte_icms: 1, ie_rg: '' }, 'Informe a inscrição estadual do contribuinte do ICMS.'],
      [
        { contribuinte_icms: 2, ie_rg: '0623079040081' },
        'Para um contribuinte isento, a IE deve ser ISENTO ou ficar vazia.',
      ],
      [
        { contribuinte_icms: 3 },
        'O campo contribuinte do ICMS deve ser 1 (contribuinte), 2 (isento) ou 9 (não contribuinte).',
      ],
    ],
    (extra) => chamar('POST', 'clientes/create', { ...clienteBase, ...(extra as object) }),
    () => amb.banco.db.select().from(clientes).where(eq(clientes.empresaId, a.empresaId)),
  );
});

describe('os impostos do pedido', () => {
  it('o exemplo: R$ 100,00, IPI 10 %, MVA 40 % ajustada de SP para MG: total a pagar R$ 127,75', async () => {
    await exemplo(ca);
    const regra = await criarRegra(regraST);
    const r = await chamar('POST', 'pedidosvenda/create', cemReais(ca));
    expect(r.status).toBe(200);
    const lido = await lerPedido(Number(r.corpo.retorno.id));
    expect(lido?.total_a_pagar).toBe(127.75);
    expect(lido?.impostos?.totais).toEqual({
      produtos: 100,
      desconto: 0,
      ipi: 10,
      base_icms: 100,
      icms: 12,
      fcp: 0,
      base_st: 165.27,
      icms_st: 17.75,
      fcp_st: 0,
      total_a_pagar: 127.75,
    });
    expect(lido?.impostos?.itens[0]).toMatchObject({
      regra_id: regra,
      cfop: '6403',
      mva: 50.24,
      mva_ajustada: true,
    });

    // A rule changed later leaves the stored order as it was, until the order is edited.
    await chamar('PUT', 'regrasfiscais/update', { id: regra, ...regraST, mva: 0 });
    expect((await lerPedido(Number(r.corpo.retorno.id)))?.total_a_pagar).toBe(127.75);
    const id = Number(r.corpo.retorno.id);
    expect((await chamar('PUT', 'pedidosvenda/update', { ...cemReais(ca), id })).status).toBe(200);
    const editado = await lerPedido(id);
    // MVA 0 % ajustada: (1 × 0,88 / 0,82) − 1 = 7,32 %; base ST 110 × 1,0732 = 118,05; ST 21,25 − 12 = 9,25.
    expect(editado?.impostos?.totais).toMatchObject({
      base_st: 118.05,
      icms_st: 9.25,
      total_a_pagar: 119.25,
    });
    await chamar('PUT', 'regrasfiscais/update', { id: regra, ...regraST });
  });

  it('as parcelas dividem o total a pagar', async () => {
    const soProdutos = await chamar(
      'POST',
      'pedidosvenda/create',
      cemReais(ca, { parcelas: [{ parcela: 1, vencimento: '2026-12-31', valor: 100 }] }),
    );
    expect(soProdutos.status).toBe(400);
    expect(soProdutos.corpo.retorno.mensagem).toBe('A soma das parcelas não confere com o total do pedido.');
    const certo = await chamar(
      'POST',
      'pedidosvenda/create',
      cemReais(ca, {
        parcelas: [
          { parcela: 1, vencimento: '2026-12-31', valor: 60 },
          { parcela: 2, vencimento: '2027-01-30', valor: 67.75 },
        ],
      }),
    );
    expect(certo.status).toBe(200);
  });

  it('a análise de crédito conta o total a pagar', async () => {
    await amb.banco.db.update(empresas).set({ bloquearLimite: 1 }).where(eq(empresas.id, a.empresaId));
    await amb.banco.db
      .update(pedidos)
      .set({ situacao: 'cancelado' })
      .where(eq(pedidos.empresaId, a.empresaId));
    await amb.banco.db.update(clientes).set({ limiteCredito: '120.00' }).where(eq(clientes.id, ca.clienteId));
    const r = await chamar('POST', 'pedidosvenda/create', cemReais(ca));
    expect(r.status).toBe(409);
    expect(r.corpo.retorno.mensagem).toBe(
      'Limite de crédito de R$ 120,00 excedido: em aberto R$ 0,00 + este pedido R$ 127,75.',
    );
    await amb.banco.db.update(clientes).set({ limiteCredito: '130.00' }).where(eq(clientes.id, ca.clienteId));
    expect((await chamar('POST', 'pedidosvenda/create', cemReais(ca))).status).toBe(200);
    // The open order counts its total to pay: R$ 127,75 of R$ 130,00 leaves less than another R$ 100,00.
    const segundo = await chamar(
      'POST',
      'pedidosvenda/create',
      pedido(ca, [{ produto_id: ca.produto2Id, qt: 1, preco: 5 }]),
    );
    expect(segundo.corpo.retorno.mensagem).toBe(
      'Limite de crédito de R$ 130,00 excedido: em aberto R$ 127,75 + este pedido R$ 5,00.',
    );
    await amb.banco.db.update(clientes).set({ limiteCredito: null }).where(eq(clientes.id, ca.clienteId));
  });

  it('as regras de outra empresa nunca se aplicam', async () => {
    await exemplo(cb);
    // Company b has no rule of its own; company a's rule for the same NCM does not reach it.
    const r = await chamar('POST', 'pedidosvenda/create', cemReais(cb), b.token);
    expect(r.status).toBe(200);
    const lido = await lerPedido(Number(r.corpo.retorno.id), b.token);
    expect(lido?.total_a_pagar).toBe(100);
    expect(lido?.impostos?.itens[0]).toMatchObject({ regra_id: null, ipi: 0, icms_st: 0 });
  });

  it('sem regra o pedido fica como antes e o item diz que não tem regra', async () => {
    const r = await chamar(
      'POST',
      'pedidosvenda/create',
      pedido(ca, [{ produto_id: ca.produto2Id, qt: 2, preco: 5 }]),
    );
    const lido = await lerPedido(Number(r.corpo.retorno.id));
    expect(lido?.total_a_pagar).toBe(10);
    expect(lido?.impostos?.itens[0]?.regra_id).toBeNull();
  });
});

describe('pedidosvenda/impostos (a prévia da tela)', () => {
  it('calcula o exemplo sem gravar nada', async () => {
    await exemplo(ca);
    const antes = await amb.banco.db.select().from(pedidos).where(eq(pedidos.empresaId, a.empresaId));
    const r = await chamar('POST', 'pedidosvenda/impostos', {
      participante_id: ca.clienteId,
      produtos: [{ produto_id: ca.produtoId, qt: 1, preco: 100, desconto: 0 }],
    });
    expect(r.status).toBe(200);
    expect(r.corpo.registros?.[0]).toMatchObject({
      totais: { ipi: 10, icms_st: 17.75, total_a_pagar: 127.75 },
    });
    expect(await amb.banco.db.select().from(pedidos).where(eq(pedidos.empresaId, a.empresaId))).toEqual(
      antes,
    );
  });

  it('corpo inválido: 400', async () => {
    const r = await chamar('POST', 'pedidosvenda/impostos', { participante_id: 0, produtos: [] });
    expect(r.status).toBe(400);
  });

  it('o cliente de outra empresa: 404, como no pedido', async () => {
    const r = await chamar('POST', 'pedidosvenda/impostos', {
      participante_id: cb.clienteId,
      produtos: [{ produto_id: ca.produtoId, qt: 1, preco: 100 }],
    });
    expect(r.status).toBe(404);
    expect(r.corpo.retorno.mensagem).toBe('O cliente informado não foi encontrado nesta empresa.');
  });
});
