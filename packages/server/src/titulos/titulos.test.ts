import {
  hojeSaoPaulo,
  MSG_CANCELAR_FATURADO_SO_ADMIN,
  MSG_FATURADO_COM_BAIXA,
  MSG_SEM_PERMISSAO,
  somarDias,
} from '@mascate/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, cadastrosDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { usuarioDaEmpresa } from '../../test/equipe-apoio.ts';
import { estoqueDe } from '../../test/pedidos-consultas.ts';
import { pedido, semear } from '../../test/pedidos-dados.ts';
import { criar, mudar, situacaoDe } from '../../test/pedidos-situacao-apoio.ts';
import { recusaSemGravar, testarRecusas } from '../../test/recusa.ts';
import { baixasDe, pedidoFaturado, titulosDoPedido, vencerEm } from '../../test/titulos-apoio.ts';
import { clientes, representantes, representantesRotas, rotas } from '../db/schema.ts';

const amb = ambienteDoArquivo();
const e = empresaDoArquivo(amb, { nome: 'Ana Souza' });
const c = cadastrosDoArquivo(amb, e);
const outra = empresaDoArquivo(amb);

const hoje = () => hojeSaoPaulo();
const motivo = 'Nota fiscal emitida com erro';

function baixar(corpo: object, token = e.token) {
  return amb.chamar('POST', '/api/titulos/baixar', corpo, token);
}

function estornar(corpo: object, token = e.token) {
  return amb.chamar('POST', '/api/titulos/estornar', corpo, token);
}

async function lerUm(id: number, token = e.token) {
  return amb.chamar('POST', '/api/titulos/read_one', { id }, token);
}

describe('faturar gera os títulos', () => {
  it('cada parcela vira um título "numero/parcela" do cliente, com vencimento e valor', async () => {
    const id = await pedidoFaturado(amb, e, c, { qt: 3, preco: 10, nParcelas: 2 });
    const ts = await titulosDoPedido(amb, e.empresaId, id);
    expect(ts.map((t) => [t.parcela, t.valorCentavos, t.clienteId, t.vendedorId])).toEqual([
      [1, 1500, c.clienteId, c.vendedorId],
      [2, 1500, c.clienteId, c.vendedorId],
    ]);
    const r = await lerUm(ts[0]?.id ?? 0);
    expect(r.status).toBe(200);
    const t = r.corpo.registros?.[0];
    const lido = await amb.chamar('POST', '/api/pedidosvenda/read_one', { id }, e.token);
    expect(t).toMatchObject({
      numero: `${lido.corpo.registros?.[0]?.numero}/1`,
      valor: 15,
      pago: 0,
      aberto: 15,
      situacao: 'aberto',
      // The order's method is 'Boleto': the payment dialog starts there, not at Pix.
      meio_sugerido: 'boleto',
      cliente_id: c.clienteId,
      cliente_nome: 'Mercado Boa Vista Ltda',
      baixas: [],
    });
  });

  it('um pedido sem parcelas gera um título do total, vencendo na data do pedido', async () => {
    const id = await pedidoFaturado(amb, e, c, { qt: 1, preco: 7 });
    const ts = await titulosDoPedido(amb, e.empresaId, id);
    expect(ts.map((t) => [t.parcela, t.valorCentavos, t.vencimento])).toEqual([[1, 700, hoje()]]);
  });

  it('orçamento, pedido e cancelado não têm títulos; troca faturada também não', async () => {
    const orc = await criar(amb, e, { ...pedido(c), situacao: 'orcamento' });
    const ped = await criar(amb, e, pedido(c));
    expect(await titulosDoPedido(amb, e.empresaId, orc)).toEqual([]);
    expect(await titulosDoPedido(amb, e.empresaId, ped)).toEqual([]);
    const troca = await criar(amb, e, { ...pedido(c), ident_operacao: 2 });
    expect((await mudar(amb, e, { id: troca, situacao: 'faturado' })).status).toBe(200);
    expect(await titulosDoPedido(amb, e.empresaId, troca)).toEqual([]);
  });
});

