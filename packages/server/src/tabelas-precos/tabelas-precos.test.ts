import { MSG_TABELA_AJUSTE, MSG_TABELA_NOME } from '@mascate/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo, cadastrosDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { pedido } from '../../test/pedidos-dados.ts';
import { PNG } from '../../test/produtos-apoio.ts';
import { testarRecusas } from '../../test/recusa.ts';
import { produtoImagens, produtos, tabelaPrecoItens, tabelasPrecos } from '../db/schema.ts';

let unidadeId: number;
const amb = ambienteDoArquivo();
const emp = empresaDoArquivo(amb);
const c = cadastrosDoArquivo(amb, emp);
const outra = empresaDoArquivo(amb);
const co = cadastrosDoArquivo(amb, outra);
beforeAll(async () => {
  const [p] = await amb.banco.db.select().from(produtos).where(eq(produtos.id, c.produtoId));
  unidadeId = p?.unidadeId ?? 0;
});

const api = (acao: string, corpo: unknown, token: string = emp.token, metodo: 'POST' | 'PUT' = 'POST') =>
  amb.chamar(metodo, `/api/tabelasprecos/${acao}`, corpo, token);

async function criar(corpo: Record<string, unknown>, token = emp.token): Promise<number> {
  const r = await api('create', { nome: 'Tabela', ...corpo }, token);
  expect(r.status, JSON.stringify(r.corpo)).toBe(200);
  return Number(r.corpo.retorno.id);
}

const contarTabelas = async (empresaId: number) =>
  (await amb.banco.db.select().from(tabelasPrecos).where(eq(tabelasPrecos.empresaId, empresaId))).length;
const itensGravados = async (tabelaId: number) =>
  (await amb.banco.db.select().from(tabelaPrecoItens).where(eq(tabelaPrecoItens.tabelaPrecoId, tabelaId)))
    .length;

describe('tabelasprecos/create, read, read_one', () => {
  it('cadastra com percentual, validade e preço fixo, e lê de volta', async () => {
    const id = await criar({
      nome: 'Atacado Sul',
      ajuste_percentual: -10,
      validade_inicio: '2020-01-01',
      validade_fim: '2100-12-31',
      itens: [{ produto_id: c.produto2Id, preco: 4.99 }],
    });
    const um = await api('read_one', { id });
    expect(um.corpo.registros?.[0]).toEqual({
      id,
      nome: 'Atacado Sul',
      ajuste_percentual: -10,
      validade_inicio: '2020-01-01',
      validade_fim: '2100-12-31',
      ativo: 1,
      vigente: 1,
      quantidade_itens: 1,
      itens: [
        { produto_id: c.produto2Id, codigo: 'F2', descricao: 'Feijão 1kg', preco_base: 5.5, preco: 4.99 },
      ],
    });
    const lista = await api('read', { busca: 'atacado', limite: 10, deslocamento: 0 });
    expect(lista.corpo.total).toBe(1);
    expect(lista.corpo.registros?.[0]).toMatchObject({
      id,
      nome: 'Atacado Sul',
      vigente: 1,
      quantidade_itens: 1,
    });
  });

  it('tabela inativa ou vencida é lida com vigente 0', async () => {
    const inativa = await criar({ nome: 'Inativa', ativo: 0 });
    const vencida = await criar({ nome: 'Vencida', validade_fim: '2020-12-31' });
    const lista = await api('read', {});
    const vigente = (id: number) => lista.corpo.registros?.find((t) => t.id === id)?.vigente;
    expect([vigente(inativa), vigente(vencida)]).toEqual([0, 0]);
  });

  testarRecusas(
    [
      [{ nome: '' }, MSG_TABELA_NOME],
      [{ nome: 'T', ajuste_percentual: 1000.5 }, MSG_TABELA_AJUSTE],
      [{ nome: 'T', validade_inicio: '2026-13-01' }, 'A validade inicial é inválida.'],
      [
        { nome: 'T', itens: [{ produto_id: 1, preco: -1 }] },
        'O preço de cada produto da tabela deve ser um número maior que zero.',
      ],
    ],
    (corpo) => api('create', corpo),
    () => contarTabelas(emp.empresaId),
  );

  it('produto de outra empresa nos itens: 404 e nada gravado', async () => {
    const antes = await contarTabelas(emp.empresaId);
    const r = await api('create', { nome: 'X', itens: [{ produto_id: co.produtoId, preco: 1 }] });
    expect(r.status).toBe(404);
    expect(r.corpo.retorno.mensagem).toBe(`O produto ${co.produtoId} não foi encontrado nesta empresa.`);
    expect(await contarTabelas(emp.empresaId)).toBe(antes);
  });

  it('5.000 preços fixos: grava e lê de volta todos', async () => {
    const valores = Array.from({ length: 5000 }, (_, i) => ({
      empresaId: emp.empresaId,
      codigo: `G${i}`,
      descricao: `Granel ${String(i).padStart(4, '0')}`,
      unidadeId,
      preco: '3.00',
    }));
    const ids = (await amb.banco.db.insert(produtos).values(valores).returning({ id: produtos.id })).map(
      (p) => p.id,
    );
    const id = await criar({
      nome: 'Grande',
      itens: ids.map((produto_id, i) => ({ produto_id, preco: 1 + i / 100 })),
    });
    const um = await api('read_one', { id });
    expect(um.corpo.registros?.[0]?.quantidade_itens).toBe(5000);
    expect((um.corpo.registros?.[0]?.itens as unknown[] | undefined)?.length).toBe(5000);
  });
});

