// Issue 23: money with more than 2 decimals (quantities with more than 3) is refused, never rounded; the
// dates the API stores are from 1900 to 2100.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATA_MAXIMA, DATA_MINIMA, isDataAceita, isDataIso, somarDias } from './datas.ts';
import { excedeCasas } from './dinheiro.ts';
import { pedidoCriarSchema } from './schemas/pedidos.ts';
import { produtoSchema } from './schemas/produtos.ts';
import { tabelaPrecoSchema } from './schemas/tabelas-precos.ts';
import { visitaSchema } from './schemas/visitas.ts';

const mensagem = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('excedeCasas', () => {
  it.each([
    [10.005, 2, true],
    [10.01, 2, false],
    [10, 2, false],
    [0.1 + 0.2, 2, false],
    [1.0001, 3, true],
    [1.001, 3, false],
    ['10.005', 2, true],
    ['10,005', 2, true],
    ['10,0050', 2, true],
    ['10,0000', 2, false],
    ['1.234,56', 2, false],
    ['1.234,567', 2, true],
    ['R$ 1.234,561', 2, true],
    ['-10.001', 2, true],
    ['1.234.567', 2, false],
    ['abc', 2, false],
    [Number.NaN, 2, false],
  ] as const)('%s com %i casas -> %s', (v, casas, esperado) => expect(excedeCasas(v, casas)).toBe(esperado));

  it('qualquer valor em centavos cabe em 2 casas; com um terceiro dígito não nulo, não', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }),
        fc.integer({ min: 1, max: 9 }),
        (c, d) => {
          const abs = Math.abs(c);
          const texto = `${c < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
          expect(excedeCasas(texto, 2)).toBe(false);
          expect(excedeCasas(c / 100, 2)).toBe(false);
          expect(excedeCasas(`${texto}${d}`, 2)).toBe(true);
          expect(excedeCasas(texto.replace('.', ','), 2)).toBe(false);
          expect(excedeCasas(`${texto.replace('.', ',')}0${d}`, 2)).toBe(true);
        },
      ),
    );
  });
});

describe('isDataAceita', () => {
  it.each([
    ['1900-01-01', true],
    ['2100-12-31', true],
    ['1899-12-31', false],
    ['2101-01-01', false],
    ['0002-03-04', false],
    ['9999-12-31', false],
    ['2025-02-30', false],
  ])('%s -> %s', (v, esperado) => expect(isDataAceita(v)).toBe(esperado));

  it('toda data válida é aceita exatamente quando fica entre os limites', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 200_000 }), (dias) => {
        const d = somarDias('2000-01-01', dias);
        expect(isDataIso(d)).toBe(true);
        expect(isDataAceita(d)).toBe(d >= DATA_MINIMA && d <= DATA_MAXIMA);
      }),
    );
  });
});

const item = { id: 'a', produto_id: 1, descricao: 'Arroz', qt: '2', preco: 10, total: 20 };
const base = { participante_id: 3, data: '2025-03-01', valor: 20, produtos: [item] };

describe('pedido: dinheiro e datas', () => {
  it.each([
    [{ ...base, valor: 10.005 }, 'O campo valor do pedido deve ter no máximo 2 casas decimais.'],
    [{ ...base, valor: '10,005' }, 'O campo valor do pedido deve ter no máximo 2 casas decimais.'],
    [{ ...base, desconto: 0.001 }, 'O campo desconto do pedido deve ter no máximo 2 casas decimais.'],
    [
      { ...base, produtos: [{ ...item, preco: 10.005 }] },
      'O campo preço deve ter no máximo 2 casas decimais.',
    ],
    [
      { ...base, produtos: [{ ...item, total: 20.001 }] },
      'O campo total do produto deve ter no máximo 2 casas decimais.',
    ],
    [
      { ...base, produtos: [{ ...item, qt: '1.0005' }] },
      'O campo quantidade deve ter no máximo 3 casas decimais.',
    ],
    [
      { ...base, parcelas: [{ parcela: 1, vencimento: '2025-04-01', valor: 20.005 }] },
      'O campo valor da parcela deve ter no máximo 2 casas decimais.',
    ],
    [{ ...base, data: '1899-12-31' }, 'A data do pedido deve estar entre 01/01/1900 e 31/12/2100.'],
    [{ ...base, data: '2101-01-01' }, 'A data do pedido deve estar entre 01/01/1900 e 31/12/2100.'],
    [{ ...base, data_saida: '9999-01-01' }, 'A data de saída deve estar entre 01/01/1900 e 31/12/2100.'],
    [
      { ...base, parcelas: [{ parcela: 1, vencimento: '0001-01-01', valor: 20 }] },
      'A data de vencimento da parcela deve estar entre 01/01/1900 e 31/12/2100.',
    ],
  ])('recusa %j', (corpo, msg) => {
    expect(mensagem(pedidoCriarSchema.safeParse(corpo))).toBe(msg);
  });

  it('aceita 2 casas, 3 casas de quantidade e os limites de data', () => {
    const ok = pedidoCriarSchema.safeParse({
      ...base,
      valor: '10,50',
      data: '1900-01-01',
      data_saida: '2100-12-31',
      produtos: [{ ...item, qt: '1,125', preco: 10.1 }],
    });
    expect(ok.success).toBe(true);
  });
});

describe('produto, tabela de preços e visita', () => {
  const produto = {
    codigo: 'A',
    descricao: 'Arroz',
    unidade_id: 1,
    preco: 10,
    estoque: 1,
    status: 0,
    tipo: 0,
  };
  it('produto: preço com 3 casas e estoque com 4 são recusados', () => {
    expect(mensagem(produtoSchema.safeParse({ ...produto, preco: 10.005 }))).toBe(
      'O campo preço deve ter no máximo 2 casas decimais.',
    );
    expect(mensagem(produtoSchema.safeParse({ ...produto, estoque: '1,0001' }))).toBe(
      'O campo quantidade em estoque deve ter no máximo 3 casas decimais.',
    );
    expect(produtoSchema.safeParse({ ...produto, preco: '10,05', estoque: '1,001' }).success).toBe(true);
  });

  it('tabela de preços: preço fixo com 3 casas e validade fora de 1900–2100 são recusados', () => {
    const tabela = { nome: 'T', itens: [{ produto_id: 1, preco: 9.999 }] };
    expect(mensagem(tabelaPrecoSchema.safeParse(tabela))).toBe(
      'O preço de cada produto da tabela deve ter no máximo 2 casas decimais.',
    );
    expect(mensagem(tabelaPrecoSchema.safeParse({ nome: 'T', validade_inicio: '1850-01-01' }))).toContain(
      'entre 01/01/1900 e 31/12/2100',
    );
  });

  it('visita: data e hora fora de 1900–2100 é recusada', () => {
    const v = { cliente_id: 1, representante_id: 1 };
    expect(mensagem(visitaSchema.safeParse({ ...v, data_hora: '2999-01-01 10:00' }))).toBe(
      'O campo data_hora deve estar entre 01/01/1900 e 31/12/2100.',
    );
    expect(visitaSchema.safeParse({ ...v, data_hora: '2025-01-01 10:00' }).success).toBe(true);
  });
});
