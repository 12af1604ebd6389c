import { describe, expect, it } from 'vitest';
import type { EmpresaTeste } from '../../test/ambiente.ts';
import { ambienteDoArquivo } from '../../test/arquivo.ts';
import { configurar, contarPedidos, estoqueDe } from '../../test/pedidos-consultas.ts';
import { type Cadastros, pedido, semear } from '../../test/pedidos-dados.ts';

const amb = ambienteDoArquivo();

async function empresaSemeada(): Promise<{ emp: EmpresaTeste; c: Cadastros }> {
  const emp = await amb.novaEmpresa();
  return { emp, c: await semear(amb, emp.empresaId) };
}

describe('permite_desconto', () => {
  it('1 recusa qualquer desconto; 0 aceita', async () => {
    const { emp, c } = await empresaSemeada();
    const comDesconto = pedido(c, [{ produto_id: c.produtoId, qt: 1, preco: 10, desconto: 1 }]);
    await configurar(amb, emp.empresaId, { permiteDesconto: 1 });
    const r = await amb.chamar('POST', '/api/pedidosvenda/create', comDesconto, emp.token);
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe('Esta empresa não permite desconto nos pedidos.');
    expect((await amb.chamar('POST', '/api/pedidosvenda/create', pedido(c), emp.token)).status).toBe(200);
    await configurar(amb, emp.empresaId, { permiteDesconto: 0 });
    expect((await amb.chamar('POST', '/api/pedidosvenda/create', comDesconto, emp.token)).status).toBe(200);
  });
});

describe('altera_preco_pedido', () => {
  it('0 exige o preço do cadastro; 2 aceita só preço maior ou igual; 1 aceita qualquer', async () => {
    const { emp, c } = await empresaSemeada();
    const criar = (preco: number) =>
      amb.chamar(
        'POST',
        '/api/pedidosvenda/create',
        pedido(c, [{ produto_id: c.produtoId, qt: 1, preco }]),
        emp.token,
      );
    await configurar(amb, emp.empresaId, { alteraPrecoPedido: 0 });
    let r = await criar(11);
    expect(r.corpo.retorno.mensagem).toBe(
      'O preço do produto Arroz 5kg não pode ser alterado no pedido: use R$ 10,00.',
    );
    expect((await criar(10)).status).toBe(200);
    await configurar(amb, emp.empresaId, { alteraPrecoPedido: 2 });
    r = await criar(9.99);
    expect(r.corpo.retorno.mensagem).toBe('O preço do produto Arroz 5kg não pode ser menor que R$ 10,00.');
    expect((await criar(12)).status).toBe(200);
    await configurar(amb, emp.empresaId, { alteraPrecoPedido: 1 });
    expect((await criar(1)).status).toBe(200);
    expect(await contarPedidos(amb, emp.empresaId)).toBe(3);
  });
});

