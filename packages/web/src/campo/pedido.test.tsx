import { pedidoCriarSchema } from '@mascate/domain';
import { describe, expect, it } from 'vitest';
import {
  corpoDoPedido,
  mascaraData,
  precoDoProduto,
  tabelaDoCliente,
  tabelaParaCalculo,
  totaisDos,
} from './pedido.ts';

const produto = {
  id: 7,
  codigo: 'A1',
  descricao: 'Arroz 5kg',
  unidade_id: 1,
  unidade: 'UN',
  preco: '10.00',
  estoque: '5',
};
const tabela = {
  id: 3,
  nome: 'Atacado',
  ajuste_percentual: '-10.50',
  validade_inicio: null,
  validade_fim: '2026-12-31',
  ativo: 1,
  fixos: [[8, '4.99']] as [number, string][],
};

describe('pedido do campo', () => {
  it('preço pela tabela do cliente, senão da rota, só se vigente', () => {
    const rotas = new Map([[1, { id: 1, nome: 'R', dias_semana_venda: '0000000', tabela_preco_id: 3 }]]);
    const tabelas = new Map([[3, tabela]]);
    expect(tabelaDoCliente({ tabela_preco_id: null, rota_id: 1 }, rotas, tabelas, '2026-06-01')?.id).toBe(3);
    expect(
      tabelaDoCliente({ tabela_preco_id: null, rota_id: 1 }, rotas, tabelas, '2027-01-01'),
    ).toBeUndefined();
    const calc = tabelaParaCalculo(tabela);
    expect(precoDoProduto(produto, calc, '2026-06-01')).toBe(895);
    expect(precoDoProduto({ ...produto, id: 8 }, calc, '2026-06-01')).toBe(499);
  });

  it('monta um corpo que o esquema do pedido aceita, com totais e parcelas que conferem', () => {
    const itens = [
      { produto, qt: '1,5', precoCentavos: 1000, descontoCentavos: 100 },
      { produto: { ...produto, id: 8 }, qt: '3', precoCentavos: 333, descontoCentavos: 0 },
    ];
    const corpo = corpoDoPedido(
      {
        clienteId: 2,
        vendedorId: 0,
        formaId: 1,
        tabelaId: 3,
        parcelas: 3,
        situacao: 'pedido',
        hoje: '2026-06-01',
        observacoes: '  Entregar pela manhã ',
        dataSaida: '2026-06-03',
      },
      itens,
    );
    const lido = pedidoCriarSchema.parse(corpo);
    expect(totaisDos(itens)).toEqual({ valor: 2499, desconto: 100, total: 2399 });
    expect(lido.parcelas.map((p) => p.valor)).toEqual(['7.99', '7.99', '8.01']);
    expect(corpo.valor).toBe('24.99');
    // The back office's fields: notes (trimmed) and the delivery date.
    expect(lido.observacoes).toBe('Entregar pela manhã');
    expect(lido.data_saida).toBe('2026-06-03');
  });

  it.each([
    ['0', '0'],
    ['0312', '03/12'],
    ['03122026', '03/12/2026'],
    ['03/12/20269', '03/12/2026'],
    ['ab3-1', '31'],
  ])('a data digitada %s aparece como %s', (digitado, visto) => {
    expect(mascaraData(digitado)).toBe(visto);
  });
});
