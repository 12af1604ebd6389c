import {
  centavosParaNumero,
  FAIXAS_VENCIMENTO,
  type FaixaVencimento,
  faixaVencimento,
  hojeSaoPaulo,
  somarDias,
} from '@mascate/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, cadastrosDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { usuarioDaEmpresa } from '../../test/equipe-apoio.ts';
import { mudar } from '../../test/pedidos-situacao-apoio.ts';
import { pedidoFaturado, titulosDoPedido, vencerEm } from '../../test/titulos-apoio.ts';
import { titulos } from '../db/schema.ts';

// The aging report reads a summary by bucket made for one day (migration 0061) and kept by a trigger:
// after every kind of write, and after the day changes, it must equal the aging computed from the
// receivables themselves with the domain's buckets.
const amb = ambienteDoArquivo();
const e = empresaDoArquivo(amb);
const c = cadastrosDoArquivo(amb, e);

const hoje = () => hojeSaoPaulo(new Date(Date.now() + amb.relogio.deslocamentoMs));

/** The report's lines computed from the receivables, in the report's order. */
async function esperado(dia: string) {
  const ts = await amb.banco.db.select().from(titulos).where(eq(titulos.empresaId, e.empresaId));
  const porCliente = new Map<number, Record<FaixaVencimento | 'total', number>>();
  for (const t of ts) {
    const aberto = t.cancelado ? 0 : t.valorCentavos - t.pagoCentavos;
    if (aberto <= 0) continue;
    const s = porCliente.get(t.clienteId) ?? {
      a_vencer: 0,
      d1_30: 0,
      d31_60: 0,
      d61_90: 0,
      d90_mais: 0,
      total: 0,
    };
    s[faixaVencimento(t.vencimento, dia)] += aberto;
    s.total += aberto;
    porCliente.set(t.clienteId, s);
  }
  return [...porCliente]
    .sort(([ia, a], [ib, b]) => b.total - a.total || ia - ib)
    .map(([cliente_id, s]) => ({
      cliente_id,
      ...Object.fromEntries(Object.entries(s).map(([k, v]) => [k, centavosParaNumero(v)])),
    }));
}

async function relatorio(token = e.token) {
  const r = await amb.chamar('POST', '/api/relatorios/vencimentos', {}, token);
  expect(r.status).toBe(200);
  return (r.corpo.registros ?? []).map(({ cliente_nome: _, ...l }) => l);
}

describe('relatorios/vencimentos pelo resumo do dia', () => {
  it('acompanha faturamento, baixa, estorno, vencimento movido e cancelamento, e o dia que passa', async () => {
    await pedidoFaturado(amb, e, c, { nParcelas: 3 });
    expect(await relatorio()).toEqual(await esperado(hoje())); // the first report makes the summary
    const id = await pedidoFaturado(amb, e, c, { qt: 4, preco: 25, nParcelas: 4 });
    const [t1, t2, t3] = await titulosDoPedido(amb, e.empresaId, id);
    await vencerEm(amb, t1?.id ?? 0, somarDias(hoje(), -10));
    await vencerEm(amb, t2?.id ?? 0, somarDias(hoje(), -95));
    expect(await relatorio()).toEqual(await esperado(hoje()));
    const b = await amb.chamar(
      'POST',
      '/api/titulos/baixar',
      { id: t2?.id, data: hoje(), valor: 7.5, meio: 'pix' },
      e.token,
    );
    expect(b.status).toBe(200);
    await amb.chamar(
      'POST',
      '/api/titulos/baixar',
      { id: t3?.id, data: hoje(), valor: 25, meio: 'pix' },
      e.token,
    );
    expect(await relatorio()).toEqual(await esperado(hoje()));
    const lido = await amb.chamar('POST', '/api/titulos/read_one', { id: t2?.id }, e.token);
    const baixaId = (lido.corpo.registros?.[0]?.baixas as { id: number }[] | undefined)?.[0]?.id;
    const est = await amb.chamar(
      'POST',
      '/api/titulos/estornar',
      { id: t2?.id, baixa_id: baixaId, motivo: 'Cheque devolvido' },
      e.token,
    );
    expect(est.status).toBe(200);
    expect(await relatorio()).toEqual(await esperado(hoje()));
    // A vendedor's report: the same summary, its own receivables only (all of them are its orders' here;
    // another representative's vendedor sees none).
    const v = await usuarioDaEmpresa(amb, e, 'vendedor', c.vendedorId);
    expect(await relatorio(v.token)).toEqual(await esperado(hoje()));
    // A cancelled invoice takes its open receivables out.
    const cancelar = await pedidoFaturado(amb, e, c, { nParcelas: 2 });
    expect(await relatorio()).toEqual(await esperado(hoje()));
    expect(
      (await mudar(amb, e, { id: cancelar, situacao: 'cancelado', motivo: 'Nota fiscal emitida com erro' }))
        .status,
    ).toBe(200);
    expect(await relatorio()).toEqual(await esperado(hoje()));
    // A day passes (the session lasts): the summary of yesterday is made again for the new day.
    amb.relogio.deslocamentoMs = 86_400_000;
    expect(await relatorio()).toEqual(await esperado(hoje()));
    amb.relogio.deslocamentoMs = 0;
    expect(await relatorio()).toEqual(await esperado(hoje()));
    // Further days, straight in the database: the buckets move with the day the summary is made for.
    for (const dias of [31, 61, 200]) {
      const dia = somarDias(hoje(), dias);
      const linhas = await amb.banco.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('app.empresa_id', ${String(e.empresaId)}, true)`);
        await tx.execute(sql`select aging_preparar(${dia}::date)`);
        const r = (await tx.execute(sql`select cliente_id, sum(a_vencer)::int as a_vencer,
            sum(d1_30)::int as d1_30, sum(d31_60)::int as d31_60, sum(d61_90)::int as d61_90,
            sum(d90_mais)::int as d90_mais, sum(a_vencer + d1_30 + d31_60 + d61_90 + d90_mais)::int as total
          from titulos_aging where empresa_id = ${e.empresaId} group by cliente_id
          having sum(a_vencer + d1_30 + d31_60 + d61_90 + d90_mais) <> 0
          order by total desc, cliente_id`)) as unknown as { rows: Record<string, number>[] };
        return r.rows.map((l) =>
          Object.fromEntries(Object.entries(l).map(([k, v]) => [k, k === 'cliente_id' ? v : v / 100])),
        );
      });
      expect(linhas).toEqual(await esperado(dia));
    }
    expect(await relatorio()).toEqual(await esperado(hoje()));
  });

  it("aging_faixa (SQL) põe cada vencimento na faixa do domínio's faixaVencimento", async () => {
    const dia = '2026-03-01';
    const r = (await amb.banco.db.execute(
      sql`select d::date::text as venc, aging_faixa(d::date, ${dia}::date) as f
          from generate_series(${dia}::date - 200, ${dia}::date + 5, interval '1 day') d`,
    )) as unknown as { rows: { venc: string; f: number }[] };
    expect(r.rows).toHaveLength(206);
    for (const { venc, f } of r.rows)
      expect([venc, FAIXAS_VENCIMENTO[f - 1]]).toEqual([venc, faixaVencimento(venc, dia)]);
  });
});