describe('baixa e estorno', () => {
  it('duas baixas parciais quitam o título; o estorno o reabre e o histórico fica', async () => {
    const id = await pedidoFaturado(amb, e, c, { qt: 10, preco: 10 });
    const [t] = await titulosDoPedido(amb, e.empresaId, id);
    const tid = t?.id ?? 0;
    const b1 = await baixar({ id: tid, data: hoje(), valor: 40, meio: 'pix', observacao: 'primeira' });
    expect(b1.status).toBe(200);
    expect(b1.corpo.retorno.mensagem).toBe('Baixa registrada com sucesso!');
    let lido = (await lerUm(tid)).corpo.registros?.[0];
    expect(lido).toMatchObject({ valor: 100, pago: 40, aberto: 60, situacao: 'parcial' });
    // The list's filter agrees: a partly paid receivable is 'parcial', not 'aberto'.
    const ids = async (situacao: string) =>
      (
        (await amb.chamar('POST', '/api/titulos/read', { situacao, limite: 100 }, e.token)).corpo.registros ??
        []
      ).map((x) => x.id);
    expect(await ids('parcial')).toContain(tid);
    expect(await ids('aberto')).not.toContain(tid);

    await recusaSemGravar(
      () => baixar({ id: tid, data: hoje(), valor: 60.01, meio: 'pix' }),
      'O valor da baixa é maior que o valor em aberto do título (R$ 60,00).',
      () => baixasDe(amb, e.empresaId, tid),
    );

    expect((await baixar({ id: tid, data: hoje(), valor: '60', meio: 'dinheiro' })).status).toBe(200);
    lido = (await lerUm(tid)).corpo.registros?.[0];
    expect(lido).toMatchObject({ pago: 100, aberto: 0, situacao: 'pago' });
    const pago = await baixar({ id: tid, data: hoje(), valor: 1, meio: 'pix' });
    expect(pago.status).toBe(409);
    expect(pago.corpo.retorno.mensagem).toBe('Título já está pago.');

    const baixas = (lido?.baixas ?? []) as { id: number; valor: number; meio: string; usuario: string }[];
    expect(baixas.map((b) => [b.valor, b.meio, b.usuario])).toEqual([
      [40, 'pix', 'Ana Souza'],
      [60, 'dinheiro', 'Ana Souza'],
    ]);
    const est = await estornar({ id: tid, baixa_id: baixas[1]?.id, motivo: 'Cheque devolvido' });
    expect(est.status).toBe(200);
    lido = (await lerUm(tid)).corpo.registros?.[0];
    expect(lido).toMatchObject({ pago: 40, aberto: 60, situacao: 'parcial' });
    expect(lido?.baixas).toHaveLength(2);
    expect(((lido?.baixas ?? []) as { estornada: boolean; estorno_motivo: string }[])[1]).toMatchObject({
      estornada: true,
      estorno_motivo: 'Cheque devolvido',
    });
    const deNovo = await estornar({ id: tid, baixa_id: baixas[1]?.id, motivo: 'Cheque devolvido' });
    expect(deNovo.status).toBe(409);
    expect(deNovo.corpo.retorno.mensagem).toBe('Esta baixa já foi estornada.');
  });

  describe('baixa inválida: 400 e nada gravado', () => {
    let tid = 0;
    it('prepara um título', async () => {
      const id = await pedidoFaturado(amb, e, c);
      tid = (await titulosDoPedido(amb, e.empresaId, id))[0]?.id ?? 0;
    });
    const base = () => ({ id: tid, data: hoje(), valor: 5, meio: 'pix' });
    testarRecusas(
      [
        [{ valor: 0 }, 'Informe o valor da baixa (maior que zero).'],
        [{ valor: -3 }, 'Informe o valor da baixa (maior que zero).'],
        [{ valor: 'abc' }, 'Informe o valor da baixa (maior que zero).'],
        [{ valor: 1.234 }, 'O valor da baixa deve ter no máximo 2 casas decimais.'],
        [{ data: '2026-02-30' }, 'Informe a data da baixa (aaaa-mm-dd).'],
        [
          { meio: 'bitcoin' },
          'Escolha a forma de pagamento (dinheiro, pix, boleto, cartao, transferencia, cheque ou outro).',
        ],
        [{ observacao: 'x'.repeat(501) }, 'O campo observação deve ter no máximo 500 caracteres.'],
      ],
      (extra) => baixar({ ...base(), ...(extra as object) }),
      () => baixasDe(amb, e.empresaId, tid),
    );
    it('estorno sem motivo: 400', async () => {
      const r = await estornar({ id: tid, baixa_id: 1, motivo: 'x' });
      expect(r.status).toBe(400);
      expect(r.corpo.retorno.mensagem).toBe('Informe o motivo do estorno (de 3 a 500 caracteres).');
    });
  });
});

