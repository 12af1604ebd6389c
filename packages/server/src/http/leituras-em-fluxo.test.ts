import { casaBusca, dobrar, PAGINAS_CONTADAS } from '@mascate/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo, cadastrosDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { pedido, semear } from '../../test/pedidos-dados.ts';
import { TAMANHO_LOTE } from '../db/lotes.ts';

// More rows than one batch, with ties on the sort column, so the keyset crosses batches on equal names
// and dates; another company's rows must never appear.
const CLIENTES = 2 * TAMANHO_LOTE + 345;
const PRODUTOS = TAMANHO_LOTE + 234;
const PEDIDOS = TAMANHO_LOTE + 500;

const amb = ambienteDoArquivo();
const a = empresaDoArquivo(amb);
const c = cadastrosDoArquivo(amb, a);
beforeAll(async () => {
  const outra = await amb.novaEmpresa();
  const co = await semear(amb, outra.empresaId);
  const db = amb.banco.db;
  for (const [empresa, n] of [
    [a.empresaId, CLIENTES],
    [outra.empresaId, 10],
  ] as const) {
    await db.execute(sql`insert into clientes (empresa_id, nome, cnpj_cpf, cidade)
      select ${empresa}, 'Cliente ' || (g % 700), '52998224725', 'Cidade ' || g from generate_series(1, ${n}) g`);
  }
  await db.execute(sql`insert into produtos (empresa_id, codigo, descricao, unidade_id, preco, estoque)
    select ${a.empresaId}, 'P' || g, 'Produto ' || (g % 300), u.id, 1.5, g
    from generate_series(1, ${PRODUTOS}) g, (select id from unidades where empresa_id = ${a.empresaId} limit 1) u`);
  // One real order through the API, then many more by SQL on 30 dates (about 50 orders a day).
  expect((await amb.chamar('POST', '/api/pedidosvenda/create', pedido(c), a.token)).status).toBe(200);
  expect((await amb.chamar('POST', '/api/pedidosvenda/create', pedido(co), outra.token)).status).toBe(200);
  await db.execute(sql`insert into pedidos (empresa_id, numero, data, participante_id, valor)
    select ${a.empresaId}, 1000 + g, date '2025-01-01' + (g % 30), ${c.clienteId}, 10.00
    from generate_series(1, ${PEDIDOS}) g`);
  await db.execute(sql`insert into pedido_itens (empresa_id, pedido_id, seq, produto_id, descricao, qt, preco, total)
    select empresa_id, id, s, ${c.produtoId}, 'Item ' || s, s, 5.00, 5.00 * s
    from pedidos, generate_series(1, 2) s where empresa_id = ${a.empresaId} and numero > 1000`);
  await db.execute(sql`insert into pedido_parcelas (empresa_id, pedido_id, parcela, vencimento, valor)
    select empresa_id, id, 1, data + 30, 15.00 from pedidos where empresa_id = ${a.empresaId} and numero > 1000`);
}, 120_000);

/** Every page of 100 through `limite`/`deslocamento`: the answer the serializer builds. */
async function todasAsPaginas(url: string, corpo: object) {
  const linhas: Record<string, unknown>[] = [];
  for (let deslocamento = 0; ; deslocamento += 100) {
    const r = await amb.chamar('POST', url, { ...corpo, limite: 100, deslocamento, total_exato: 1 }, a.token);
    expect(r.status).toBe(200);
    linhas.push(...(r.corpo.registros ?? []));
    if (linhas.length >= (r.corpo.total ?? 0)) return linhas;
  }
}

