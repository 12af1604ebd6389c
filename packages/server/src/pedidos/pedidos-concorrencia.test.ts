import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo } from '../../test/arquivo.ts';
import { configurar, estoqueDe } from '../../test/pedidos-consultas.ts';
import { pedido, semear } from '../../test/pedidos-dados.ts';

// The requests truly overlap on the PostgreSQL server (embedded or TEST_DATABASE_URL): the row locks are
// what keeps the results right.
const amb = ambienteDoArquivo();

describe('pedidos simultâneos', () => {
  it('20 pedidos ao mesmo tempo recebem os números 1..20, sem repetição nem salto', async () => {
    const emp = await amb.novaEmpresa();
    const c = await semear(amb, emp.empresaId);
    const rs = await Promise.all(
      Array.from({ length: 20 }, () => amb.chamar('POST', '/api/pedidosvenda/create', pedido(c), emp.token)),
    );
    expect(rs.every((r) => r.status === 200)).toBe(true);
    const numeros = rs.map((r) => Number(r.corpo.retorno.numero)).sort((a, b) => a - b);
    expect(numeros).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('com venda_sem_estoque 0, só passam os pedidos que o estoque cobre e ele nunca fica negativo', async () => {
    const emp = await amb.novaEmpresa();
    const c = await semear(amb, emp.empresaId);
    await configurar(amb, emp.empresaId, { vendaSemEstoque: 0 });
    // Stock 3, ten orders of 1 unit each (plus a second product, locked in a varying order).
    const rs = await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        const itens = [
          { produto_id: c.produto2Id, qt: 1, preco: 5.5 },
          { produto_id: c.produtoId, qt: 1, preco: 10 },
        ];
        return amb.chamar(
          'POST',
          '/api/pedidosvenda/create',
          pedido(c, i % 2 ? itens : itens.reverse()),
          emp.token,
        );
      }),
    );
    const aceitos = rs.filter((r) => r.status === 200);
    expect(aceitos).toHaveLength(3);
    for (const r of rs.filter((x) => x.status !== 200)) {
      expect(r.corpo.retorno.mensagem).toBe('Estoque insuficiente para o produto Feijão 1kg.');
    }
    expect(await estoqueDe(amb, c.produto2Id, emp.empresaId)).toBe(0);
    expect(await estoqueDe(amb, c.produtoId, emp.empresaId)).toBe(97);
    expect(aceitos.map((r) => Number(r.corpo.retorno.numero)).sort()).toEqual([1, 2, 3]);
  });
});