describe('situação derivada', () => {
  it('vencido quando o vencimento é anterior a hoje (em São Paulo) e há saldo; o dia do vencimento ainda é aberto', async () => {
    const id = await pedidoFaturado(amb, e, c, { nParcelas: 2 });
    const [t1, t2] = await titulosDoPedido(amb, e.empresaId, id);
    await vencerEm(amb, t1?.id ?? 0, somarDias(hoje(), -1));
    await vencerEm(amb, t2?.id ?? 0, hoje());
    expect((await lerUm(t1?.id ?? 0)).corpo.registros?.[0]).toMatchObject({
      situacao: 'vencido',
      dias_atraso: 1,
    });
    expect((await lerUm(t2?.id ?? 0)).corpo.registros?.[0]).toMatchObject({
      situacao: 'aberto',
      dias_atraso: 0,
    });
    const vencidos = await amb.chamar(
      'POST',
      '/api/titulos/read',
      { situacao: 'vencido', limite: 100 },
      e.token,
    );
    expect(vencidos.status).toBe(200);
    const ids = (vencidos.corpo.registros ?? []).map((r) => r.id);
    expect(ids).toContain(t1?.id);
    expect(ids).not.toContain(t2?.id);
    // A day later the second one is overdue too (the status is derived, never stored).
    amb.relogio.deslocamentoMs = 86_400_000;
    try {
      expect((await lerUm(t2?.id ?? 0)).corpo.registros?.[0]).toMatchObject({ situacao: 'vencido' });
    } finally {
      amb.relogio.deslocamentoMs = 0;
    }
  });
});

describe('titulos/read: filtros, paginação e recusas', () => {
  it('filtra por cliente e período, pagina e conta', async () => {
    await pedidoFaturado(amb, e, c, { clienteId: c.outroClienteId, nParcelas: 3 });
    const r = await amb.chamar(
      'POST',
      '/api/titulos/read',
      { cliente_id: c.outroClienteId, limite: 2, vencimento_inicial: hoje() },
      e.token,
    );
    expect(r.status).toBe(200);
    expect(r.corpo.registros).toHaveLength(2);
    expect(r.corpo.total).toBe(3);
    expect((r.corpo.registros ?? []).every((t) => t.cliente_id === c.outroClienteId)).toBe(true);
    const p2 = await amb.chamar(
      'POST',
      '/api/titulos/read',
      { cliente_id: c.outroClienteId, limite: 2, deslocamento: 2 },
      e.token,
    );
    expect(p2.corpo.registros).toHaveLength(1);
  });

  it.each([
    [{ situacao: 'x' }, 'Situação do título inválida (aberto, parcial, vencido, pago ou cancelado).'],
    [{ vencimento_inicial: '2026-13-01' }, 'A data inicial de vencimento é inválida (aaaa-mm-dd).'],
    [
      { vencimento_inicial: '2026-05-02', vencimento_final: '2026-05-01' },
      'A data final de vencimento deve ser igual ou posterior à inicial.',
    ],
  ])('recusa %j com 400', async (corpo, mensagem) => {
    const r = await amb.chamar('POST', '/api/titulos/read', corpo, e.token);
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe(mensagem);
  });
});