describe('tabelasprecos/update e delete', () => {
  it('sem itens mantém os preços fixos; com itens substitui', async () => {
    const id = await criar({ nome: 'Mutável', itens: [{ produto_id: c.produtoId, preco: 9 }] });
    let r = await api('update', { id, nome: 'Mutável 2', ajuste_percentual: 5 }, emp.token, 'PUT');
    expect(r.corpo.retorno).toEqual({ sucesso: true, mensagem: 'Tabela de preços alterada com sucesso!' });
    expect(await itensGravados(id)).toBe(1);
    r = await api('update', { id, nome: 'Mutável 2', itens: [] }, emp.token, 'PUT');
    expect(r.status).toBe(200);
    expect(await itensGravados(id)).toBe(0);
    expect((await api('read_one', { id })).corpo.registros?.[0]).toMatchObject({
      nome: 'Mutável 2',
      ajuste_percentual: 0,
    });
  });

  it('exclui a tabela sem uso (e seus itens)', async () => {
    const id = await criar({ nome: 'Descartável', itens: [{ produto_id: c.produtoId, preco: 9 }] });
    const r = await api('delete', { id });
    expect(r.corpo.retorno).toEqual({ sucesso: true, mensagem: 'Tabela de preços excluída com sucesso!' });
    expect(await itensGravados(id)).toBe(0);
    expect((await api('read_one', { id })).status).toBe(404);
  });

  it('tabela usada por cliente, rota ou pedido: 409 e nada excluído', async () => {
    const id = await criar({ nome: 'Em uso' });
    const rota = { nome: 'Rota T', tabela_preco_id: id };
    expect((await amb.chamar('POST', '/api/rotas/create', rota, emp.token)).status).toBe(200);
    const r = await api('delete', { id });
    expect(r.status).toBe(409);
    expect(r.corpo.retorno.mensagem).toBe(
      'Não é possível excluir a tabela de preços: ela está vinculada a 1 rota(s). Escolha outra tabela para eles antes de excluí-la.',
    );
    // A customer and an order as well: each use is named.
    const cliente = { nome: 'Cliente T', cnpj_cpf: '52998224725', tabela_preco_id: id };
    expect((await amb.chamar('POST', '/api/clientes/create', cliente, emp.token)).status).toBe(200);
    const corpo = pedido(c, [{ produto_id: c.produtoId, qt: 1, preco: 10 }], { tabela_preco_id: id });
    expect((await amb.chamar('POST', '/api/pedidosvenda/create', corpo, emp.token)).status).toBe(200);
    const todos = await api('delete', { id });
    expect(todos.status).toBe(409);
    expect(todos.corpo.retorno.mensagem).toBe(
      'Não é possível excluir a tabela de preços: ela está vinculada a 1 cliente(s), 1 rota(s), 1 pedido(s). Escolha outra tabela para eles antes de excluí-la.',
    );
    expect((await api('read_one', { id })).status).toBe(200);
  });
});

describe('isolamento e sessão', () => {
  it('tabela de outra empresa: 404 em read_one, update, delete e precos; nada muda', async () => {
    const alheia = await criar({ nome: 'Alheia' }, outra.token);
    for (const [acao, corpo, metodo] of [
      ['read_one', { id: alheia }, 'POST'],
      ['update', { id: alheia, nome: 'Invadida' }, 'PUT'],
      ['delete', { id: alheia }, 'POST'],
      ['precos', { tabela_preco_id: alheia }, 'POST'],
    ] as const) {
      const r = await api(acao, corpo, emp.token, metodo);
      expect(r.status, acao).toBe(404);
      expect(r.corpo.retorno.mensagem).toBe('Tabela de preços não encontrada.');
    }
    const [linha] = await amb.banco.db.select().from(tabelasPrecos).where(eq(tabelasPrecos.id, alheia));
    expect(linha?.nome).toBe('Alheia');
    expect((await api('read', {})).corpo.registros?.some((t) => t.id === alheia)).toBe(false);
  });

  it('sem sessão: 401 em todas as ações', async () => {
    for (const acao of ['read', 'read_one', 'create', 'delete', 'precos']) {
      expect((await api(acao, { id: 1, nome: 'X' }, '')).status, acao).toBe(401);
    }
    expect((await api('update', { id: 1, nome: 'X' }, '', 'PUT')).status).toBe(401);
  });
});

