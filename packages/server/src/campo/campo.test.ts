import { MSG } from '@mascate/domain';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, carteiraDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { type Carteira, carteira, enviar, operacao, receber, sincronizar } from '../../test/campo-apoio.ts';
import { pedido, semear } from '../../test/pedidos-dados.ts';
import { campoOperacoes, clientes, pedidos, produtos, unidades, visitas } from '../db/schema.ts';
import { MSG_REPETIDA } from './enviar.ts';

const amb = ambienteDoArquivo();
const a = empresaDoArquivo(amb);
const b = empresaDoArquivo(amb);
const ca = carteiraDoArquivo(amb, a);
const cb = carteiraDoArquivo(amb, b);

const contar = async (tabela: typeof pedidos | typeof visitas, empresaId: number) =>
  (await amb.banco.db.select({ n: count() }).from(tabela).where(eq(tabela.empresaId, empresaId)))[0]?.n ?? 0;

const visita = (c: Carteira, clienteId = c.clienteId) => ({
  cliente_id: clienteId,
  representante_id: c.vendedorId,
  obs: 'Check-in às 10h',
  data_hora: '2026-03-10T10:00:00-03:00',
});

describe('campo: sessão e entradas', () => {
  it('sem sessão responde 401', async () => {
    for (const url of ['/api/campo/receber', '/api/campo/enviar']) {
      const r = await amb.chamar('POST', url, {});
      expect(r.status).toBe(401);
    }
  });

  it('recusa corpos inválidos com a mensagem do campo e nada grava', async () => {
    const antes = await contar(pedidos, a.empresaId);
    const casos: [string, unknown, string][] = [
      ['/api/campo/receber', { cursor: 'nao-uuid' }, 'O campo cursor deve ser um UUID.'],
      ['/api/campo/enviar', { operacoes: [] }, 'Envie ao menos uma operação.'],
      ['/api/campo/enviar', { operacoes: 'x' }, 'O campo operacoes deve ser uma lista.'],
      [
        '/api/campo/enviar',
        { operacoes: [{ ...operacao('pedido', pedido(ca)), id: '123' }] },
        'O campo id da operação deve ser um UUID.',
      ],
      [
        '/api/campo/enviar',
        { operacoes: [{ ...operacao('pedido', pedido(ca)), tipo: 'cobranca' }] },
        'O tipo da operação deve ser pedido ou visita.',
      ],
      [
        '/api/campo/enviar',
        { operacoes: Array.from({ length: 51 }, () => operacao('pedido', pedido(ca))) },
        'Envie no máximo 50 operações de cada vez.',
      ],
    ];
    for (const [url, corpo, mensagem] of casos) {
      const r = await amb.chamar('POST', url, corpo, a.token);
      expect(r.status, mensagem).toBe(400);
      expect(r.corpo.retorno.mensagem).toContain(mensagem);
    }
    expect(await contar(pedidos, a.empresaId)).toBe(antes);
  });
});

