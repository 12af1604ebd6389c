import { type ExtratoComissoes, hojeSaoPaulo, type LinhaComissaoLida } from '@mascate/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EmpresaTeste } from '../../test/ambiente.ts';
import { ambienteDoArquivo, duasEmpresasDoArquivo } from '../../test/arquivo.ts';
import { usuarioDaEmpresa } from '../../test/equipe-apoio.ts';
import { type Cadastros, pedido } from '../../test/pedidos-dados.ts';
import { criar, mudar } from '../../test/pedidos-situacao-apoio.ts';
import { baixar } from '../../test/planilhas-apoio.ts';
import { testarRecusas } from '../../test/recusa.ts';
import { comissoes, empresas, produtos, representantes } from '../db/schema.ts';
import { estornarComissoesDoPedido } from './geracao.ts';

const amb = ambienteDoArquivo();
const { a, b, ca, cb } = duasEmpresasDoArquivo(amb);

// The two reads of this file: the body, then whose token (none: no session).
const lerLinhas = (corpo: unknown, token?: string) => amb.chamar('POST', '/api/comissoes/read', corpo, token);
const lerExtrato = (corpo: unknown, token?: string) =>
  amb.chamar('POST', '/api/comissoes/extrato', corpo, token);

const mes = () => hojeSaoPaulo().slice(0, 7);
const hoje = () => hojeSaoPaulo();

async function linhasDo(empresaId: number, pedidoId?: number) {
  const todas = await amb.banco.db.select().from(comissoes).where(eq(comissoes.empresaId, empresaId));
  return todas.filter((l) => pedidoId === undefined || l.pedidoId === pedidoId).sort((x, y) => x.id - y.id);
}

/** Rates of the hand-computed example: Arroz 5% (product), representative 3%, company 2%. */
async function definirTaxas(c: Cadastros) {
  const db = amb.banco.db;
  await db.update(empresas).set({ comissaoPadrao: '2.00' }).where(eq(empresas.id, c.empresaId));
  await db.update(produtos).set({ comissaoPercentual: '5.00' }).where(eq(produtos.id, c.produtoId));
  await db
    .update(representantes)
    .set({ comissaoPercentual: '3.00' })
    .where(eq(representantes.id, c.vendedorId));
}

/** Arroz 3 × 10,00 - 1,00 = 29,00 at 5% = 1,45; Feijão 2 × 5,50 = 11,00 at 3% = 0,33. Total 1,78. */
const exemplo = (c: Cadastros) =>
  pedido(c, [
    { produto_id: c.produtoId, qt: 3, preco: 10, desconto: 1 },
    { produto_id: c.produto2Id, qt: 2, preco: 5.5 },
  ]);

async function faturado(e: EmpresaTeste, c: Cadastros, corpo = exemplo(c)): Promise<number> {
  const id = await criar(amb, e, corpo);
  const r = await mudar(amb, e, { id, situacao: 'faturado' });
  expect(r.status).toBe(200);
  return id;
}

let pedidoA = 0;
let rep2 = 0;
let pedidoRep2 = 0;
beforeAll(async () => {
  await definirTaxas(ca);
  await definirTaxas(cb);
  pedidoA = await faturado(a, ca);
  const [r] = await amb.banco.db
    .insert(representantes)
    .values({ empresaId: a.empresaId, nome: 'Vendedora Dois', cnpjCpf: '11144477735' })
    .returning();
  rep2 = r?.id ?? 0;
  pedidoRep2 = await faturado(a, ca, { ...exemplo(ca), vendedor_id: rep2 });
  await faturado(b, cb);
});

