import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo } from '../../test/arquivo.ts';
import { novaUnidade, novoPedido, novoProduto, produtoValido } from '../../test/produtos-apoio.ts';
import { produtos } from '../db/schema.ts';

const amb = ambienteDoArquivo();

const TODOS = 'Todos os campos devem ser preenchidos!';

async function quantosProdutos(empresaId: number) {
  const [r] = await amb.banco.db
    .select({ n: count() })
    .from(produtos)
    .where(eq(produtos.empresaId, empresaId));
  return r?.n ?? 0;
}

describe('produtos: cadastro e leitura', () => {
  it('cadastra e lê o produto com números, sigla da unidade e sem imagem', async () => {
    const e = await amb.novaEmpresa();
    const { id, unidadeId } = await novoProduto(amb, e);
    const um = await amb.chamar('POST', '/api/produtos/read_one', { id }, e.token);
    expect(um.status).toBe(200);
    expect(um.corpo.registros?.[0]).toEqual({
      id,
      codigo: 'P001',
      descricao: 'Café torrado 500g',
      unidade_id: unidadeId,
      unidade: 'UN',
      sigla: 'UN',
      preco: 12.5,
      status: 0,
      estoque: 10.25,
      tipo: 0,
      possui_imagem: false,
      comissao_percentual: null,
      // Issue 48: the fiscal data, empty until given.
      ncm: '',
      cest: '',
      origem: 0,
      aliquota_ipi: 0,
      peso_unitario: null,
    });
  });

  it('aceita os valores como texto (vírgula decimal) e o preço em centavos exatos', async () => {
    const e = await amb.novaEmpresa();
    const u = await novaUnidade(amb, e);
    const corpo = {
      ...produtoValido(u),
      preco: '1.234,56',
      estoque: '2,5',
      status: '1',
      tipo: '99',
      unidade_id: String(u),
    };
    const r = await amb.chamar('POST', '/api/produtos/create', corpo, e.token);
    expect(r.corpo.retorno).toMatchObject({ sucesso: true, mensagem: 'Produto cadastrado com sucesso!' });
    const lido = await amb.chamar('POST', '/api/produtos/read_one', { id: r.corpo.retorno.id }, e.token);
    expect(lido.corpo.registros?.[0]).toMatchObject({ preco: 1234.56, estoque: 2.5, status: 1, tipo: 99 });
  });

  it('busca por descrição ou código, sem diferença de maiúsculas, com páginas e total', async () => {
    const e = await amb.novaEmpresa();
    const u = await novaUnidade(amb, e);
    for (const [codigo, descricao] of [
      ['A1', 'Arroz 5kg'],
      ['B2', 'Feijão preto'],
      ['ARR9', 'Sal'],
    ]) {
      await amb.chamar('POST', '/api/produtos/create', { ...produtoValido(u), codigo, descricao }, e.token);
    }
    const r = await amb.chamar(
      'POST',
      '/api/produtos/read',
      { busca: 'aRr', limite: 1, deslocamento: 1 },
      e.token,
    );
    expect(r.corpo.total).toBe(2);
    expect(r.corpo.registros?.map((p) => p.descricao)).toEqual(['Sal']);
    const todos = await amb.chamar('POST', '/api/produtos/read', {}, e.token);
    expect(todos.corpo.registros).toHaveLength(3);
    expect(todos.corpo.total).toBeUndefined();
  });

  it('seletor (inicio_primeiro): primeiro quem começa com o termo, depois quem o contém; % é literal', async () => {
    const e = await amb.novaEmpresa();
    const u = await novaUnidade(amb, e);
    for (const [codigo, descricao] of [
      ['C1', 'Bolacha de arroz'],
      ['C2', 'arroz integral 1kg'],
      ['C3', 'Achocolatado com arroz'],
      ['ARROZ1', 'Sal'],
      ['C4', 'Arroz branco 5kg'],
      ['C5', 'Feijão'],
      ['C6', '100% arroz'],
      ['C7', '1000 grãos'],
    ]) {
      await amb.chamar('POST', '/api/produtos/create', { ...produtoValido(u), codigo, descricao }, e.token);
    }
    const ler = async (corpo: object) =>
      (await amb.chamar('POST', '/api/produtos/read', { inicio_primeiro: 1, ...corpo }, e.token)).corpo;
    const r = await ler({ busca: 'ARROZ', limite: 10 });
    expect(r.registros?.map((p) => p.descricao)).toEqual([
      'Arroz branco 5kg',
      'arroz integral 1kg',
      '100% arroz',
      'Achocolatado com arroz',
      'Bolacha de arroz',
      'Sal',
    ]);
    expect(r.total).toBe(6);
    expect((await ler({ busca: 'arroz', limite: 2 })).registros?.map((p) => p.codigo)).toEqual(['C4', 'C2']);
    const pagina2 = await ler({ busca: 'arroz', limite: 2, deslocamento: 2, contar_total: 0 });
    expect(pagina2.registros?.map((p) => p.codigo)).toEqual(['C6', 'C3']);
    expect(pagina2.total).toBeUndefined();
    expect((await ler({ busca: '100%', limite: 10 })).registros?.map((p) => p.codigo)).toEqual(['C6']);
    // The product list keeps plain description order.
    const lista = await amb.chamar('POST', '/api/produtos/read', { busca: 'arroz', limite: 3 }, e.token);
    expect(lista.corpo.registros?.map((p) => p.descricao)).toEqual([
      '100% arroz',
      'Achocolatado com arroz',
      'Arroz branco 5kg',
    ]);
    const ruim = await amb.chamar('POST', '/api/produtos/read', { inicio_primeiro: 2, limite: 10 }, e.token);
    expect(ruim.status).toBe(400);
    expect(ruim.corpo.retorno?.mensagem).toBe('O campo inicio_primeiro deve ser 0 ou 1.');
    // Another company's products never enter either group; without a session, 401 before anything.
    const outra = await amb.novaEmpresa();
    const uo = await novaUnidade(amb, outra);
    for (const [codigo, descricao] of [
      ['X1', 'Arroz da outra'],
      ['X2', 'Farinha de arroz da outra'],
    ]) {
      await amb.chamar(
        'POST',
        '/api/produtos/create',
        { ...produtoValido(uo), codigo, descricao },
        outra.token,
      );
    }
    const minha = await ler({ busca: 'arroz', limite: 10 });
    expect(minha.registros?.map((p) => p.codigo)).toEqual(['C4', 'C2', 'C6', 'C3', 'C1', 'ARROZ1']);
    const sem = await amb.chamar(
      'POST',
      '/api/produtos/read',
      { inicio_primeiro: 1, busca: 'arroz', limite: 10 },
      '',
    );
    expect(sem.status).toBe(401);
  });

  it('seletor: o mesmo plano preparado responde a qualquer termo, em sequência, nas duas rotas', async () => {
    // The first group is a prepared statement (migration 0019): PostgreSQL keeps one plan after five calls
    // on a connection. Many terms in a row, on both routes that use it, must each get their own answer.
    const e = await amb.novaEmpresa();
    const u = await novaUnidade(amb, e);
    const descricoes = [
      'Arroz branco 5kg',
      'arroz integral 1kg',
      'Arroz',
      'Arrozina 200g',
      'Açúcar cristal 1kg',
      'AÇÚCAR MASCAVO',
      'Óleo de soja',
      'ovo_caipira dúzia',
      '50% cacau',
      '500g de feijão',
      'Feijão carioca',
      'Farinha de arroz',
    ];
    for (const [i, descricao] of descricoes.entries()) {
      await amb.chamar(
        'POST',
        '/api/produtos/create',
        { ...produtoValido(u), codigo: `S${i}`, descricao },
        e.token,
      );
    }
    // Another company's products begin with the same terms: neither route may show them.
    const outra = await amb.novaEmpresa();
    const uo = await novaUnidade(amb, outra);
    for (const [i, descricao] of ['Arroz da outra', 'Açúcar da outra', 'ovo_ da outra'].entries()) {
      await amb.chamar(
        'POST',
        '/api/produtos/create',
        { ...produtoValido(uo), codigo: `O${i}`, descricao },
        outra.token,
      );
    }
    // What the first group must hold: descriptions that begin with the term, case aside, in byte order.
    const comecam = (termo: string) =>
      descricoes
        .map((d, i) => ({ d, codigo: `S${i}`, chave: d.toLowerCase() }))
        .filter((p) => p.chave.startsWith(termo.trim().toLowerCase()))
        .sort((a, b) => (a.chave < b.chave ? -1 : a.chave > b.chave ? 1 : a.codigo < b.codigo ? -1 : 1))
        .map((p) => p.d);
    const termos = [
      'arroz',
      'ARROZ ',
      'arrozi',
      'açúcar',
      'AÇ',
      'óleo',
      'ovo_',
      'ovo%',
      '50%',
      '5',
      'f',
      'x',
      'arroz',
    ];
    // Both routes that read the picker's first group, each with its own statement built once.
    const rotas = [
      ['/api/produtos/read', {}],
      ['/api/tabelasprecos/precos', { tabela_preco_id: 0 }],
    ] as const;
    for (const termo of termos) {
      const esperado = comecam(termo);
      for (const [rota, extra] of rotas) {
        const r = await amb.chamar(
          'POST',
          rota,
          { ...extra, inicio_primeiro: 1, busca: termo, limite: 20, contar_total: 0 },
          e.token,
        );
        const lidas = r.corpo.registros?.map((p) => String(p.descricao)) ?? [];
        expect(lidas.slice(0, esperado.length), `${rota} '${termo}'`).toEqual(esperado);
        expect(
          lidas.filter((d) => !descricoes.includes(d)),
          `${rota} '${termo}'`,
        ).toEqual([]);
      }
    }
  });

  it.each([
    ['codigo', { codigo: '' }],
    ['descricao', { descricao: '   ' }],
    ['unidade_id', { unidade_id: 0 }],
    ['preco', { preco: '' }],
    ['status', { status: undefined }],
    ['estoque', { estoque: null }],
    ['tipo', { tipo: '' }],
  ])('sem %s responde a mensagem da especificação e nada grava', async (_campo, falta) => {
    const e = await amb.novaEmpresa();
    const u = await novaUnidade(amb, e);
    const r = await amb.chamar('POST', '/api/produtos/create', { ...produtoValido(u), ...falta }, e.token);
    expect(r.status).toBe(400);
    expect(r.corpo.retorno).toEqual({ sucesso: false, mensagem: TODOS });
    expect(await quantosProdutos(e.empresaId)).toBe(0);
  });

  it.each([
    [{ status: 2 }, 'O status deve ser 0 (Ativo) ou 1 (Inativo).'],
    [{ tipo: 11 }, 'Tipo de produto inválido.'],
    [{ preco: -1 }, 'O campo preço não pode ser negativo.'],
    [{ preco: 'doze' }, 'O campo preço deve ser um número.'],
    [{ preco: 1e13 }, 'O campo preço é grande demais.'],
    [{ estoque: [1] }, 'O campo quantidade em estoque deve ser um número.'],
    [{ codigo: { a: 1 } }, 'O campo código deve ser um texto.'],
    [{ codigo: 'x'.repeat(61) }, 'O campo código deve ter no máximo 60 caracteres.'],
    [{ descricao: 'x'.repeat(256) }, 'O campo descrição deve ter no máximo 255 caracteres.'],
  ])('recusa %j com 400 "%s" e nada grava', async (ruim, mensagem) => {
    const e = await amb.novaEmpresa();
    const u = await novaUnidade(amb, e);
    const r = await amb.chamar('POST', '/api/produtos/create', { ...produtoValido(u), ...ruim }, e.token);
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe(mensagem);
    expect(await quantosProdutos(e.empresaId)).toBe(0);
  });

  it('sem sessão responde 401', async () => {
    for (const acao of ['read', 'read_one', 'create', 'update', 'add_image', 'delete']) {
      const r = await amb.chamar('POST', `/api/produtos/${acao}`, { id: 1 });
      expect(r.status, acao).toBe(401);
    }
    expect((await amb.chamar('GET', '/api/produtos/imagem/1')).status).toBe(401);
  });

  it('não cadastra com a unidade de outra empresa (404) nem lê o produto de outra', async () => {
    const a = await amb.novaEmpresa();
    const b = await amb.novaEmpresa();
    const deB = await novoProduto(amb, b);
    const r = await amb.chamar('POST', '/api/produtos/create', produtoValido(deB.unidadeId), a.token);
    expect(r.status).toBe(404);
    expect(r.corpo.retorno.mensagem).toBe('Unidade não encontrada.');
    expect(await quantosProdutos(a.empresaId)).toBe(0);
    const lido = await amb.chamar('POST', '/api/produtos/read_one', { id: deB.id }, a.token);
    expect(lido.status).toBe(404);
    expect((await amb.chamar('POST', '/api/produtos/read', {}, a.token)).corpo.registros).toEqual([]);
  });
});

describe('produtos: exclusão', () => {
  it('exclui um produto sem pedidos', async () => {
    const e = await amb.novaEmpresa();
    const { id } = await novoProduto(amb, e);
    const r = await amb.chamar('POST', '/api/produtos/delete', { id }, e.token);
    expect(r.corpo.retorno).toEqual({ sucesso: true, mensagem: 'Produto excluído com sucesso!' });
    expect(await quantosProdutos(e.empresaId)).toBe(0);
  });

  it('recusa (409) excluir um produto que consta em pedidos, e o de outra empresa (404)', async () => {
    const a = await amb.novaEmpresa();
    const b = await amb.novaEmpresa();
    const { id } = await novoProduto(amb, a);
    await novoPedido(amb, a, '2025-01-10', { produtoId: id });
    const r = await amb.chamar('POST', '/api/produtos/delete', { id }, a.token);
    expect(r.status).toBe(409);
    expect(r.corpo.retorno.mensagem).toBe(
      'Este produto não pode ser excluído porque consta em pedidos de venda.',
    );
    const outra = await amb.chamar('POST', '/api/produtos/delete', { id }, b.token);
    expect(outra.status).toBe(404);
    expect(await quantosProdutos(a.empresaId)).toBe(1);
  });
});
