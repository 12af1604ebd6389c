import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogoDoCliente, PRODUTOS_POR_PAGINA, paginaDaLista } from './catalogo-campo.ts';

const produto = (id: number, descricao: string, codigo = `P${id}`) => ({ id, codigo, descricao });
const pedido = (numero: number, data: string, situacao: string, ids: number[]) => ({
  numero,
  data,
  situacao,
  itens: ids.map((produto_id) => ({ produto_id })),
});

describe('catalogoDoCliente', () => {
  const produtos = [
    produto(1, 'Óleo de soja'),
    produto(2, 'arroz tipo 1'),
    produto(3, 'Açúcar cristal'),
    produto(4, 'Feijão carioca'),
    produto(5, 'Café torrado'),
    produto(6, 'Biscoito'),
  ];

  it('o que o cliente comprou por último vem primeiro, depois os outros pela descrição', () => {
    const lista = catalogoDoCliente(produtos, [
      pedido(10, '2026-05-02', 'pedido', [4, 1]),
      pedido(12, '2026-05-20', 'faturado', [5, 4]),
      // A quote and a cancelled order were not purchases.
      pedido(13, '2026-05-25', 'orcamento', [6]),
      pedido(14, '2026-05-26', 'cancelado', [2]),
      // A product no longer in the slice is left out.
      pedido(11, '2026-05-02', 'pedido', [99, 3]),
    ]);
    expect(lista.map((l) => [l.produto.id, l.ultimaCompra])).toEqual([
      [5, '2026-05-20'],
      [4, '2026-05-20'],
      // Same day: the higher number (the later order) first.
      [3, '2026-05-02'],
      [1, '2026-05-02'],
      // By description, accents and case aside: açúcar < arroz < biscoito.
      [2, null],
      [6, null],
    ]);
  });

  it('sem pedidos, todos pela descrição (sem acento), o código desempata', () => {
    const lista = catalogoDoCliente([...produtos, produto(7, 'Acucar cristal', 'A0')], []);
    expect(lista.map((l) => l.produto.id)).toEqual([7, 3, 2, 6, 5, 4, 1]);
    expect(lista.every((l) => l.ultimaCompra === null)).toBe(true);
  });

  it('cada produto aparece uma vez, as compras antes dos outros, os outros em ordem', () => {
    const produtos = fc.uniqueArray(
      fc.record({ id: fc.integer({ min: 1, max: 60 }), codigo: fc.string(), descricao: fc.string() }),
      { selector: (p) => p.id, maxLength: 40 },
    );
    const pedidos = fc.array(
      fc.record({
        numero: fc.integer({ min: 1, max: 1000 }),
        data: fc.constantFrom('2026-01-01', '2026-02-10', '2026-03-05'),
        situacao: fc.constantFrom('orcamento', 'pedido', 'faturado', 'cancelado', 'outra'),
        itens: fc.array(fc.record({ produto_id: fc.integer({ min: 1, max: 70 }) }), { maxLength: 6 }),
      }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(produtos, pedidos, (ps, pds) => {
        const lista = catalogoDoCliente(ps, pds);
        expect(lista.map((l) => l.produto.id).sort((a, b) => a - b)).toEqual(
          ps.map((p) => p.id).sort((a, b) => a - b),
        );
        const comprados = new Set(
          pds
            .filter((p) => p.situacao === 'pedido' || p.situacao === 'faturado')
            .flatMap((p) => p.itens.map((i) => i.produto_id)),
        );
        const primeiroNaoComprado = lista.findIndex((l) => l.ultimaCompra === null);
        const corte = primeiroNaoComprado === -1 ? lista.length : primeiroNaoComprado;
        expect(lista.slice(0, corte).every((l) => comprados.has(l.produto.id))).toBe(true);
        expect(lista.slice(corte).every((l) => !comprados.has(l.produto.id) && l.ultimaCompra === null)).toBe(
          true,
        );
        // Purchases from the latest date down.
        const datas = lista.slice(0, corte).map((l) => l.ultimaCompra ?? '');
        expect(datas).toEqual([...datas].sort().reverse());
      }),
    );
  });
});

describe('paginaDaLista', () => {
  const lista = Array.from({ length: 45 }, (_, i) => i);

  it('fatia em páginas de 20, a última com o resto', () => {
    expect(paginaDaLista(lista, 0)).toMatchObject({ pagina: 0, paginas: 3, total: 45 });
    expect(paginaDaLista(lista, 0).itens).toEqual(lista.slice(0, PRODUTOS_POR_PAGINA));
    expect(paginaDaLista(lista, 2).itens).toEqual([40, 41, 42, 43, 44]);
  });

  it('uma página fora da lista vira a mais próxima; a lista vazia tem uma página vazia', () => {
    expect(paginaDaLista(lista, 9).pagina).toBe(2);
    expect(paginaDaLista(lista, -3).pagina).toBe(0);
    expect(paginaDaLista(lista, Number.NaN).pagina).toBe(0);
    expect(paginaDaLista([], 4)).toEqual({ itens: [], pagina: 0, paginas: 1, total: 0 });
  });

  it('as páginas juntas são a lista, cada uma com no máximo o tamanho', () => {
    fc.assert(
      fc.property(fc.array(fc.nat()), fc.integer({ min: 1, max: 30 }), (l, tamanho) => {
        const { paginas } = paginaDaLista(l, 0, tamanho);
        const juntas = Array.from({ length: paginas }, (_, i) => paginaDaLista(l, i, tamanho).itens);
        expect(juntas.flat()).toEqual(l);
        expect(juntas.every((p) => p.length <= tamanho)).toBe(true);
      }),
    );
  });
});
