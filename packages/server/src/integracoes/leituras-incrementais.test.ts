import {
  hojeSaoPaulo,
  MSG_ALTERADO_DESDE,
  MSG_CURSOR,
  MSG_INCREMENTAL_SO,
  MSG_INCREMENTAL_UM,
} from '@mascate/domain';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, cadastrosDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { pedido } from '../../test/pedidos-dados.ts';
import { criar as criarPedido } from '../../test/pedidos-situacao-apoio.ts';
import { pedidoFaturado, titulosDoPedido } from '../../test/titulos-apoio.ts';

// Issue 47: an ERP catches up after downtime by reading what changed since its last read, page by page,
// with a cursor that never skips a write, not even one that committed after a later one.
const amb = ambienteDoArquivo();
const e = empresaDoArquivo(amb, { nome: 'Distribuidora Incremental' });
const c = cadastrosDoArquivo(amb, e);
const outra = empresaDoArquivo(amb);

const ENDERECO = { rota_id: 0, cnpj_cpf: '', ie_rg: 'ISENTO' };
const CPFS = ['52998224725', '11144477735', '39053344705', '15350946056'];
const ANTES = '2000-01-01T00:00:00Z';

type Lida = { registros: { id: number; nome?: string }[]; cursor?: string };
/**
 * Waits until every transaction begun before now has ended. A read answers only what is below the oldest
 * running transaction of the whole database server, and the server is shared with the other test files
 * running at the same time: one of their transactions may hold that horizon back for a moment.
 */
async function esperarHorizonte(): Promise<void> {
  const { rows } = await amb.banco.pool.query<{ x: string }>('select pg_current_xact_id()::text as x');
  const agora = BigInt(rows[0]?.x ?? '0');
  for (let i = 0; i < 400; i++) {
    const r = await amb.banco.pool.query<{ m: string }>(
      'select pg_snapshot_xmin(pg_current_snapshot())::text as m',
    );
    if (BigInt(r.rows[0]?.m ?? '0') > agora) return;
    await new Promise((ok) => setTimeout(ok, 25));
  }
}

async function ler(caminho: string, corpo: object, token = e.token, esperar = true): Promise<Lida> {
  if (esperar) await esperarHorizonte();
  const r = await amb.chamar('POST', `/api/${caminho}`, corpo, token);
  expect(r.status, JSON.stringify(r.corpo)).toBe(200);
  return r.corpo as unknown as Lida;
}

/** Every page from `corpo` on, `limite` at a time, until a page comes back empty; the last cursor. */
async function lerTudo(caminho: string, corpo: object, limite = 2) {
  const vistos: Lida['registros'] = [];
  let pagina = await ler(caminho, { ...corpo, limite });
  for (;;) {
    vistos.push(...pagina.registros);
    if (pagina.registros.length === 0) return { vistos, cursor: pagina.cursor ?? '' };
    pagina = await ler(caminho, { cursor: pagina.cursor, limite });
  }
}

