import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo, cadastrosDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { pedido, semear } from '../../test/pedidos-dados.ts';

const amb = ambienteDoArquivo();
const emp = empresaDoArquivo(amb);
const c = cadastrosDoArquivo(amb, emp);
beforeAll(async () => {
  const pedidos = [
    pedido(c, undefined, { data: '2025-03-01', nParcelas: 2 }),
    pedido(c, undefined, { data: '2025-03-10', ident_operacao: 2 }),
    pedido(c, undefined, { data: '2025-03-20', participante_id: c.outroClienteId, ident_operacao: 3 }),
    pedido(c, undefined, { data: '2025-04-01' }),
  ];
  for (const p of pedidos) await amb.chamar('POST', '/api/pedidosvenda/create', p, emp.token);
  // Another company's orders in the same dates must never show up.
  const outra = await amb.novaEmpresa();
  const co = await semear(amb, outra.empresaId);
  await amb.chamar(
    'POST',
    '/api/pedidosvenda/create',
    pedido(co, undefined, { data: '2025-03-05' }),
    outra.token,
  );
});

async function ler(corpo: Record<string, unknown>) {
  const r = await amb.chamar('POST', '/api/pedidosvenda/read', corpo, emp.token);
  expect(r.status).toBe(200);
  return { numeros: (r.corpo.registros ?? []).map((p) => p.numero), corpo: r.corpo };
}

describe('pedidosvenda/read', () => {
  it('filtra pelo intervalo de datas (inclusivo), mais recentes primeiro', async () => {
    expect(
      (await ler({ data_inicial: '2025-03-01', data_final: '2025-03-20', ident_operacao: 0 })).numeros,
    ).toEqual([3, 2, 1]);
    expect(
      (await ler({ data_inicial: '2025-03-10', data_final: '2025-03-10', ident_operacao: 0 })).numeros,
    ).toEqual([2]);
    expect(
      (await ler({ data_inicial: '2025-05-01', data_final: '2025-05-31', ident_operacao: 0 })).numeros,
    ).toEqual([]);
  });

  it('filtra pelo tipo de operação (0 todos)', async () => {
    const periodo = { data_inicial: '2025-01-01', data_final: '2025-12-31' };
    expect((await ler({ ...periodo, ident_operacao: 1 })).numeros).toEqual([4, 1]);
    expect((await ler({ ...periodo, ident_operacao: 2 })).numeros).toEqual([2]);
    expect((await ler({ ...periodo, ident_operacao: 3 })).numeros).toEqual([3]);
    expect((await ler({ ...periodo, ident_operacao: 0 })).numeros).toEqual([4, 3, 2, 1]);
  });

  it('busca pelo nome do cliente ou pelo número do pedido', async () => {
    expect((await ler({ busca: 'padaria' })).numeros).toEqual([3]);
    expect((await ler({ busca: '2' })).numeros).toEqual([2]);
    expect((await ler({ busca: 'boa vista' })).numeros).toEqual([4, 2, 1]);
  });

  it('pagina com limite e deslocamento e responde o total', async () => {
    const pagina = await ler({ limite: 2, deslocamento: 1 });
    expect(pagina.numeros).toEqual([3, 2]);
    expect(pagina.corpo.total).toBe(4);
    expect((await ler({})).corpo.total).toBeUndefined();
  });

  it('traz participante, produtos e parcelas de cada pedido', async () => {
    const { corpo } = await ler({ data_inicial: '2025-03-01', data_final: '2025-03-01' });
    const p = corpo.registros?.[0];
    expect(p).toMatchObject({
      numero: 1,
      data: '2025-03-01',
      participante: { nome: 'Mercado Boa Vista Ltda' },
      valor: 20,
      desconto: 0,
    });
    expect(p?.produtos).toMatchObject([{ descricao: 'Arroz 5kg', qt: 2, preco: 10, total: 20 }]);
    expect(p?.parcelas).toHaveLength(2);
  });

  it('recusa datas inválidas e sem sessão responde 401', async () => {
    const r = await amb.chamar('POST', '/api/pedidosvenda/read', { data_inicial: '2025-13-01' }, emp.token);
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe('A data inicial é inválida.');
    expect((await amb.chamar('POST', '/api/pedidosvenda/read', {})).status).toBe(401);
  });
});
