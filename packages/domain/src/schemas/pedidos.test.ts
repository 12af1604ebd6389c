import { describe, expect, it } from 'vitest';
import { MSG } from '../mensagens.ts';
import {
  gerarParcelasSchema,
  MSG_QUANTIDADE_PARCELAS,
  pedidoAlterarSchema,
  pedidoCriarSchema,
  pedidosLeituraSchema,
} from './pedidos.ts';

const item = { id: 'a', produto_id: 1, descricao: 'Arroz', qt: '2', preco: 10, total: 20 };
const base = { participante_id: 3, data: '2025-03-01', valor: 20, produtos: [item] };

const mensagem = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('pedidoCriarSchema', () => {
  it('fills the spec defaults: type 1 (venda), no seller/payment (0), no key', () => {
    const p = pedidoCriarSchema.parse(base);
    expect(p).toMatchObject({
      ident_operacao: 1,
      vendedor_id: 0,
      forma_pagamento_id: 0,
      natureza_id: 0,
      id: '',
    });
    expect(p.data_saida).toBeNull();
    expect(p.produtos[0]).toMatchObject({ desconto: 0, unidade_id: 0, codpro: '' });
  });

  it('keeps a client key as text (number or string)', () => {
    expect(pedidoCriarSchema.parse({ ...base, id: 'k-1' }).id).toBe('k-1');
    expect(pedidoCriarSchema.parse({ ...base, id: 77 }).id).toBe('77');
  });

  it.each([
    [{ ...base, participante_id: 0 }, MSG.selecioneCliente],
    [{ ...base, participante_id: null }, MSG.selecioneCliente],
    [{ ...base, produtos: [{ ...item, qt: 0 }] }, MSG.quantidadeMaiorZero],
    [{ ...base, produtos: [{ ...item, qt: '-1' }] }, MSG.quantidadeMaiorZero],
    [{ ...base, produtos: [{ ...item, preco: 0 }] }, MSG.precoMaiorZero],
    [{ ...base, produtos: [{ ...item, preco: 'abc' }] }, 'O campo preço deve ser um número.'],
    [{ ...base, data: '2025-02-30' }, 'A data do pedido é inválida.'],
    [{ ...base, ident_operacao: 0 }, 'Tipo de operação inválido (1 venda, 2 troca, 3 compra).'],
    [
      { ...base, parcelas: [{ parcela: 1, vencimento: 'x', valor: 1 }] },
      'A data de vencimento da parcela é inválida.',
    ],
  ])('refuses %j with its message', (corpo, esperado) => {
    expect(mensagem(pedidoCriarSchema.safeParse(corpo))).toBe(esperado);
  });

  it('the customer is checked before anything else (the screen order)', () => {
    const r = pedidoCriarSchema.safeParse({ ...base, participante_id: 0, produtos: [{ ...item, qt: 0 }] });
    expect(mensagem(r)).toBe(MSG.selecioneCliente);
  });
});

describe('pedidoAlterarSchema and pedidosLeituraSchema', () => {
  it('update needs the server id', () => {
    expect(pedidoAlterarSchema.safeParse(base).success).toBe(false);
    expect(pedidoAlterarSchema.parse({ ...base, id: '9' }).id).toBe(9);
  });

  it('read defaults to every type and checks the dates', () => {
    expect(pedidosLeituraSchema.parse({}).ident_operacao).toBe(0);
    expect(mensagem(pedidosLeituraSchema.safeParse({ data_final: '2025-1-1' }))).toBe(
      'A data final é inválida.',
    );
  });
});

describe('gerarParcelasSchema', () => {
  it('takes 1 to 120 instalments, typed as text; anything else gets one message', () => {
    expect(gerarParcelasSchema.parse({ quantidade: '3' })).toEqual({ quantidade: 3 });
    expect(gerarParcelasSchema.parse({ quantidade: 120 })).toEqual({ quantidade: 120 });
    for (const quantidade of ['', '0', '121', '1.5', 'dez', -1]) {
      const r = gerarParcelasSchema.safeParse({ quantidade });
      expect(r.error?.issues.map((i) => i.message)).toEqual([MSG_QUANTIDADE_PARCELAS]);
    }
  });
});
