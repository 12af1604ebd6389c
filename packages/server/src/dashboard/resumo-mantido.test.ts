import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo } from '../../test/arquivo.ts';
import { pedido, semear } from '../../test/pedidos-dados.ts';

// The monthly summary (migration 0010) is kept by a trigger: after any mix of creations, changes of date,
// status changes and deletions it must equal the orders aggregated afresh.
const amb = ambienteDoArquivo();

async function resumoEAgregado() {
  const q = (sql: string) => amb.banco.pool.query(sql).then((r) => r.rows);
  const resumo = await q(
    `SELECT empresa_id, mes::text, vendedor_id, situacao, quantidade, valor::text, desconto::text
       FROM pedidos_resumo_mensal WHERE quantidade <> 0 ORDER BY 1, 2, 3, 4`,
  );
  const agregado = await q(
    `SELECT empresa_id, date_trunc('month', data)::date::text AS mes, coalesce(vendedor_id, 0) AS vendedor_id,
            situacao, count(*)::int AS quantidade, sum(valor)::numeric(16,2)::text AS valor,
            sum(desconto)::numeric(16,2)::text AS desconto
       FROM pedidos GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
  );
  return { resumo, agregado };
}

describe('resumo mensal mantido junto com os pedidos', () => {
  it('criar, mudar a data, a situação e excluir mantêm o resumo igual aos pedidos', async () => {
    const e = await amb.novaEmpresa();
    const c = await semear(amb, e.empresaId);
    const criar = async (data: string, extras = {}) => {
      const r = await amb.chamar(
        'POST',
        '/api/pedidosvenda/create',
        { ...pedido(c), data, ...extras },
        e.token,
      );
      expect(r.status, JSON.stringify(r.corpo)).toBe(200);
      return Number(r.corpo.retorno.id);
    };
    const a = await criar('2026-01-10');
    const b = await criar('2026-01-20', { vendedor_id: c.vendedorId });
    const orc = await criar('2026-02-05', { situacao: 'orcamento' });
    await criar('2026-03-01');

    const alterado = await amb.chamar(
      'PUT',
      '/api/pedidosvenda/update',
      { ...pedido(c), id: a, data: '2026-04-15' },
      e.token,
    );
    expect(alterado.status, JSON.stringify(alterado.corpo)).toBe(200);
    const aprovado = await amb.chamar(
      'POST',
      '/api/pedidosvenda/situacao',
      { id: orc, situacao: 'pedido' },
      e.token,
    );
    expect(aprovado.status, JSON.stringify(aprovado.corpo)).toBe(200);
    const cancelado = await amb.chamar(
      'POST',
      '/api/pedidosvenda/situacao',
      { id: b, situacao: 'cancelado', motivo: 'Cliente desistiu' },
      e.token,
    );
    expect(cancelado.status, JSON.stringify(cancelado.corpo)).toBe(200);
    const excluido = await amb.chamar('POST', '/api/pedidosvenda/delete', { id: orc }, e.token);
    expect(excluido.status, JSON.stringify(excluido.corpo)).toBe(200);

    const { resumo, agregado } = await resumoEAgregado();
    expect(resumo.length).toBeGreaterThan(0);
    expect(resumo).toEqual(agregado);

    const painel = await amb.chamar('POST', '/api/pedidosvenda/resumo_mensal', { ano: 2026 }, e.token);
    const quantidades = (painel.corpo.registros ?? []).map((m) => m.quantidade);
    // January keeps one order (the other was cancelled), February's quote was deleted, March one, April one.
    expect(quantidades.slice(0, 4)).toEqual([0, 0, 1, 1]);
  });
});