describe('estoque', () => {
  it('a venda baixa o estoque, a alteração ajusta a diferença e a exclusão devolve', async () => {
    const { emp, c } = await empresaSemeada();
    const r = await amb.chamar(
      'POST',
      '/api/pedidosvenda/create',
      pedido(c, [{ produto_id: c.produtoId, qt: 2.5, preco: 10 }]),
      emp.token,
    );
    expect(await estoqueDe(amb, c.produtoId, emp.empresaId)).toBe(97.5);
    const { id } = r.corpo.retorno;
    const novo = pedido(c, [
      { produto_id: c.produtoId, qt: 1, preco: 10 },
      { produto_id: c.produto2Id, qt: 2, preco: 5.5 },
    ]);
    await amb.chamar('PUT', '/api/pedidosvenda/update', { ...novo, id }, emp.token);
    expect(await estoqueDe(amb, c.produtoId, emp.empresaId)).toBe(99);
    expect(await estoqueDe(amb, c.produto2Id, emp.empresaId)).toBe(1);
    await amb.chamar('POST', '/api/pedidosvenda/delete', { id }, emp.token);
    expect(await estoqueDe(amb, c.produtoId, emp.empresaId)).toBe(100);
    expect(await estoqueDe(amb, c.produto2Id, emp.empresaId)).toBe(3);
  });

  it('troca e compra não movem o estoque', async () => {
    const { emp, c } = await empresaSemeada();
    for (const ident of [2, 3]) {
      await amb.chamar(
        'POST',
        '/api/pedidosvenda/create',
        pedido(c, undefined, { ident_operacao: ident }),
        emp.token,
      );
    }
    expect(await estoqueDe(amb, c.produtoId, emp.empresaId)).toBe(100);
  });

  it('alterar sem ident_operacao mantém o tipo (uma troca continua troca e não baixa estoque)', async () => {
    const { emp, c } = await empresaSemeada();
    const r = await amb.chamar(
      'POST',
      '/api/pedidosvenda/create',
      pedido(c, undefined, { ident_operacao: 2 }),
      emp.token,
    );
    const { ident_operacao: _, ...semTipo } = pedido(c);
    const alt = await amb.chamar(
      'PUT',
      '/api/pedidosvenda/update',
      { ...semTipo, id: r.corpo.retorno.id },
      emp.token,
    );
    expect(alt.status).toBe(200);
    const lido = await amb.chamar('PUT', '/api/pedidosvenda/read_one', { id: r.corpo.retorno.id }, emp.token);
    expect(lido.corpo.registros?.[0]?.ident_operacao).toBe(2);
    expect(await estoqueDe(amb, c.produtoId, emp.empresaId)).toBe(100);
  });

  it('venda_sem_estoque 0 recusa o pedido que deixaria o estoque negativo; 1 permite', async () => {
    const { emp, c } = await empresaSemeada();
    await configurar(amb, emp.empresaId, { vendaSemEstoque: 0 });
    const quatro = pedido(c, [{ produto_id: c.produto2Id, qt: 4, preco: 5.5 }]);
    const r = await amb.chamar('POST', '/api/pedidosvenda/create', quatro, emp.token);
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe('Estoque insuficiente para o produto Feijão 1kg.');
    expect(await estoqueDe(amb, c.produto2Id, emp.empresaId)).toBe(3);
    expect(await contarPedidos(amb, emp.empresaId)).toBe(0);
    // The same product twice in one order counts as the sum of both lines.
    const duasLinhas = pedido(c, [
      { produto_id: c.produto2Id, qt: 2, preco: 5.5 },
      { produto_id: c.produto2Id, qt: 2, preco: 5.5 },
    ]);
    expect((await amb.chamar('POST', '/api/pedidosvenda/create', duasLinhas, emp.token)).status).toBe(400);
    await configurar(amb, emp.empresaId, { vendaSemEstoque: 1 });
    expect((await amb.chamar('POST', '/api/pedidosvenda/create', quatro, emp.token)).status).toBe(200);
    expect(await estoqueDe(amb, c.produto2Id, emp.empresaId)).toBe(-1);
  });

  it('venda_sem_estoque 0 na alteração conta só a diferença', async () => {
    const { emp, c } = await empresaSemeada();
    await configurar(amb, emp.empresaId, { vendaSemEstoque: 0 });
    const tres = pedido(c, [{ produto_id: c.produto2Id, qt: 3, preco: 5.5 }]);
    const r = await amb.chamar('POST', '/api/pedidosvenda/create', tres, emp.token);
    const { id } = r.corpo.retorno;
    expect(await estoqueDe(amb, c.produto2Id, emp.empresaId)).toBe(0);
    const alt = await amb.chamar(
      'PUT',
      '/api/pedidosvenda/update',
      { ...tres, id, data_saida: '' },
      emp.token,
    );
    expect(alt.status).toBe(200);
    const mais = pedido(c, [{ produto_id: c.produto2Id, qt: 4, preco: 5.5 }]);
    const recusada = await amb.chamar('PUT', '/api/pedidosvenda/update', { ...mais, id }, emp.token);
    expect(recusada.corpo.retorno.mensagem).toBe('Estoque insuficiente para o produto Feijão 1kg.');
    expect(await estoqueDe(amb, c.produto2Id, emp.empresaId)).toBe(0);
  });
});
