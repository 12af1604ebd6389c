import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo } from '../../test/arquivo.ts';
import { novoPedido } from '../../test/produtos-apoio.ts';

const amb = ambienteDoArquivo();
beforeAll(async () => {
  // 15 June 2031, 12:00 in São Paulo: a fixed 'now', far from any year boundary.
  amb.relogio.deslocamentoMs = Date.parse('2031-06-15T15:00:00Z') - Date.now();
});

describe('pedidosvenda/resumo_mensal', () => {
  it('conta os pedidos e soma o valor líquido por mês do ano corrente, só da própria empresa', async () => {
    const a = await amb.novaEmpresa();
    const b = await amb.novaEmpresa();
    await novoPedido(amb, a, '2031-01-31', { valor: '10.50' });
    await novoPedido(amb, a, '2031-01-01', { valor: '0.25' });
    await novoPedido(amb, a, '2031-12-31', { valor: '100.00' });
    await novoPedido(amb, a, '2030-12-31', { valor: '7.00' });
    await novoPedido(amb, a, '2032-01-01', { valor: '7.00' });
    await novoPedido(amb, b, '2031-01-15', { valor: '99.00' });

    const r = await amb.chamar('POST', '/api/pedidosvenda/resumo_mensal', {}, a.token);
    expect(r.status).toBe(200);
    const meses = r.corpo.registros ?? [];
    expect(meses).toHaveLength(12);
    expect(meses[0]).toEqual({ mes: 1, quantidade: 2, valor: 10.75 });
    expect(meses[11]).toEqual({ mes: 12, quantidade: 1, valor: 100 });
    expect(meses.slice(1, 11).every((m) => m.quantidade === 0 && m.valor === 0)).toBe(true);

    const passado = await amb.chamar('POST', '/api/pedidosvenda/resumo_mensal', { ano: 2030 }, a.token);
    expect(passado.corpo.registros?.[11]).toEqual({ mes: 12, quantidade: 1, valor: 7 });
    const deB = await amb.chamar('POST', '/api/pedidosvenda/resumo_mensal', undefined, b.token);
    expect(deB.corpo.registros?.[0]).toEqual({ mes: 1, quantidade: 1, valor: 99 });
  });

  it('recusa um ano inválido (400) e pede sessão (401)', async () => {
    const e = await amb.novaEmpresa();
    const r = await amb.chamar('POST', '/api/pedidosvenda/resumo_mensal', { ano: 'abc' }, e.token);
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe('Ano inválido.');
    expect((await amb.chamar('POST', '/api/pedidosvenda/resumo_mensal', {})).status).toBe(401);
  });
});
