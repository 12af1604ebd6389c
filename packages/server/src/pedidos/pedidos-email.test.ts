import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ambienteDoArquivo, smtpDoArquivo } from '../../test/arquivo.ts';
import { esperarRecebidos } from '../../test/fila-emails.ts';
import { decodificarQp } from '../../test/pares/smtp.ts';
import { textoDoPdf } from '../../test/pdf-texto.ts';
import { darEmailAoCliente, pedido, semear } from '../../test/pedidos-dados.ts';
import { criar } from '../../test/pedidos-situacao-apoio.ts';
import { emailsSaida } from '../db/schema.ts';

const smtp = smtpDoArquivo();
const amb = ambienteDoArquivo(() => ({
  env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://vendas.exemplo.com.br' },
}));

describe('pedidosvenda/enviar_email pelo servidor SMTP', () => {
  it('o cliente recebe o PDF anexo e o link; a cópia guardada não abre o pedido', async () => {
    const e = await amb.novaEmpresa({ nome: 'Distribuidora Sol' });
    const c = await semear(amb, e.empresaId);
    await darEmailAoCliente(amb, c.clienteId, 'compras@boavista.com.br');
    const id = await criar(amb, e, pedido(c));
    const r = await amb.chamar('POST', '/api/pedidosvenda/enviar_email', { id }, e.token);
    expect(r.status).toBe(200);
    // Issue 27: with SMTP the answer waits briefly for the queue: 'enviado' only once the server took it.
    expect(r.corpo.retorno.mensagem).toBe('Pedido enviado para compras@boavista.com.br.');
    await esperarRecebidos(smtp.recebidos, 1);
    const lido = await amb.chamar('POST', '/api/pedidosvenda/read_one', { id }, e.token);
    const envio = lido.corpo.registros?.[0]?.email_envio as
      | { situacao: string; enviado_em: string }
      | undefined;
    expect(envio?.situacao).toBe('enviado');
    expect(Number.isNaN(Date.parse(envio?.enviado_em ?? ''))).toBe(false);

    const [m] = smtp.recebidos;
    expect(m?.para).toEqual(['compras@boavista.com.br']);
    const bruto = m?.bruto ?? '';
    expect(bruto).toMatch(/Content-Type: application\/pdf; name=pedido-\d+\.pdf/);
    const link = /https:\/\/vendas\.exemplo\.com\.br\/p\/[A-Za-z0-9_-]{43}/.exec(decodificarQp(bruto))?.[0];
    expect(link).toBeDefined();
    // The attachment is the order's PDF.
    const base64 =
      /Content-Disposition: attachment[^\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
        bruto,
      )?.[1];
    const paginas = await textoDoPdf(Buffer.from((base64 ?? '').replace(/\s/g, ''), 'base64'));
    expect(paginas.join(' ')).toContain('Mercado Boa Vista Ltda');

    // The link opens the order; the outbox's kept copy has the key blanked once sent.
    const pagina = await amb.app.inject({ method: 'GET', url: new URL(link ?? '').pathname });
    expect(pagina.statusCode).toBe(200);
    // The queue marks the message sent just after the server took it: wait for that, not for a time.
    const guardado = await vi.waitFor(
      async () => {
        const [g] = await amb.banco.db
          .select()
          .from(emailsSaida)
          .where(eq(emailsSaida.para, 'compras@boavista.com.br'));
        if (!g?.enviadoEm) throw new Error('ainda não marcado como enviado');
        return g;
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(guardado.texto).not.toContain(new URL(link ?? '').pathname);
    expect(guardado.texto).toContain('/p/[removida]');
  });
});