describe('faturado -> cancelado', () => {
  it('administrador cancela com motivo: títulos cancelados e estoque devolvido', async () => {
    const antes = await estoqueDe(amb, c.produtoId, e.empresaId);
    const id = await pedidoFaturado(amb, e, c, { nParcelas: 2 });
    expect(await estoqueDe(amb, c.produtoId, e.empresaId)).toBe(antes - 2);
    const semMotivo = await mudar(amb, e, { id, situacao: 'cancelado' });
    expect(semMotivo.status).toBe(400);
    const r = await mudar(amb, e, { id, situacao: 'cancelado', motivo });
    expect(r.status).toBe(200);
    expect(await situacaoDe(amb, id, e.empresaId)).toBe('cancelado');
    expect((await titulosDoPedido(amb, e.empresaId, id)).map((t) => t.cancelado)).toEqual([true, true]);
    expect(await estoqueDe(amb, c.produtoId, e.empresaId)).toBe(antes);
    const [t] = await titulosDoPedido(amb, e.empresaId, id);
    expect((await lerUm(t?.id ?? 0)).corpo.registros?.[0]).toMatchObject({
      situacao: 'cancelado',
      aberto: 0,
    });
    const b = await baixar({ id: t?.id, data: hoje(), valor: 1, meio: 'pix' });
    expect(b.status).toBe(409);
    expect(b.corpo.retorno.mensagem).toBe('Título cancelado não aceita baixa.');
  });

  it('com baixa registrada: 409 e nada muda; depois do estorno pode', async () => {
    const antes = await estoqueDe(amb, c.produtoId, e.empresaId);
    const id = await pedidoFaturado(amb, e, c);
    const [t] = await titulosDoPedido(amb, e.empresaId, id);
    const b = await baixar({ id: t?.id, data: hoje(), valor: 5, meio: 'boleto' });
    const r = await mudar(amb, e, { id, situacao: 'cancelado', motivo });
    expect(r.status).toBe(409);
    expect(r.corpo.retorno.mensagem).toBe(MSG_FATURADO_COM_BAIXA);
    expect(await situacaoDe(amb, id, e.empresaId)).toBe('faturado');
    expect(await estoqueDe(amb, c.produtoId, e.empresaId)).toBe(antes - 2);
    await estornar({ id: t?.id, baixa_id: b.corpo.retorno.id, motivo: 'Lançada por engano' });
    expect((await mudar(amb, e, { id, situacao: 'cancelado', motivo })).status).toBe(200);
  });
});

