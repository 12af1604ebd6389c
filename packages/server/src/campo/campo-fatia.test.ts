import { hojeSaoPaulo, somarDias, type Visita } from '@mascate/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, carteiraDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { carteira, enviar, operacao, receber, sincronizar } from '../../test/campo-apoio.ts';
import { pedido } from '../../test/pedidos-dados.ts';
import { baixar, CABECALHO_VISITAS, lerCsv } from '../../test/planilhas-apoio.ts';
import { limite, pedidoFaturado, titulosDoPedido, vencerEm } from '../../test/titulos-apoio.ts';
import { clientes, motivosNaoVenda, visitas } from '../db/schema.ts';
import { MSG_MOTIVO } from '../visitas/gravar.ts';
import { MSG_PEDIDO_DA_VISITA_RECUSADO, MSG_REPETIDA } from './enviar.ts';

// Issue 29 (second part): the company's reasons and the customers' credit in the slice, an
// administrator acting as a chosen representative, and a visit's own fields through campo/enviar.

const amb = ambienteDoArquivo();
const a = empresaDoArquivo(amb);
const b = empresaDoArquivo(amb);
const ca = carteiraDoArquivo(amb, a);
const cb = carteiraDoArquivo(amb, b);

const motivosDe = (empresaId: number) =>
  amb.banco.db
    .select({ id: motivosNaoVenda.id, descricao: motivosNaoVenda.descricao })
    .from(motivosNaoVenda)
    .where(eq(motivosNaoVenda.empresaId, empresaId));

async function visitasLidas(token: string): Promise<Visita[]> {
  const r = await amb.chamar(
    'POST',
    '/api/visitas/read',
    { data_ini: '2024-06-01', data_fin: '2029-05-31' },
    token,
  );
  return r.corpo.registros as unknown as Visita[];
}

describe('campo/receber: motivos e crédito', () => {
  it('traz a lista de motivos de não venda da empresa, e só a dela', async () => {
    const { dados } = await sincronizar(amb, ca.vendedor);
    const daEmpresa = await motivosDe(a.empresaId);
    expect(daEmpresa.length).toBeGreaterThan(0);
    expect([...dados.motivos].sort((x, y) => x.id - y.id)).toEqual(daEmpresa.sort((x, y) => x.id - y.id));
    const alheios = new Set((await motivosDe(b.empresaId)).map((m) => m.id));
    expect(dados.motivos.some((m) => alheios.has(m.id))).toBe(false);
  });

  it('um motivo renomeado ou criado no escritório chega na próxima sincronização', async () => {
    const e = await amb.novaEmpresa();
    const c = await carteira(amb, e);
    const inicio = await sincronizar(amb, c.vendedor);
    const r = await amb.chamar(
      'POST',
      '/api/motivosnaovenda/create',
      { descricao: 'Mudou de ramo' },
      e.token,
    );
    expect(r.status).toBe(200);
    const depois = await sincronizar(amb, c.vendedor, inicio.cursor ?? '');
    expect(depois.dados.motivos.map((m) => m.descricao)).toEqual(['Mudou de ramo']);
    expect(depois.dados.clientes).toEqual([]);
  });

  it('a posição de crédito conta os pedidos e títulos de todos os representantes, só da carteira', async () => {
    const e = await amb.novaEmpresa();
    const c = await carteira(amb, e);
    await limite(amb, c.clienteId, '1000');
    await limite(amb, c.outroClienteId, '50');
    // An invoiced order of the representative, overdue 10 days, and an open order of another one.
    const fat = await pedidoFaturado(amb, e, c, { qt: 1, preco: 200 });
    const [titulo] = await titulosDoPedido(amb, e.empresaId, fat);
    await vencerEm(amb, titulo?.id ?? 0, somarDias(hojeSaoPaulo(), -10));
    const outro = await amb.chamar(
      'POST',
      '/api/pedidosvenda/create',
      pedido(c, [{ produto_id: c.produtoId, qt: 1, preco: 300 }], {
        vendedor_id: c.outroRepId,
        nParcelas: 0,
      }),
      e.token,
    );
    expect(outro.status, JSON.stringify(outro.corpo)).toBe(200);
    const { dados } = await sincronizar(amb, c.vendedor);
    expect(dados.creditos).toEqual([
      {
        id: c.clienteId,
        limite_credito: '1000.00',
        em_aberto: '500.00',
        vencido: '200.00',
        maior_atraso_dias: 10,
        disponivel: '500.00',
        bloquear_limite: false,
        bloquear_vencidos_dias: null,
      },
    ]);
    // The other customer (another representative's portfolio) is not there, nor its limit.
    expect(JSON.stringify(dados.creditos)).not.toContain('50.00');
  });
});