describe('leituras sem limite: todas as linhas, em fluxo, iguais às páginas', () => {
  it.each([
    ['clientes', '/api/clientes/read', {}, CLIENTES + 2],
    ['clientes com busca', '/api/clientes/read', { busca: 'cliente 1' }, undefined],
    ['produtos', '/api/produtos/read', {}, PRODUTOS + 2],
    ['pedidos', '/api/pedidosvenda/read', {}, PEDIDOS + 1],
    [
      'pedidos de um dia',
      '/api/pedidosvenda/read',
      { data_inicial: '2025-01-05', data_final: '2025-01-05' },
      50,
    ],
  ])('%s', async (_nome, url, corpo, quantidade) => {
    const r = await amb.app.inject({
      method: 'POST',
      url,
      payload: corpo,
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    const corpoFluxo = r.json() as { retorno: unknown; registros: Record<string, unknown>[]; total?: number };
    expect(corpoFluxo.retorno).toEqual({ sucesso: true, mensagem: '' });
    expect(corpoFluxo.total).toBeUndefined();
    if (quantidade !== undefined) expect(corpoFluxo.registros).toHaveLength(quantidade);
    // Same rows, same order, same fields and values as the serialized pages.
    expect(corpoFluxo.registros).toEqual(await todasAsPaginas(url, corpo));
  });

  it('uma empresa sem linhas recebe a lista vazia', async () => {
    const vazia = await amb.novaEmpresa();
    const r = await amb.chamar('POST', '/api/clientes/read', {}, vazia.token);
    expect(r).toEqual({ status: 200, corpo: { retorno: { sucesso: true, mensagem: '' }, registros: [] } });
  });

  it('sem sessão: 401 com o envelope, antes de qualquer linha', async () => {
    const r = await amb.chamar('POST', '/api/pedidosvenda/read', {});
    expect(r.status).toBe(401);
    expect(r.corpo.retorno.sucesso).toBe(false);
  });
});

describe(`páginas: a contagem para ${PAGINAS_CONTADAS} páginas adiante e conta tudo com total_exato`, () => {
  it.each([
    ['clientes', '/api/clientes/read', {}, CLIENTES + 2],
    ['produtos', '/api/produtos/read', {}, PRODUTOS + 2],
    ['preços de produtos', '/api/tabelasprecos/precos', {}, PRODUTOS + 2],
    ['pedidos', '/api/pedidosvenda/read', {}, PEDIDOS + 1],
  ])('%s', async (_nome, url, corpo, todos) => {
    const limitada = await amb.chamar('POST', url, { ...corpo, limite: 10 }, a.token);
    expect(limitada.status).toBe(200);
    expect(limitada.corpo).toMatchObject({ total: 10 * PAGINAS_CONTADAS, total_limitado: true });
    expect(limitada.corpo.registros).toHaveLength(10);
    const exata = await amb.chamar('POST', url, { ...corpo, limite: 10, total_exato: 1 }, a.token);
    expect(exata.corpo.total).toBe(todos);
    expect(exata.corpo).not.toHaveProperty('total_limitado');
    expect(exata.corpo.registros).toEqual(limitada.corpo.registros);
    // A later page counts from its own start: the total never falls below the rows shown.
    const funda = await amb.chamar('POST', url, { ...corpo, limite: 10, deslocamento: 1000 }, a.token);
    expect(funda.corpo).toMatchObject({ total: 1000 + 10 * PAGINAS_CONTADAS, total_limitado: true });
    // Near the end the count reaches the last row: exact again.
    const fim = await amb.chamar('POST', url, { ...corpo, limite: 10, deslocamento: todos - 50 }, a.token);
    expect(fim.corpo.total).toBe(todos);
    expect(fim.corpo).not.toHaveProperty('total_limitado');
  });

  it('uma busca com poucas linhas tem o total exato, sem total_limitado', async () => {
    const r = await amb.chamar('POST', '/api/clientes/read', { busca: 'cliente 12', limite: 10 }, a.token);
    const nomes = Array.from({ length: CLIENTES }, (_, i) => `Cliente ${(i + 1) % 700}`);
    // Every word anywhere, in any order (domain casaBusca): 'Cliente 12', 'Cliente 112', 'Cliente 120'...
    const casam = nomes.filter((n) => casaBusca(dobrar(`${n} 52998224725`), 'cliente 12'));
    expect(casam.length).toBeGreaterThan(CLIENTES / 700);
    expect(r.corpo.total).toBe(casam.length);
    expect(r.corpo).not.toHaveProperty('total_limitado');
  });

  it('total_exato que não é 0 nem 1 é recusado', async () => {
    const r = await amb.chamar('POST', '/api/clientes/read', { limite: 10, total_exato: 2 }, a.token);
    expect(r).toEqual({
      status: 400,
      corpo: { retorno: { sucesso: false, mensagem: 'O campo total_exato deve ser 0 ou 1.' } },
    });
  });

  it('sem sessão: 401 antes de contar', async () => {
    const r = await amb.chamar('POST', '/api/clientes/read', { limite: 10, total_exato: 1 });
    expect(r.status).toBe(401);
  });
});
