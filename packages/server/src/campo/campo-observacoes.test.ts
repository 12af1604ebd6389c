// Issue 27: the field app's order goes through the back office's one create path (pedidos/criar.ts), so
// its notes are stored and bounded exactly like the screen's.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { type Carteira, carteira, enviar, operacao } from '../../test/campo-apoio.ts';
import { pedido } from '../../test/pedidos-dados.ts';
import { pedidos } from '../db/schema.ts';

const amb = ambienteDoArquivo();
const a = empresaDoArquivo(amb);
let ca: Carteira;
beforeAll(async () => {
  ca = await carteira(amb, a);
});

describe('campo/enviar: observações do pedido', () => {
  it('grava as observações do pedido vindo do aplicativo', async () => {
    const r = await enviar(amb, ca.vendedor, [
      operacao(
        'pedido',
        pedido(ca, undefined, { vendedor_id: 0, observacoes: 'Cliente pediu entrega às 8h' }),
      ),
    ]);
    expect(r.resultados[0]?.situacao).toBe('aplicada');
    const [p] = await amb.banco.db
      .select({ observacoes: pedidos.observacoes })
      .from(pedidos)
      .where(eq(pedidos.id, r.resultados[0]?.registro?.id ?? 0));
    expect(p?.observacoes).toBe('Cliente pediu entrega às 8h');
  });

  it('recusa observações acima de 2.000 caracteres e nada grava', async () => {
    const contar = async () =>
      (await amb.banco.db.select({ id: pedidos.id }).from(pedidos).where(eq(pedidos.empresaId, a.empresaId)))
        .length;
    const antes = await contar();
    const r = await enviar(amb, ca.vendedor, [
      operacao('pedido', pedido(ca, undefined, { vendedor_id: 0, observacoes: 'x'.repeat(2001) })),
    ]);
    expect(JSON.stringify(r.corpo)).toContain('O campo observações deve ter no máximo 2000 caracteres.');
    expect(await contar()).toBe(antes);
  });
});