describe('comissão no faturamento', () => {
  it('gera uma linha por item, na taxa mais específica, na mesma transação do faturamento', async () => {
    const linhas = await linhasDo(a.empresaId, pedidoA);
    expect(linhas.map((l) => [l.seq, l.evento, l.base, l.percentual, l.valor])).toEqual([
      [1, 'faturamento', '29.00', '5.00', '1.45'],
      [2, 'faturamento', '11.00', '3.00', '0.33'],
    ]);
    expect(linhas.every((l) => l.representanteId === ca.vendedorId)).toBe(true);
    // Rep 2 has no rate of its own: Feijão at the company's 2% (0,22); Arroz still 5% (product).
    const dois = await linhasDo(a.empresaId, pedidoRep2);
    expect(dois.map((l) => [l.percentual, l.valor])).toEqual([
      ['5.00', '1.45'],
      ['2.00', '0.22'],
    ]);
  });

  it('orçamento aprovado e pedido cancelado não geram linhas; pedido sem representante também não', async () => {
    const semRep = await faturado(a, ca, { ...exemplo(ca), vendedor_id: 0 });
    expect(await linhasDo(a.empresaId, semRep)).toEqual([]);
    const cancelado = await criar(amb, a, exemplo(ca));
    await mudar(amb, a, { id: cancelado, situacao: 'cancelado', motivo: 'desistiu' });
    expect(await linhasDo(a.empresaId, cancelado)).toEqual([]);
  });

  it('uma taxa alterada depois não muda as linhas já ganhas; o próximo faturamento usa a nova', async () => {
    const r = await amb.chamar(
      'PUT',
      '/api/representantes/update',
      {
        id: ca.vendedorId,
        status: 1,
        nome: 'Vendedor Um',
        email: 'um@x.com.br',
        cnpj_cpf: '52998224725',
        comissao_percentual: '4,5',
      },
      a.token,
    );
    expect(r.status).toBe(200);
    const lido = await amb.chamar('POST', '/api/representantes/read_one', { id: ca.vendedorId }, a.token);
    expect(lido.corpo.registros?.[0]?.comissao_percentual).toBe(4.5);
    expect((await linhasDo(a.empresaId, pedidoA)).map((l) => l.valor)).toEqual(['1.45', '0.33']);
    const novo = await faturado(a, ca);
    // Feijão 11,00 at 4,5% = 0,495 -> 0,50 (half up).
    expect((await linhasDo(a.empresaId, novo)).map((l) => [l.percentual, l.valor])).toEqual([
      ['5.00', '1.45'],
      ['4.50', '0.50'],
    ]);
    // An update without the field keeps the rate; '' clears it (the company's 2% applies again).
    await amb.chamar(
      'PUT',
      '/api/representantes/update',
      { id: ca.vendedorId, status: 1, nome: 'Vendedor Um', email: 'um@x.com.br', cnpj_cpf: '52998224725' },
      a.token,
    );
    const [rep] = await amb.banco.db
      .select()
      .from(representantes)
      .where(eq(representantes.id, ca.vendedorId));
    expect(rep?.comissaoPercentual).toBe('4.50');
    await amb.banco.db
      .update(representantes)
      .set({ comissaoPercentual: '3.00' })
      .where(eq(representantes.id, ca.vendedorId));
  });
});

describe('estornarComissoesDoPedido', () => {
  it('acrescenta linhas negativas que zeram o pedido, sem editar as anteriores; repetido, não acrescenta nada', async () => {
    const id = await faturado(a, ca);
    const antes = await linhasDo(a.empresaId, id);
    const quando = new Date('2030-01-15T12:00:00Z');
    const n = await amb.banco.db.transaction((tx) => estornarComissoesDoPedido(tx, a.empresaId, id, quando));
    expect(n).toBe(2);
    const depois = await linhasDo(a.empresaId, id);
    expect(depois.slice(0, 2)).toEqual(antes);
    const estorno = depois.slice(2);
    expect(estorno.map((l) => [l.seq, l.evento, l.base, l.percentual, l.valor])).toEqual([
      [1, 'estorno', '-29.00', '5.00', '-1.45'],
      [2, 'estorno', '-11.00', '3.00', '-0.33'],
    ]);
    expect(estorno.every((l) => l.ganhoEm.toISOString() === quando.toISOString())).toBe(true);
    const soma = depois.reduce((s, l) => s + Math.round(Number(l.valor) * 100), 0);
    expect(soma).toBe(0);
    expect(
      await amb.banco.db.transaction((tx) => estornarComissoesDoPedido(tx, a.empresaId, id, quando)),
    ).toBe(0);
    // Another company's order id reverses nothing of this one.
    expect(
      await amb.banco.db.transaction((tx) => estornarComissoesDoPedido(tx, b.empresaId, id, quando)),
    ).toBe(0);
    expect(await linhasDo(a.empresaId, id)).toHaveLength(4);
  });
});