describe('vendedor e isolamento', () => {
  const vend = { token: '', outroToken: '' };
  it('prepara vendedores de dois representantes', async () => {
    const [b] = await amb.banco.db
      .insert(representantes)
      .values({ empresaId: e.empresaId, nome: 'Vendedor Dois', cnpjCpf: '11144477735' })
      .returning();
    vend.token = (await usuarioDaEmpresa(amb, e, 'vendedor', c.vendedorId)).token;
    vend.outroToken = (await usuarioDaEmpresa(amb, e, 'vendedor', b?.id ?? 0)).token;
  });

  it('o vendedor lê os títulos dos seus pedidos; o de outro representante não existe para ele', async () => {
    const id = await pedidoFaturado(amb, e, c);
    const [t] = await titulosDoPedido(amb, e.empresaId, id);
    expect((await lerUm(t?.id ?? 0, vend.token)).status).toBe(200);
    const outro = await lerUm(t?.id ?? 0, vend.outroToken);
    expect(outro.status).toBe(404);
    expect(outro.corpo.retorno.mensagem).toBe('Título não encontrado.');
    const lista = await amb.chamar('POST', '/api/titulos/read', { limite: 100 }, vend.outroToken);
    expect(lista.corpo.registros).toEqual([]);
    const meus = await amb.chamar('POST', '/api/titulos/read', { limite: 100 }, vend.token);
    expect((meus.corpo.registros ?? []).length).toBeGreaterThan(0);
    const venc = await amb.chamar('POST', '/api/relatorios/vencimentos', {}, vend.outroToken);
    expect(venc.corpo.registros).toEqual([]);
  });

  it('o vendedor não registra baixa nem estorno, nem cancela um faturado (403, nada muda)', async () => {
    const id = await pedidoFaturado(amb, e, c);
    const [t] = await titulosDoPedido(amb, e.empresaId, id);
    const r = await baixar({ id: t?.id, data: hoje(), valor: 1, meio: 'pix' }, vend.token);
    expect(r.status).toBe(403);
    expect(r.corpo.retorno.mensagem).toBe(MSG_SEM_PERMISSAO);
    const est = await estornar({ id: t?.id, baixa_id: 1, motivo }, vend.token);
    expect(est.status).toBe(403);
    expect(await baixasDe(amb, e.empresaId, t?.id ?? 0)).toEqual([]);
    // The order within the vendedor's reach (its customer on the vendedor's route, for this test only):
    // the refusal is the role's (403), not the portfolio's (404).
    const db = amb.banco.db;
    const onde = and(eq(clientes.empresaId, e.empresaId), eq(clientes.id, c.clienteId));
    const [antes] = await db.select({ rotaId: clientes.rotaId }).from(clientes).where(onde);
    const [rota] = await db
      .insert(rotas)
      .values({ empresaId: e.empresaId, nome: 'Rota do vendedor', diasSemanaVenda: '1111111' })
      .returning();
    await db
      .insert(representantesRotas)
      .values({ empresaId: e.empresaId, representanteId: c.vendedorId, rotaId: rota?.id ?? 0 });
    await db
      .update(clientes)
      .set({ rotaId: rota?.id ?? null })
      .where(onde);
    const canc = await amb.chamar(
      'POST',
      '/api/pedidosvenda/situacao',
      { id, situacao: 'cancelado', motivo },
      vend.token,
    );
    expect(canc.status).toBe(403);
    expect(canc.corpo.retorno.mensagem).toBe(MSG_CANCELAR_FATURADO_SO_ADMIN);
    expect(await situacaoDe(amb, id, e.empresaId)).toBe('faturado');
    await db
      .update(clientes)
      .set({ rotaId: antes?.rotaId ?? null })
      .where(onde);
  });

  it('o título de outra empresa é 404 em read_one, baixar, estornar e extrato, e nada muda', async () => {
    const co = await semear(amb, outra.empresaId);
    const id = await pedidoFaturado(amb, outra, co);
    const [t] = await titulosDoPedido(amb, outra.empresaId, id);
    const tid = t?.id ?? 0;
    expect((await lerUm(tid)).status).toBe(404);
    const b = await baixar({ id: tid, data: hoje(), valor: 1, meio: 'pix' });
    expect(b.status).toBe(404);
    expect(await baixasDe(amb, outra.empresaId, tid)).toEqual([]);
    const est = await estornar({ id: tid, baixa_id: 1, motivo });
    expect(est.status).toBe(404);
    const ext = await amb.chamar('POST', '/api/clientes/extrato', { id: co.clienteId }, e.token);
    expect(ext.status).toBe(404);
    const lista = await amb.chamar('POST', '/api/titulos/read', { cliente_id: co.clienteId }, e.token);
    expect(lista.corpo.registros).toEqual([]);
  });

  it('sem sessão: 401', async () => {
    expect((await amb.chamar('POST', '/api/titulos/read', {})).status).toBe(401);
    expect((await amb.chamar('POST', '/api/titulos/baixar', {})).status).toBe(401);
  });
});

