import { pedidoCriarSchema } from '@mascate/domain';
import { describe, expect, it } from 'vitest';
import { corpoPedido, type ItemEditado, nomeTipo } from './tipos.ts';

const item = (qtMilesimos: number, precoCentavos: number, descontoCentavos = 0): ItemEditado => ({
  id: crypto.randomUUID(),
  produtoId: 1,
  codpro: 'A1',
  descricao: 'Arroz',
  unidadeId: 1,
  unidade: 'UN',
  qtMilesimos,
  precoCentavos,
  descontoCentavos,
});

describe('corpoPedido', () => {
  it('sends the totals in reais computed from cents, in the shape the server schema accepts', () => {
    const cabecalho = {
      participante_id: 7,
      participante_nome: 'Mercado',
      vendedor_id: 0,
      data: '2025-03-01',
      data_saida: '',
      forma_pagamento_id: 2,
    };
    const corpo = corpoPedido(
      cabecalho,
      [item(1500, 333, 50), item(2000, 547)],
      [{ parcela: 1, vencimento: '2025-03-31', valorCentavos: 1544 }],
    );
    expect(corpo).toMatchObject({ participante_id: 7, valor: 15.94, desconto: 0.5, data_saida: '' });
    expect(corpo.produtos?.map((p) => p.total)).toEqual([4.5, 10.94]);
    expect(corpo.parcelas).toEqual([{ parcela: 1, vencimento: '2025-03-31', valor: 15.44 }]);
    expect(pedidoCriarSchema.safeParse(corpo).success).toBe(true);
  });

  it('names the operation types, unknown ones as Não Informado', () => {
    expect([1, 2, 3, 0, 9].map(nomeTipo)).toEqual([
      'Venda',
      'Troca',
      'Compra',
      'Não Informado',
      'Não Informado',
    ]);
  });
});