describe('comissoes/read e comissoes/extrato', () => {
  const periodo = () => ({ data_ini: hoje(), data_fin: hoje() });

  it('lista as linhas do período, com paginação e filtro de representante', async () => {
    const todas = await lerLinhas(periodo(), a.token);
    expect(todas.status).toBe(200);
    const doRep2 = await lerLinhas({ ...periodo(), representante_id: rep2 }, a.token);
    const linhas = doRep2.corpo.registros as unknown as LinhaComissaoLida[];
    expect(linhas.map((l) => [l.pedido.id, l.item, l.valor])).toEqual([
      [pedidoRep2, 2, 0.22],
      [pedidoRep2, 1, 1.45],
    ]);
    const pagina = await lerLinhas({ ...periodo(), limite: 1 }, a.token);
    expect(pagina.corpo.registros).toHaveLength(1);
    expect(pagina.corpo.total).toBe(todas.corpo.registros?.length);
    const ontem = await lerLinhas({ data_ini: '2020-01-01', data_fin: '2020-01-31' }, a.token);
    expect(ontem.corpo.registros).toEqual([]);
  });

  it('extrato do mês: linhas e totais por pedido, somados em centavos', async () => {
    const r = await lerExtrato({ representante_id: rep2, mes: mes() }, a.token);
    expect(r.status).toBe(200);
    const ex = r.corpo.registros?.[0] as unknown as ExtratoComissoes;
    expect(ex.representante).toEqual({ id: rep2, nome: 'Vendedora Dois' });
    expect(ex.pedidos).toHaveLength(1);
    expect(ex.pedidos[0]).toMatchObject({ base: 40, valor: 1.67 });
    expect(ex.pedidos[0]?.pedido.cliente).toBe('Mercado Boa Vista Ltda');
    expect(ex.pedidos[0]?.linhas.map((l) => l.produto)).toEqual(['Arroz 5kg', 'Feijão 1kg']);
    expect(ex).toMatchObject({ base: 40, valor: 1.67 });
  });

  it('extrato em páginas: cada pedido da página com todas as linhas; totais e contagem do mês inteiro', async () => {
    const corpo = { representante_id: ca.vendedorId, mes: mes() };
    const ler = async (extra: object) => {
      const r = await lerExtrato({ ...corpo, ...extra }, a.token);
      expect(r.status).toBe(200);
      return r.corpo.registros?.[0] as unknown as ExtratoComissoes;
    };
    const tudo = await ler({});
    expect(tudo.pedidos.length).toBeGreaterThan(1);
    expect(tudo.pedidos_total).toBe(tudo.pedidos.length);
    const mesInteiro = { base: tudo.base, valor: tudo.valor, pedidos_total: tudo.pedidos_total };
    const lidos: ExtratoComissoes['pedidos'] = [];
    for (let d = 0; d < tudo.pedidos.length; d++) {
      const ex = await ler({ limite: 1, deslocamento: d });
      expect(ex.pedidos).toHaveLength(1);
      expect({ base: ex.base, valor: ex.valor, pedidos_total: ex.pedidos_total }).toEqual(mesInteiro);
      lidos.push(...ex.pedidos);
    }
    expect(lidos).toEqual(tudo.pedidos);
    const alem = await ler({ limite: 10, deslocamento: tudo.pedidos.length });
    expect(alem.pedidos).toEqual([]);
    expect(alem.pedidos_total).toBe(tudo.pedidos_total);
  });

  it('exporta CSV com as linhas do filtro', async () => {
    const r = await baixar(
      amb,
      `/api/comissoes/exportar?formato=csv&data_ini=${hoje()}&data_fin=${hoje()}&representante_id=${rep2}`,
      a.token,
    );
    expect(r.status).toBe(200);
    const texto = r.dados.toString('utf8');
    expect(texto).toContain('Vendedora Dois');
    expect(texto).toContain('1,45');
    expect(texto).toContain('0,22');
  });

  it('um vendedor lê só as próprias linhas; o extrato de outro representante é 404', async () => {
    const v = await usuarioDaEmpresa(amb, a, 'vendedor', rep2);
    const e = { ...a, token: v.token };
    const lidas = await lerLinhas(periodo(), e.token);
    expect(lidas.status).toBe(200);
    const proprias = lidas.corpo.registros as unknown as LinhaComissaoLida[];
    expect(new Set(proprias.map((l) => l.representante.id))).toEqual(new Set([rep2]));
    const alheias = await lerLinhas({ ...periodo(), representante_id: ca.vendedorId }, e.token);
    expect(alheias.corpo.registros).toEqual([]);
    const outro = await lerExtrato({ representante_id: ca.vendedorId, mes: mes() }, e.token);
    expect(outro.status).toBe(404);
    const proprio = await lerExtrato({ representante_id: rep2, mes: mes() }, e.token);
    expect(proprio.corpo.registros?.[0]?.valor).toBe(1.67);
    // In pages too: another representative's page is 404, its own page has the month's totals.
    const outraPagina = await lerExtrato({ representante_id: ca.vendedorId, mes: mes(), limite: 1 }, e.token);
    expect(outraPagina.status).toBe(404);
    const propria = await lerExtrato(
      { representante_id: rep2, mes: mes(), limite: 1, deslocamento: 0 },
      e.token,
    );
    expect(propria.corpo.registros?.[0]).toMatchObject({ base: 40, valor: 1.67, pedidos_total: 1 });
  });

  it('o representante de outra empresa é 404; as linhas de outra empresa não aparecem', async () => {
    const r = await lerExtrato({ representante_id: cb.vendedorId, mes: mes() }, a.token);
    expect(r.status).toBe(404);
    expect(r.corpo.retorno.mensagem).toBe('Representante não encontrado.');
    const lidas = await lerLinhas({ ...periodo(), representante_id: cb.vendedorId }, a.token);
    expect(lidas.corpo.registros).toEqual([]);
  });

  it('sem sessão: 401', async () => {
    expect((await lerLinhas(periodo())).status).toBe(401);
    expect((await lerExtrato({ representante_id: 1, mes: mes() })).status).toBe(401);
  });

  describe('entradas ruins', () => {
    testarRecusas(
      [
        [{ data_ini: '2026-01-01' }, 'Informe a data inicial e final (aaaa-mm-dd).'],
        [
          { data_ini: '2026-02-01', data_fin: '2026-01-01' },
          'A data final deve ser igual ou posterior à data inicial.',
        ],
      ],
      (corpo) => lerLinhas(corpo, a.token),
      () => linhasDo(a.empresaId),
    );
    testarRecusas(
      [
        [{ representante_id: 1, mes: '2026-13' }, 'Informe o mês (aaaa-mm).'],
        [{ representante_id: 'x', mes: '2026-01' }, 'Identificador inválido.'],
      ],
      (corpo) => lerExtrato(corpo, a.token),
      () => linhasDo(a.empresaId),
    );
    it.each([
      [{ limite: 0 }, 'limite'],
      [{ limite: 101 }, 'limite'],
      [{ limite: 'dez' }, 'limite'],
      [{ deslocamento: -1 }, 'deslocamento'],
    ])('recusa a paginação do extrato %j com 400, nomeando o campo', async (pagina, campo) => {
      const corpo = { representante_id: rep2, mes: mes(), ...pagina };
      const r = await lerExtrato(corpo, a.token);
      expect(r.status).toBe(400);
      expect(r.corpo.retorno.mensagem).toContain(campo);
    });
  });
});

