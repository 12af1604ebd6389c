import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, cadastrosDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { contarPedidos } from '../../test/pedidos-consultas.ts';
import { pedido, semear } from '../../test/pedidos-dados.ts';

const amb = ambienteDoArquivo();
const emp = empresaDoArquivo(amb);
const c = cadastrosDoArquivo(amb, emp);

const criar = (corpo: unknown, token = emp.token) =>
  amb.chamar('POST', '/api/pedidosvenda/create', corpo, token);

describe('pedidosvenda/create', () => {
  it('grava o pedido com itens e parcelas e numera 1, 2, 3', async () => {
    const numeros: number[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await criar(pedido(c, undefined, { nParcelas: 3 }));
      expect(r.status).toBe(200);
      expect(r.corpo.retorno).toMatchObject({ sucesso: true, mensagem: 'Pedido gravado com sucesso!' });
      numeros.push(Number(r.corpo.retorno.numero));
    }
    expect(numeros).toEqual([1, 2, 3]);
  });

  it('answers the order by read_one (PUT and POST) with items and instalments', async () => {
    const corpo = pedido(c, [{ produto_id: c.produtoId, qt: 1.5, preco: 3.33, desconto: 0.5 }], {
      nParcelas: 2,
    });
    const r = await criar(corpo);
    const id = r.corpo.retorno.id;
    for (const metodo of ['PUT', 'POST'] as const) {
      const lido = await amb.chamar(metodo, '/api/pedidosvenda/read_one', { id }, emp.token);
      expect(lido.status).toBe(200);
      const p = lido.corpo.registros?.[0];
      expect(p).toMatchObject({
        id,
        numero: r.corpo.retorno.numero,
        ident_operacao: 1,
        participante: { id: c.clienteId, nome: 'Mercado Boa Vista Ltda' },
        vendedor_id: c.vendedorId,
        forma_pagamento_id: c.formaId,
        valor: 5,
        desconto: 0.5,
      });
      expect(p?.produtos).toEqual([
        {
          id: corpo.produtos?.[0]?.id,
          descricao: 'Arroz 5kg',
          codpro: 'A1',
          produto_id: c.produtoId,
          unidade_id: expect.any(Number),
          unidade: 'UN',
          qt: 1.5,
          preco: 3.33,
          desconto: 0.5,
          total: 4.5,
        },
      ]);
      expect(p?.parcelas).toEqual(corpo.parcelas);
    }
  });

  it('the same idempotency key twice stores one order and answers its id and numero', async () => {
    const corpo = { ...pedido(c), id: crypto.randomUUID() };
    const antes = await contarPedidos(amb, emp.empresaId);
    const a = await criar(corpo);
    const b = await criar(corpo);
    expect(b.status).toBe(200);
    expect(b.corpo.retorno).toMatchObject({
      sucesso: true,
      id: a.corpo.retorno.id,
      numero: a.corpo.retorno.numero,
    });
    expect(await contarPedidos(amb, emp.empresaId)).toBe(antes + 1);
  });

  it('the same key sent concurrently is stored once', async () => {
    const corpo = { ...pedido(c), id: crypto.randomUUID() };
    const antes = await contarPedidos(amb, emp.empresaId);
    const rs = await Promise.all([criar(corpo), criar(corpo), criar(corpo)]);
    expect(rs.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(rs.map((r) => r.corpo.retorno.id)).size).toBe(1);
    expect(await contarPedidos(amb, emp.empresaId)).toBe(antes + 1);
  });

  it('without a session answers 401 and saves nothing', async () => {
    const antes = await contarPedidos(amb, emp.empresaId);
    const r = await amb.chamar('POST', '/api/pedidosvenda/create', pedido(c));
    expect(r.status).toBe(401);
    for (const rota of ['read', 'read_one', 'delete']) {
      expect((await amb.chamar('POST', `/api/pedidosvenda/${rota}`, { id: 1 })).status).toBe(401);
    }
    expect((await amb.chamar('PUT', '/api/pedidosvenda/update', { ...pedido(c), id: 1 })).status).toBe(401);
    expect(await contarPedidos(amb, emp.empresaId)).toBe(antes);
  });
});

describe('pedidosvenda/update e delete', () => {
  it('replaces items and instalments and keeps the numero', async () => {
    const r = await criar(pedido(c, undefined, { nParcelas: 2 }));
    const { id, numero } = r.corpo.retorno;
    const novo = pedido(c, [{ produto_id: c.produto2Id, qt: 1, preco: 6 }], {
      participante_id: c.outroClienteId,
    });
    const alt = await amb.chamar('PUT', '/api/pedidosvenda/update', { ...novo, id }, emp.token);
    expect(alt.status).toBe(200);
    expect(alt.corpo.retorno).toMatchObject({
      sucesso: true,
      mensagem: 'Pedido alterado com sucesso!',
      numero,
    });
    const lido = (await amb.chamar('PUT', '/api/pedidosvenda/read_one', { id }, emp.token)).corpo
      .registros?.[0];
    expect(lido).toMatchObject({ numero, participante_id: c.outroClienteId, valor: 6, parcelas: [] });
    expect(lido?.produtos).toHaveLength(1);
  });

  it('deletes the order with its items and instalments', async () => {
    const r = await criar(pedido(c, undefined, { nParcelas: 2 }));
    const { id } = r.corpo.retorno;
    const del = await amb.chamar('POST', '/api/pedidosvenda/delete', { id }, emp.token);
    expect(del.corpo.retorno).toEqual({ sucesso: true, mensagem: 'Pedido excluído com sucesso!' });
    const lido = await amb.chamar('PUT', '/api/pedidosvenda/read_one', { id }, emp.token);
    expect(lido.status).toBe(404);
    expect(lido.corpo.retorno.mensagem).toBe('Pedido não encontrado.');
  });

  it("another company's order ids answer 404 and change nothing", async () => {
    const r = await criar(pedido(c));
    const { id } = r.corpo.retorno;
    const outra = await amb.novaEmpresa();
    const co = await semear(amb, outra.empresaId);
    expect((await amb.chamar('PUT', '/api/pedidosvenda/read_one', { id }, outra.token)).status).toBe(404);
    const alt = await amb.chamar('PUT', '/api/pedidosvenda/update', { ...pedido(co), id }, outra.token);
    expect(alt.status).toBe(404);
    expect((await amb.chamar('POST', '/api/pedidosvenda/delete', { id }, outra.token)).status).toBe(404);
    const lido = await amb.chamar('PUT', '/api/pedidosvenda/read_one', { id }, emp.token);
    expect(lido.corpo.registros?.[0]).toMatchObject({ id, valor: 20, participante_id: c.clienteId });
  });
});