describe('extrato e vencimentos', () => {
  it('o extrato separa abertos, vencidos e pagos nos últimos 90 dias, com os totais', async () => {
    const co = await semear(amb, e.empresaId);
    const id = await pedidoFaturado(amb, e, co, { qt: 3, preco: 10, nParcelas: 3 });
    const [t1, t2, t3] = await titulosDoPedido(amb, e.empresaId, id);
    await vencerEm(amb, t1?.id ?? 0, somarDias(hoje(), -45));
    await baixar({ id: t3?.id, data: hoje(), valor: 10, meio: 'pix' });
    // A part payment counts in the paid total the day it is made; a reversed one never does.
    await baixar({ id: t2?.id, data: hoje(), valor: 4, meio: 'dinheiro' });
    await baixar({ id: t2?.id, data: hoje(), valor: 2, meio: 'dinheiro' });
    const baixasT2 = ((await lerUm(t2?.id ?? 0)).corpo.registros?.[0]?.baixas ?? []) as { id: number }[];
    expect(
      (await estornar({ id: t2?.id, baixa_id: baixasT2[1]?.id, motivo: 'Cheque devolvido' })).status,
    ).toBe(200);
    const r = await amb.chamar('POST', '/api/clientes/extrato', { id: co.clienteId }, e.token);
    expect(r.status).toBe(200);
    const x = r.corpo.registros?.[0] as Record<string, unknown> & {
      abertos: { id: number }[];
      vencidos: { id: number }[];
      pagos: { id: number }[];
    };
    expect(x).toMatchObject({
      cliente_id: co.clienteId,
      cliente_nome: 'Mercado Boa Vista Ltda',
      titulos_em_aberto: 16,
      vencido: 10,
      maior_atraso_dias: 45,
      pago_90_dias: 14,
      limite_credito: null,
      disponivel: null,
    });
    expect(x.abertos.map((t) => t.id)).toEqual([t2?.id]);
    expect(x.abertos[0]).toMatchObject({ situacao: 'parcial', pago: 4, aberto: 6 });
    expect(x.vencidos.map((t) => t.id)).toEqual([t1?.id]);
    expect(x.pagos.map((t) => t.id)).toEqual([t3?.id]);
  });

  it('vencimentos: faixas nos limites (0, 1, 30, 31, 60, 61, 90, 91 dias) por cliente e no total', async () => {
    const co = await semear(amb, e.empresaId);
    const id = await pedidoFaturado(amb, e, co, { qt: 8, preco: 10, nParcelas: 8 });
    const ts = await titulosDoPedido(amb, e.empresaId, id);
    const dias = [0, 1, 30, 31, 60, 61, 90, 91];
    for (const [i, t] of ts.entries()) await vencerEm(amb, t.id, somarDias(hoje(), -(dias[i] ?? 0)));
    const r = await amb.chamar('POST', '/api/relatorios/vencimentos', { cliente_id: co.clienteId }, e.token);
    expect(r.status).toBe(200);
    const faixas = { a_vencer: 10, d1_30: 20, d31_60: 20, d61_90: 20, d90_mais: 10, total: 80 };
    expect(r.corpo.registros).toEqual([
      { cliente_id: co.clienteId, cliente_nome: 'Mercado Boa Vista Ltda', ...faixas },
    ]);
    expect((r.corpo as unknown as { totais: object }).totais).toEqual(faixas);
  });

  it('exporta títulos e vencimentos em CSV', async () => {
    const t = await amb.app.inject({
      method: 'GET',
      url: '/api/titulos/exportar?formato=csv',
      headers: { authorization: `Bearer ${e.token}` },
    });
    expect(t.statusCode).toBe(200);
    expect(t.body.split('\n')[0]).toContain('Título');
    const v = await amb.app.inject({
      method: 'GET',
      url: '/api/relatorios/vencimentos/exportar?formato=csv',
      headers: { authorization: `Bearer ${e.token}` },
    });
    expect(v.statusCode).toBe(200);
    expect(v.body).toContain('Total');
  });
});
