import { describe, expect, it } from 'vitest';
import { clienteSchema } from './clientes.ts';
import { idSchema, MAXIMO_ID } from './comum.ts';
import { pedidoCriarSchema } from './pedidos.ts';
import { produtoSchema } from './produtos.ts';
import { tabelaPrecoIdSchema } from './tabelas-precos.ts';

// Ids live in PostgreSQL integer columns: a larger one is refused by the schema (a 400), never sent to the
// database (where it was a 500; found by the generated bad-input test, issue 11).
describe('identificadores cabem numa coluna integer', () => {
  it('idSchema aceita o maior e recusa o seguinte', () => {
    expect(idSchema.parse(MAXIMO_ID)).toBe(2_147_483_647);
    expect(idSchema.safeParse(MAXIMO_ID + 1).error?.issues[0]?.message).toBe('Identificador inválido.');
    expect(idSchema.safeParse(2 ** 53 - 1).success).toBe(false);
  });

  it('os ids opcionais e os de cliente, produto, unidade, rota e tabela também', () => {
    expect(tabelaPrecoIdSchema.safeParse(MAXIMO_ID + 1).success).toBe(false);
    expect(tabelaPrecoIdSchema.parse(MAXIMO_ID)).toBe(MAXIMO_ID);
    const pedido = {
      participante_id: 1,
      data: '2026-01-02',
      valor: 1,
      produtos: [{ produto_id: 1, qt: 1, preco: 1, total: 1 }],
    };
    expect(pedidoCriarSchema.safeParse(pedido).success).toBe(true);
    for (const grande of [
      { participante_id: MAXIMO_ID + 1 },
      { vendedor_id: MAXIMO_ID + 1 },
      { forma_pagamento_id: String(MAXIMO_ID + 1) },
      { produtos: [{ produto_id: MAXIMO_ID + 1, qt: 1, preco: 1, total: 1 }] },
    ]) {
      expect(pedidoCriarSchema.safeParse({ ...pedido, ...grande }).success).toBe(false);
    }
    const cliente = { nome: 'Cliente', cnpj_cpf: '52998224725' };
    expect(clienteSchema.safeParse({ ...cliente, rota_id: MAXIMO_ID }).success).toBe(true);
    expect(clienteSchema.safeParse({ ...cliente, rota_id: MAXIMO_ID + 1 }).success).toBe(false);
    const produto = { codigo: 'P', descricao: 'Produto', preco: 1, status: 0, estoque: 1, tipo: 0 };
    expect(produtoSchema.safeParse({ ...produto, unidade_id: MAXIMO_ID }).success).toBe(true);
    expect(produtoSchema.safeParse({ ...produto, unidade_id: MAXIMO_ID + 1 }).error?.issues[0]?.message).toBe(
      'Unidade inválida.',
    );
  });
});