describe('campo/enviar', () => {
  it('aplica um pedido e uma visita; o reenvio responde repetida com o mesmo registro e nada muda', async () => {
    const ops = [
      operacao('pedido', pedido(ca, undefined, { vendedor_id: 0 })),
      operacao('visita', visita(ca)),
    ];
    const antes = { p: await contar(pedidos, a.empresaId), v: await contar(visitas, a.empresaId) };
    const primeiro = await enviar(amb, ca.vendedor, ops);
    expect(primeiro.status).toBe(200);
    expect(primeiro.resultados.map((r) => r.situacao)).toEqual(['aplicada', 'aplicada']);
    const [rp, rv] = primeiro.resultados;
    expect(rp?.registro?.numero).toBeGreaterThan(0);
    expect(rv?.registro?.id).toBeGreaterThan(0);
    for (let i = 0; i < 2; i += 1) {
      const de_novo = await enviar(amb, ca.vendedor, ops);
      expect(de_novo.resultados).toEqual([
        { id: ops[0]?.id, situacao: 'repetida', mensagem: MSG_REPETIDA, registro: rp?.registro },
        { id: ops[1]?.id, situacao: 'repetida', mensagem: MSG_REPETIDA, registro: rv?.registro },
      ]);
    }
    expect(await contar(pedidos, a.empresaId)).toBe(antes.p + 1);
    expect(await contar(visitas, a.empresaId)).toBe(antes.v + 1);
    // The order is the vendedor's, recorded as the back office records it.
    const [gravado] = await amb.banco.db
      .select({ vendedorId: pedidos.vendedorId, chave: pedidos.chaveCliente })
      .from(pedidos)
      .where(eq(pedidos.id, rp?.registro?.id ?? 0));
    expect(gravado).toEqual({ vendedorId: ca.vendedorId, chave: ops[0]?.id });
  });

  it('20 envios simultâneos da mesma operação gravam um pedido só', async () => {
    const op = operacao('pedido', pedido(ca, undefined, { vendedor_id: 0 }));
    const antes = await contar(pedidos, a.empresaId);
    const rs = await Promise.all(Array.from({ length: 20 }, () => enviar(amb, ca.vendedor, [op])));
    const resultados = rs.map((r) => r.resultados[0]);
    expect(resultados.filter((r) => r?.situacao === 'aplicada')).toHaveLength(1);
    expect(resultados.filter((r) => r?.situacao === 'repetida')).toHaveLength(19);
    expect(new Set(resultados.map((r) => r?.registro?.numero)).size).toBe(1);
    expect(await contar(pedidos, a.empresaId)).toBe(antes + 1);
  });

  it('recusa com o motivo, guarda a recusa e ela é definitiva para esse id', async () => {
    const antes = await contar(pedidos, a.empresaId);
    // A customer outside the vendedor's portfolio (another representative's route).
    const fora = operacao(
      'pedido',
      pedido(ca, undefined, { vendedor_id: 0, participante_id: ca.outroClienteId }),
    );
    // A body the back office would refuse: no customer.
    const semCliente = operacao('pedido', { ...pedido(ca), participante_id: 0 });
    const visitaFora = operacao('visita', visita(ca, ca.outroClienteId));
    const r = await enviar(amb, ca.vendedor, [fora, semCliente, visitaFora]);
    expect(r.resultados.map((x) => [x.situacao, x.mensagem, x.registro])).toEqual([
      ['recusada', 'O cliente informado não foi encontrado nesta empresa.', null],
      ['recusada', MSG.selecioneCliente, null],
      ['recusada', 'Cliente não encontrado.', null],
    ]);
    // Even once the customer joins the portfolio, the refused id stays refused.
    await amb.banco.db.update(clientes).set({ rotaId: ca.rotaId }).where(eq(clientes.id, ca.outroClienteId));
    try {
      const de_novo = await enviar(amb, ca.vendedor, [fora]);
      expect(de_novo.resultados[0]).toMatchObject({
        situacao: 'recusada',
        mensagem: 'O cliente informado não foi encontrado nesta empresa.',
      });
      // The corrected order is a new operation.
      const nova = await enviar(amb, ca.vendedor, [{ ...fora, id: crypto.randomUUID() }]);
      expect(nova.resultados[0]?.situacao).toBe('aplicada');
    } finally {
      await amb.banco.db
        .update(clientes)
        .set({ rotaId: ca.outraRotaId })
        .where(eq(clientes.id, ca.outroClienteId));
    }
    expect(await contar(pedidos, a.empresaId)).toBe(antes + 1);
    const guardadas = await amb.banco.db
      .select({ situacao: campoOperacoes.situacao })
      .from(campoOperacoes)
      .where(and(eq(campoOperacoes.empresaId, a.empresaId), eq(campoOperacoes.id, fora.id)));
    expect(guardadas).toEqual([{ situacao: 'recusada' }]);
  });

  it('um vendedor não grava em nome de outro representante nem para clientes de outra empresa', async () => {
    const r = await enviar(amb, ca.vendedor, [
      operacao('pedido', pedido(ca, undefined, { vendedor_id: ca.outroRepId })),
      operacao('pedido', pedido(ca, undefined, { vendedor_id: 0, participante_id: cb.clienteId })),
    ]);
    expect(r.resultados.map((x) => x.situacao)).toEqual(['recusada', 'recusada']);
    expect(r.resultados[0]?.mensagem).toContain('só pode registrar pedidos e visitas em seu próprio nome');
  });

  it('o mesmo id em outra empresa é outra operação', async () => {
    const id = crypto.randomUUID();
    const ra = await enviar(amb, a.token, [operacao('pedido', pedido(ca), id)]);
    const rb = await enviar(amb, b.token, [operacao('pedido', pedido(cb), id)]);
    expect(ra.resultados[0]?.situacao).toBe('aplicada');
    expect(rb.resultados[0]?.situacao).toBe('aplicada');
  });
});