describe('leituras incrementais', () => {
  it('clientes: em páginas pela ordem das alterações; uma alteração depois volta pelo cursor', async () => {
    const ids: number[] = [];
    for (const [i, nome] of ['Alfa', 'Beta', 'Gama'].entries()) {
      const r = await amb.chamar(
        'POST',
        '/api/clientes/create',
        { ...ENDERECO, nome, cnpj_cpf: CPFS[i] },
        e.token,
      );
      expect(r.status).toBe(200);
      ids.push(Number(r.corpo.retorno.id));
    }
    const { vistos, cursor } = await lerTudo('clientes/read', { alterado_desde: ANTES });
    expect(vistos.filter((v) => ids.includes(v.id)).map((v) => v.nome)).toEqual(['Alfa', 'Beta', 'Gama']);
    expect(cursor).toMatch(/^\d+-\d+$/);
    // Nothing new: the same cursor back, no rows.
    expect(await ler('clientes/read', { cursor })).toEqual(
      expect.objectContaining({ registros: [], cursor }),
    );
    const alterado = await amb.chamar(
      'PUT',
      '/api/clientes/update',
      { ...ENDERECO, id: ids[0], nome: 'Alfa Novo', cnpj_cpf: CPFS[0] },
      e.token,
    );
    expect(alterado.status).toBe(200);
    const depois = await ler('clientes/read', { cursor });
    expect(depois.registros.map((r) => [r.id, r.nome])).toEqual([[ids[0], 'Alfa Novo']]);
    expect(depois.cursor).not.toBe(cursor);
    // Another company reads none of them.
    const deB = await ler('clientes/read', { alterado_desde: ANTES, limite: 100 }, outra.token);
    expect(deB.registros.filter((r) => ids.includes(r.id))).toEqual([]);
    // A later instant leaves the older changes out.
    const futuro = await ler('clientes/read', {
      alterado_desde: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(futuro.registros).toEqual([]);
  });

  it('uma gravação que confirma depois de outra mais nova não fica para trás do cursor', async () => {
    const r = await amb.chamar(
      'POST',
      '/api/clientes/create',
      { ...ENDERECO, nome: 'Lento', cnpj_cpf: CPFS[3] },
      e.token,
    );
    const lentoId = Number(r.corpo.retorno.id);
    const { cursor } = await lerTudo('clientes/read', { alterado_desde: ANTES }, 100);
    // A write that takes its time: its transaction starts and changes the customer, then waits.
    const lenta = await amb.banco.pool.connect();
    try {
      await lenta.query('begin');
      await lenta.query(`update clientes set nome = 'Lento Alterado' where empresa_id = $1 and id = $2`, [
        e.empresaId,
        lentoId,
      ]);
      // A quicker write commits meanwhile.
      const rapida = await amb.chamar(
        'POST',
        '/api/clientes/create',
        { ...ENDERECO, nome: 'Rápido', cnpj_cpf: '86288366757' },
        e.token,
      );
      expect(rapida.status).toBe(200);
      // While the slow one runs, the read waits for both (neither passes the cursor yet).
      // Not waiting for the horizon here: the slow write is this test's own, still open.
      const durante = await ler('clientes/read', { cursor, limite: 100 }, e.token, false);
      expect(durante.registros).toEqual([]);
      expect(durante.cursor).toBe(cursor);
      await lenta.query('commit');
    } finally {
      lenta.release();
    }
    const depois = await ler('clientes/read', { cursor, limite: 100 });
    expect(depois.registros.map((x) => x.nome).sort()).toEqual(['Lento Alterado', 'Rápido']);
  });

  it('produtos, pedidos e títulos: o que mudou desde o cursor', async () => {
    const p0 = await lerTudo('produtos/read', { alterado_desde: ANTES }, 100);
    expect(p0.vistos.map((p) => p.id)).toEqual(expect.arrayContaining([c.produtoId, c.produto2Id]));
    const pedidoId = await criarPedido(amb, e, pedido(c));
    // The order took stock from the product: the product changed too.
    const p1 = await ler('produtos/read', { cursor: p0.cursor, limite: 100 });
    expect(p1.registros.map((p) => p.id)).toEqual([c.produtoId]);

    const ped = await lerTudo('pedidosvenda/read', { alterado_desde: ANTES }, 100);
    expect(ped.vistos.map((p) => p.id)).toContain(pedidoId);
    const faturado = await pedidoFaturado(amb, e, c);
    const ped2 = await ler('pedidosvenda/read', { cursor: ped.cursor, limite: 100 });
    expect(ped2.registros.map((p) => p.id)).toEqual([faturado]);

    const tit = await lerTudo('titulos/read', { alterado_desde: ANTES }, 100);
    const [t] = await titulosDoPedido(amb, e.empresaId, faturado);
    expect(tit.vistos.map((x) => x.id)).toEqual([t?.id]);
    const baixa = await amb.chamar(
      'POST',
      '/api/titulos/baixar',
      { id: t?.id, data: hojeSaoPaulo(), valor: '1', meio: 'pix' },
      e.token,
    );
    expect(baixa.status).toBe(200);
    const tit2 = await ler('titulos/read', { cursor: tit.cursor, limite: 100 });
    expect(tit2.registros).toEqual([expect.objectContaining({ id: t?.id, pago: 1 })]);
  });

  it.each([
    ['clientes/read', { alterado_desde: 'ontem' }, MSG_ALTERADO_DESDE],
    ['produtos/read', { cursor: 'abc' }, MSG_CURSOR],
    ['pedidosvenda/read', { cursor: '1-1', alterado_desde: ANTES }, MSG_INCREMENTAL_UM],
    ['titulos/read', { alterado_desde: ANTES, busca: 'Mercado' }, MSG_INCREMENTAL_SO],
    ['pedidosvenda/read', { alterado_desde: ANTES, situacao: 'faturado' }, MSG_INCREMENTAL_SO],
    ['clientes/read', { cursor: '1-1', deslocamento: 10 }, MSG_INCREMENTAL_SO],
  ])('%s recusa %j com 400', async (caminho, corpo, mensagem) => {
    const r = await amb.chamar('POST', `/api/${caminho}`, corpo, e.token);
    expect(r.status).toBe(400);
    expect(r.corpo.retorno).toEqual({ sucesso: false, mensagem });
  });

  it('sem sessão: 401', async () => {
    expect((await amb.chamar('POST', '/api/clientes/read', { alterado_desde: ANTES })).status).toBe(401);
  });
});