describe('campo/receber: o administrador age como um representante', () => {
  it('sem representante escolhido, só a lista para escolher (e os motivos)', async () => {
    const { dados, cursor } = await sincronizar(amb, a.token);
    expect(cursor).not.toBeNull();
    expect(dados.representantes.map((r) => r.id).sort()).toEqual([ca.vendedorId, ca.outroRepId].sort());
    expect(dados.motivos.length).toBeGreaterThan(0);
    expect(dados.configuracoes).toHaveLength(1);
    for (const vazia of ['clientes', 'produtos', 'pedidos', 'rotas', 'tabelas', 'creditos'] as const)
      expect(dados[vazia], vazia).toEqual([]);
  });

  it('a fatia e os envios são os do representante escolhido', async () => {
    const { dados, cursor } = await sincronizar(amb, a.token, undefined, ca.outroRepId);
    expect(dados.clientes.map((c) => c.id)).toEqual([ca.outroClienteId]);
    expect(dados.rotas.map((r) => r.id)).toEqual([ca.outraRotaId]);
    // The whole company's representatives stay on the device, to switch.
    expect(dados.representantes).toHaveLength(2);
    expect(dados.pedidos.every((p) => p.participante_id === ca.outroClienteId)).toBe(true);
    // Switching representative with the previous cursor starts over with the other slice.
    const outro = await sincronizar(amb, a.token, cursor ?? '', ca.vendedorId);
    expect(outro.primeira.completo).toBe(true);
    expect(outro.dados.clientes.map((c) => c.id)).toEqual([ca.clienteId]);
    // The same representative again: only what changed.
    const de_novo = await sincronizar(amb, a.token, outro.cursor ?? '', ca.vendedorId);
    expect(de_novo.primeira.completo).toBe(false);
    // A visit sent as that representative is recorded for it, from the field.
    const v = operacao('visita', {
      cliente_id: ca.clienteId,
      representante_id: ca.vendedorId,
      checkin_em: '2026-03-10T10:00:00-03:00',
      resultado: 'ausente',
    });
    const r = await enviar(amb, a.token, [v]);
    expect(r.resultados[0]?.situacao).toBe('aplicada');
    const lida = (await visitasLidas(a.token)).find((x) => x.id === r.resultados[0]?.registro?.id);
    expect(lida).toMatchObject({ representante_id: ca.vendedorId, origem: 'campo', resultado: 'ausente' });
  });

  it('representante de outra empresa: 404; um vendedor só recebe a sua fatia', async () => {
    const como = (representante_id: unknown, token: string) =>
      amb.chamar('POST', '/api/campo/receber', { representante_id }, token);
    expect((await como(cb.vendedorId, a.token)).status).toBe(404);
    expect((await como(ca.outroRepId, ca.vendedor)).status).toBe(404);
    const invalido = await como('x', a.token);
    expect(invalido.status).toBe(400);
    expect(invalido.corpo.retorno.mensagem).toContain('O campo representante_id deve ser um identificador.');
    const proprio = await receber(amb, ca.vendedor, { representante_id: ca.vendedorId });
    expect(proprio.dados.clientes.map((c) => c.id)).toEqual([ca.clienteId]);
    expect(proprio.dados.representantes.map((r) => r.id)).toEqual([ca.vendedorId]);
    const texto = JSON.stringify(proprio.dados);
    for (const alheia of ['Vendedor Dois', 'Rota Norte', 'Padaria Central'])
      expect(texto).not.toContain(alheia);
  });
});

