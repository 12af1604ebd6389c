// Issue 23: after a customer moves to another representative, the old vendedor can no longer read the
// order, and so can no longer change, share, revoke, mail or read the history of it either (404, nothing
// changes). Every route on one order (the matrix's REGISTROS) is tried.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, doisRepresentantesDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { impressaoDados } from '../../test/impressao-dados.ts';
import { type Chamada, chamarComo, REGISTROS } from '../../test/matriz-papeis.ts';
import { clientes, representantesRotas } from '../db/schema.ts';

const amb = ambienteDoArquivo();
const e = empresaDoArquivo(amb);
const { a, b, vendA, vendB } = doisRepresentantesDoArquivo(amb, e);

const chamar = (c: Chamada, token: string) => chamarComo(amb.app, c, token);

const historicoDeA = (token: string) =>
  chamar({ metodo: 'POST', url: '/api/pedidosvenda/historico', corpo: { id: a.pedidoId } }, token);
const endpointsDoPedido = Object.entries(REGISTROS).filter(([r]) => r.includes('/pedidosvenda/'));

describe('pedido fora da carteira depois que o cliente muda de representante', () => {
  it('antes da mudança o vendedor de A compartilha e lê o histórico do próprio pedido', async () => {
    const link = await chamar(
      { metodo: 'POST', url: '/api/pedidosvenda/compartilhar', corpo: { id: a.pedidoId } },
      vendA.token,
    );
    expect(link.status).toBe(200);
    const historico = await historicoDeA(vendA.token);
    expect(historico.status).toBe(200);
  });

  it('a rota do cliente passa para o representante B: toda rota do pedido responde 404 e nada muda', async () => {
    // The administrator hands route A to representative B (what representantes/update does).
    await amb.banco.db
      .update(representantesRotas)
      .set({ representanteId: b.representanteId })
      .where(and(eq(representantesRotas.empresaId, e.empresaId), eq(representantesRotas.rotaId, a.rotaId)));
    const falhas: string[] = [];
    for (const [rota, caso] of endpointsDoPedido) {
      // The old vendedor (the order is still in their name) and the new one (the customer is theirs now,
      // the order is not): neither reaches it.
      for (const [quem, token] of [
        ['vendedor de A', vendA.token],
        ['vendedor de B', vendB.token],
      ] as const) {
        const antes = await impressaoDados(amb.banco, e.empresaId);
        const c = caso.chamada(a);
        // The update's body names A's representative; an empty one (0) tries the order itself.
        if (rota.includes('update')) c.corpo = { ...(c.corpo as object), vendedor_id: 0 };
        const r = await chamar(c, token);
        if (r.status !== 404) falhas.push(`${quem} ${rota}: ${r.status} ${r.texto.slice(0, 120)}`);
        if (r.status === 404 && !r.texto.includes('não encontrado'))
          falhas.push(`${quem} ${rota}: 404 sem mensagem ${r.texto.slice(0, 120)}`);
        expect(await impressaoDados(amb.banco, e.empresaId)).toEqual(antes);
      }
    }
    expect(falhas).toEqual([]);
  });

  it('o administrador continua alcançando o pedido', async () => {
    const r = await historicoDeA(e.token);
    expect(r.status).toBe(200);
  });

  it('o cliente trocado de rota (clientes/update) tem o mesmo efeito', async () => {
    // B's own order: its customer moves to a route of nobody's; B loses the order too.
    await amb.banco.db
      .update(clientes)
      .set({ rotaId: null })
      .where(and(eq(clientes.empresaId, e.empresaId), eq(clientes.id, b.clienteId)));
    for (const url of ['/api/pedidosvenda/situacao', '/api/pedidosvenda/revogar_link']) {
      const corpo = url.endsWith('situacao') ? { id: b.pedidoId, situacao: 'faturado' } : { id: b.pedidoId };
      const r = await chamar({ metodo: 'POST', url, corpo }, vendB.token);
      expect({ url, status: r.status }).toEqual({ url, status: 404 });
    }
  });
});