describe('taxas nos cadastros', () => {
  it('representante, produto e empresa gravam e leem a taxa; vazio é "não definida", 0 é uma taxa', async () => {
    const criado = await amb.chamar(
      'POST',
      '/api/representantes/create',
      { nome: 'Com taxa zero', cnpj_cpf: '52998224725', comissao_percentual: 0 },
      a.token,
    );
    const id = Number(criado.corpo.retorno.id);
    const lido = await amb.chamar('POST', '/api/representantes/read_one', { id }, a.token);
    expect(lido.corpo.registros?.[0]?.comissao_percentual).toBe(0);
    const semTaxa = await amb.chamar(
      'POST',
      '/api/representantes/create',
      { nome: 'Sem taxa', cnpj_cpf: '52998224725', comissao_percentual: '' },
      a.token,
    );
    const lido2 = await amb.chamar(
      'POST',
      '/api/representantes/read_one',
      { id: semTaxa.corpo.retorno.id },
      a.token,
    );
    expect(lido2.corpo.registros?.[0]?.comissao_percentual).toBeNull();
    const produto = await amb.chamar('POST', '/api/produtos/read_one', { id: ca.produtoId }, a.token);
    expect(produto.corpo.registros?.[0]?.comissao_percentual).toBe(5);
    const empresa = await amb.chamar('POST', '/api/empresas/read_one', { id: a.empresaId }, a.token);
    expect(empresa.corpo.registros?.[0]).toMatchObject({
      comissao_padrao: 2,
      comissao_quando: 'faturamento',
    });
  });

  describe('taxa inválida: 400, nada gravado', () => {
    const msg = 'O campo comissão (%) deve ser um percentual de 0 a 100, com até duas casas decimais.';
    testarRecusas(
      [
        [{ nome: 'X', cnpj_cpf: '52998224725', comissao_percentual: 101 }, msg],
        [{ nome: 'X', cnpj_cpf: '52998224725', comissao_percentual: '1,234' }, msg],
        [{ nome: 'X', cnpj_cpf: '52998224725', comissao_percentual: -1 }, msg],
      ],
      (corpo) => amb.chamar('POST', '/api/representantes/create', corpo, a.token),
      () => amb.banco.db.select().from(representantes).where(eq(representantes.empresaId, a.empresaId)),
    );
  });
});