describe('tabelasprecos/precos', () => {
  it('tabela 0 responde os preços base; a tabela, percentual e preço fixo', async () => {
    const id = await criar({
      nome: 'Picker',
      ajuste_percentual: 5,
      itens: [{ produto_id: c.produto2Id, preco: 5 }],
    });
    const ids = [c.produtoId, c.produto2Id];
    const base = await api('precos', { tabela_preco_id: 0, produto_ids: ids });
    expect(base.corpo.registros?.map((p) => [p.produto_id, p.preco_base, p.preco])).toEqual([
      [c.produtoId, 10, 10],
      [c.produto2Id, 5.5, 5.5],
    ]);
    const tabela = await api('precos', { tabela_preco_id: id, busca: 'kg', limite: 1, deslocamento: 1 });
    expect(tabela.corpo.total).toBe(2);
    expect(tabela.corpo.registros).toEqual([
      {
        produto_id: c.produto2Id,
        codigo: 'F2',
        descricao: 'Feijão 1kg',
        unidade_id: unidadeId,
        unidade: 'UN',
        estoque: 3,
        preco_base: 5.5,
        preco: 5,
        possui_imagem: false,
      },
    ]);
    const arroz = await api('precos', { tabela_preco_id: id, produto_ids: [c.produtoId] });
    expect(arroz.corpo.registros?.[0]?.preco).toBe(10.5);
    // The picker's call: one page, no count.
    const seletor = await api('precos', { tabela_preco_id: id, busca: 'kg', limite: 1, contar_total: 0 });
    expect(seletor.corpo.registros?.map((p) => p.produto_id)).toEqual([c.produtoId]);
    expect(seletor.corpo.total).toBeUndefined();
    // inicio_primeiro: 'Feijão 1kg' begins with 'f', 'Arroz 5kg' only contains it (code F2 aside).
    const f = await api('precos', { tabela_preco_id: id, busca: 'f', limite: 10, inicio_primeiro: 1 });
    expect(f.corpo.registros?.map((p) => [p.descricao, p.preco])).toEqual([['Feijão 1kg', 5]]);
    const kg = await api('precos', { tabela_preco_id: id, busca: 'KG', limite: 10, inicio_primeiro: 1 });
    expect(kg.corpo.registros?.map((p) => [p.descricao, p.preco])).toEqual([
      ['Arroz 5kg', 10.5],
      ['Feijão 1kg', 5],
    ]);
  });

  it('tabela inativa ou fora da validade responde os preços base', async () => {
    for (const corpo of [{ ativo: 0 }, { validade_inicio: '2100-01-01' }]) {
      const id = await criar({
        nome: 'Fora',
        ajuste_percentual: 50,
        ...corpo,
        itens: [{ produto_id: c.produto2Id, preco: 1 }],
      });
      const r = await api('precos', { tabela_preco_id: id, produto_ids: [c.produtoId, c.produto2Id] });
      expect(r.corpo.registros?.map((p) => p.preco)).toEqual([10, 5.5]);
    }
  });

  it('diz qual produto tem imagem (o seletor mostra a miniatura); produto de outra empresa nunca aparece', async () => {
    const imagem = (empresaId: number, produtoId: number) => ({
      empresaId,
      produtoId,
      tipo: 'image/png',
      dados: PNG,
    });
    await amb.banco.db
      .insert(produtoImagens)
      .values([imagem(emp.empresaId, c.produtoId), imagem(outra.empresaId, co.produto2Id)]);
    const precos = async (corpo: object, token = emp.token) => {
      const r = await api('precos', { tabela_preco_id: 0, ...corpo }, token);
      expect(r.status, JSON.stringify(r.corpo)).toBe(200);
      return r.corpo.registros?.map((p) => [p.produto_id, p.possui_imagem]);
    };
    const esperado = [
      [c.produtoId, true],
      [c.produto2Id, false],
    ];
    // The picker's call (inicio_primeiro, the statement built once), a page and the whole list.
    expect(await precos({ busca: 'kg', limite: 10, inicio_primeiro: 1, contar_total: 0 })).toEqual(esperado);
    expect(await precos({ busca: 'kg', limite: 10, deslocamento: 0 })).toEqual(esperado);
    expect(await precos({ produto_ids: [c.produtoId, c.produto2Id] })).toEqual(esperado);
    // Another company's product, with its image, by id or by search: never in this company's answer.
    expect(await precos({ produto_ids: [co.produtoId, co.produto2Id] })).toEqual([]);
    expect(await precos({ busca: 'F2', limite: 10, inicio_primeiro: 1 })).toEqual([[c.produto2Id, false]]);
    // And the other company sees its own image flag, not this one's.
    expect(await precos({ produto_ids: [co.produtoId, co.produto2Id] }, outra.token)).toEqual([
      [co.produtoId, false],
      [co.produto2Id, true],
    ]);
  });
});