describe('campo/enviar: a visita com os seus campos', () => {
  it('check-in, check-out, localização, resultado e motivo gravados; o reenvio responde repetida', async () => {
    const [motivo] = await motivosDe(a.empresaId);
    // The customer's place, 0.001° of latitude (~111 m) from the check-in.
    await amb.banco.db
      .update(clientes)
      .set({ latitude: '-22.906600', longitude: '-47.060800' })
      .where(eq(clientes.id, ca.clienteId));
    const dados = {
      cliente_id: ca.clienteId,
      representante_id: ca.vendedorId,
      obs: 'Comprador de férias',
      checkin_em: '2026-03-10T13:00:00.000Z',
      checkout_em: '2026-03-10T13:20:00.000Z',
      data_hora: '2026-03-10T13:00:00.000Z',
      latitude: -22.9056,
      longitude: -47.0608,
      precisao_m: 12,
      resultado: 'sem_venda',
      motivo_id: motivo?.id,
      origem: 'campo',
    };
    const op = operacao('visita', dados);
    const primeiro = await enviar(amb, ca.vendedor, [op]);
    expect(primeiro.resultados[0]?.situacao).toBe('aplicada');
    const registro = primeiro.resultados[0]?.registro;
    const de_novo = await enviar(amb, ca.vendedor, [op]);
    expect(de_novo.resultados[0]).toEqual({
      id: op.id,
      situacao: 'repetida',
      mensagem: MSG_REPETIDA,
      registro,
    });
    const gravadas = await amb.banco.db
      .select({ id: visitas.id })
      .from(visitas)
      .where(and(eq(visitas.empresaId, a.empresaId), eq(visitas.id, registro?.id ?? 0)));
    expect(gravadas).toHaveLength(1);
    const lida = (await visitasLidas(ca.vendedor)).find((v) => v.id === registro?.id);
    expect(lida).toMatchObject({
      checkin_em: '2026-03-10T13:00:00Z',
      checkout_em: '2026-03-10T13:20:00Z',
      latitude: -22.9056,
      longitude: -47.0608,
      precisao_m: 12,
      resultado: 'sem_venda',
      motivo_id: motivo?.id,
      motivo: motivo?.descricao,
      origem: 'campo',
      obs: 'Comprador de férias',
      distancia_m: 111,
      fora_do_local: false,
    });
    // The visits export carries the same fields (issue 28).
    const csv = lerCsv(
      (
        await baixar(
          amb,
          '/api/visitas/exportar?formato=csv&data_ini=2026-03-10&data_fin=2026-03-10',
          a.token,
        )
      ).dados,
    );
    expect(csv[0]).toEqual(CABECALHO_VISITAS);
    const linha = csv.find((l) => l.at(-1) === 'Comprador de férias');
    expect(linha?.slice(4)).toEqual([
      'Sem venda',
      motivo?.descricao,
      '10/03/2026 10:00',
      '10/03/2026 10:20',
      '111',
      'Não',
      'Comprador de férias',
    ]);
  });

  it('o resultado pedido liga a visita ao pedido feito nela, pela operação do pedido', async () => {
    const op = operacao('pedido', pedido(ca, undefined, { vendedor_id: 0 }));
    const visita = operacao('visita', {
      cliente_id: ca.clienteId,
      representante_id: ca.vendedorId,
      checkin_em: '2026-03-11T10:00:00-03:00',
      resultado: 'pedido',
      pedido_operacao: op.id,
    });
    const r = await enviar(amb, ca.vendedor, [op, visita]);
    expect(r.resultados.map((x) => x.situacao)).toEqual(['aplicada', 'aplicada']);
    const lida = (await visitasLidas(ca.vendedor)).find((v) => v.id === r.resultados[1]?.registro?.id);
    expect(lida?.pedido_id).toBe(r.resultados[0]?.registro?.id);
    // An order refused: the visit says why; an unknown operation: refused too.
    const recusado = operacao(
      'pedido',
      pedido(ca, undefined, { vendedor_id: 0, participante_id: ca.outroClienteId }),
    );
    const r2 = await enviar(amb, ca.vendedor, [
      recusado,
      { ...visita, id: crypto.randomUUID(), dados: { ...visita.dados, pedido_operacao: recusado.id } },
      {
        ...visita,
        id: crypto.randomUUID(),
        dados: { ...visita.dados, pedido_operacao: crypto.randomUUID() },
      },
    ]);
    expect(r2.resultados.map((x) => x.situacao)).toEqual(['recusada', 'recusada', 'recusada']);
    expect(r2.resultados[1]?.mensagem).toContain(MSG_PEDIDO_DA_VISITA_RECUSADO);
    expect(r2.resultados[2]?.mensagem).toContain('não foi recebido');
  });

  it('recusa o motivo de outra empresa, a latitude fora da faixa e sem_venda sem motivo; nada grava', async () => {
    const [alheio] = await motivosDe(b.empresaId);
    const base = {
      cliente_id: ca.clienteId,
      representante_id: ca.vendedorId,
      checkin_em: '2026-03-12T10:00:00Z',
    };
    const antes = (await visitasLidas(a.token)).length;
    const r = await enviar(amb, ca.vendedor, [
      operacao('visita', { ...base, resultado: 'sem_venda', motivo_id: alheio?.id }),
      operacao('visita', { ...base, latitude: 91, longitude: 0 }),
      operacao('visita', { ...base, resultado: 'sem_venda' }),
    ]);
    expect(r.resultados.map((x) => [x.situacao, x.mensagem])).toEqual([
      ['recusada', MSG_MOTIVO],
      ['recusada', 'O campo latitude deve ser um número entre -90 e 90.'],
      ['recusada', 'O campo motivo_id é obrigatório quando o resultado é sem_venda.'],
    ]);
    expect((await visitasLidas(a.token)).length).toBe(antes);
  });
});