describe('campo/receber', () => {
  it('a fatia de um vendedor tem só a sua carteira: nada de outro representante ou empresa', async () => {
    // An order of the other representative for their own customer, and one in company B.
    await amb.chamar(
      'POST',
      '/api/pedidosvenda/create',
      pedido(ca, undefined, { participante_id: ca.outroClienteId, vendedor_id: ca.outroRepId }),
      a.token,
    );
    await amb.chamar('POST', '/api/pedidosvenda/create', pedido(cb), b.token);
    const { primeira, dados, cursor } = await sincronizar(amb, ca.vendedor);
    expect(primeira.completo).toBe(true);
    expect(cursor).toBe(primeira.retrato);
    expect(dados.clientes.map((c) => c.id)).toEqual([ca.clienteId]);
    expect(dados.representantes.map((r) => r.id)).toEqual([ca.vendedorId]);
    expect(dados.rotas.map((r) => r.id)).toEqual([ca.rotaId]);
    expect(dados.pedidos.length).toBeGreaterThan(0);
    expect(dados.pedidos.every((p) => p.participante_id === ca.clienteId)).toBe(true);
    expect(dados.produtos.map((p) => p.id).sort()).toEqual([ca.produtoId, ca.produto2Id].sort());
    expect(dados.configuracoes).toHaveLength(1);
    const texto = JSON.stringify(dados);
    for (const alheio of ['Padaria Central', 'Vendedor Dois', 'Rota Norte'])
      expect(texto).not.toContain(alheio);
    expect(dados.pedidos[0]?.itens[0]).toMatchObject({
      produto_id: ca.produtoId,
      qt: '2.000',
      preco: '10.00',
    });
  });

  it('no máximo 10 pedidos por cliente, os mais recentes', async () => {
    const e = await amb.novaEmpresa();
    const c = await carteira(amb, e);
    for (let i = 0; i < 12; i += 1) await amb.chamar('POST', '/api/pedidosvenda/create', pedido(c), e.token);
    const { dados } = await sincronizar(amb, c.vendedor);
    const doCliente = dados.pedidos.filter((p) => p.participante_id === c.clienteId);
    expect(doCliente.map((p) => p.numero)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });

  it('depois do cursor manda só o que mudou e as remoções', async () => {
    const e = await amb.novaEmpresa();
    const c = await carteira(amb, e);
    const inicio = await sincronizar(amb, c.vendedor);
    expect(inicio.cursor).not.toBeNull();
    const nada = await sincronizar(amb, c.vendedor, inicio.cursor ?? '');
    expect(nada.primeira.completo).toBe(false);
    expect(Object.values(nada.dados).flat()).toEqual([]);
    const db = amb.banco.db;
    await db.update(produtos).set({ preco: '12.00' }).where(eq(produtos.id, c.produtoId));
    await db.update(produtos).set({ status: 1 }).where(eq(produtos.id, c.produto2Id));
    await db.update(clientes).set({ rotaId: c.outraRotaId }).where(eq(clientes.id, c.clienteId));
    const depois = await sincronizar(amb, c.vendedor, nada.cursor ?? '');
    expect(depois.dados.produtos.map((p) => [p.id, p.preco])).toEqual([[c.produtoId, '12.00']]);
    expect(depois.dados.clientes).toEqual([]);
    expect(depois.primeira.removidos.produtos).toEqual([c.produto2Id]);
    expect(depois.primeira.removidos.clientes).toEqual([c.clienteId]);
    // A cursor the server does not know (or another user's) starts over.
    const outro = await sincronizar(amb, e.token, depois.cursor ?? '');
    expect(outro.primeira.completo).toBe(true);
  });

  it('pagina uma fatia grande e só entrega o cursor na última página', async () => {
    const e = await amb.novaEmpresa();
    const c = await semear(amb, e.empresaId);
    const [un] = await amb.banco.db.select().from(unidades).where(eq(unidades.empresaId, e.empresaId));
    await amb.banco.db.insert(produtos).values(
      Array.from({ length: 1500 }, (_, i) => ({
        empresaId: e.empresaId,
        codigo: `P${i}`,
        descricao: `Produto ${i}`,
        unidadeId: un?.id ?? 0,
        preco: '1.00',
      })),
    );
    // An administrator acting as the company's representative.
    const primeira = await receber(amb, e.token, { representante_id: c.vendedorId });
    expect(primeira.paginas).toBe(2);
    expect(primeira.cursor).toBeNull();
    const segunda = await receber(amb, e.token, { retrato: primeira.retrato, pagina: 1 });
    expect(segunda.cursor).toBe(primeira.retrato);
    const ids = new Set([...primeira.dados.produtos, ...segunda.dados.produtos].map((p) => p.id));
    expect(ids.size).toBe(1502);
    expect(ids.has(c.produtoId)).toBe(true);
    // Another company cannot read this snapshot's pages.
    const alheia = await amb.chamar(
      'POST',
      '/api/campo/receber',
      { retrato: primeira.retrato, pagina: 1 },
      a.token,
    );
    expect(alheia.status).toBe(404);
  });
});
