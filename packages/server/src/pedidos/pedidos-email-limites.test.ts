// Issue 23: order e-mails are limited per recipient and per company an hour (429, nothing queued, no link
// made), and the sender is the product, with the company named in the text.
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, smtpDoArquivo } from '../../test/arquivo.ts';
import { esperarRecebidos, filaRapida } from '../../test/fila-emails.ts';
import { decodificarQp } from '../../test/pares/smtp.ts';
import { darEmailAoCliente, pedido, semear } from '../../test/pedidos-dados.ts';
import { criar } from '../../test/pedidos-situacao-apoio.ts';
import { emailsSaida, pedidoLinks, tentativasAcesso } from '../db/schema.ts';
import { EMAILS_POR_DESTINATARIO, EMAILS_POR_EMPRESA } from './limite-emails.ts';

filaRapida();
const smtp = smtpDoArquivo();
const amb = ambienteDoArquivo(() => ({
  env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://vendas.exemplo.com.br' },
}));

const enviar = (id: number, token: string) =>
  amb.chamar('POST', '/api/pedidosvenda/enviar_email', { id }, token);
const naSaida = async (para: string) => {
  const [l] = await amb.banco.db.select({ n: count() }).from(emailsSaida).where(eq(emailsSaida.para, para));
  return l?.n ?? 0;
};
const links = async (empresaId: number) => {
  const [l] = await amb.banco.db
    .select({ n: count() })
    .from(pedidoLinks)
    .where(and(eq(pedidoLinks.empresaId, empresaId)));
  return l?.n ?? 0;
};

describe('pedidosvenda/enviar_email: remetente e limites', () => {
  it('o remetente é o Mascate e o texto diz qual empresa enviou', async () => {
    const e = await amb.novaEmpresa({ nome: 'Empresa <Falsa> Ltda' });
    const c = await semear(amb, e.empresaId);
    await darEmailAoCliente(amb, c.clienteId, 'remetente@cliente.com.br');
    const id = await criar(amb, e, pedido(c));
    expect((await enviar(id, e.token)).status).toBe(200);
    await esperarRecebidos(smtp.recebidos, 1);
    const bruto = decodificarQp(smtp.recebidos.at(-1)?.bruto ?? '');
    expect(bruto).toMatch(/^From: Mascate </m);
    const [guardado] = await amb.banco.db
      .select()
      .from(emailsSaida)
      .where(eq(emailsSaida.para, 'remetente@cliente.com.br'));
    expect(guardado?.assunto).toMatch(/^Mascate: pedido nº \d+$/);
    expect(bruto).toContain('A empresa Empresa <Falsa> Ltda enviou pelo Mascate o pedido');
    expect(bruto).toContain('A empresa Empresa &lt;Falsa&gt; Ltda enviou');
  });

  it(`o mesmo destinatário recebe no máximo ${EMAILS_POR_DESTINATARIO.limite} por hora; depois 429, nada na fila`, async () => {
    const e = await amb.novaEmpresa();
    const c = await semear(amb, e.empresaId);
    const para = `alvo-${process.pid}@fora.com.br`;
    await darEmailAoCliente(amb, c.clienteId, para);
    const id = await criar(amb, e, pedido(c));
    // One after another, as fast as they answer: exactly the limit gets through.
    const rs = [];
    for (let i = 0; i < EMAILS_POR_DESTINATARIO.limite + 3; i++) rs.push(await enviar(id, e.token));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(EMAILS_POR_DESTINATARIO.limite);
    const recusa = rs.find((r) => r.status === 429);
    expect(recusa?.corpo.retorno.mensagem).toMatch(
      /^Este destinatário já recebeu 10 e-mails de pedido na última hora\. Aguarde \d+ minutos? e tente novamente\.$/,
    );
    expect(await naSaida(para)).toBe(EMAILS_POR_DESTINATARIO.limite);
    expect(await links(e.empresaId)).toBe(EMAILS_POR_DESTINATARIO.limite);
    // Another company sending to the same address is counted with it.
    const outra = await amb.novaEmpresa();
    const c2 = await semear(amb, outra.empresaId);
    await darEmailAoCliente(amb, c2.clienteId, para.toUpperCase());
    expect((await enviar(await criar(amb, outra, pedido(c2)), outra.token)).status).toBe(429);
    // An hour later the window is new.
    amb.relogio.deslocamentoMs += EMAILS_POR_DESTINATARIO.janelaMs + 1000;
    try {
      expect((await enviar(id, e.token)).status).toBe(200);
    } finally {
      amb.relogio.deslocamentoMs -= EMAILS_POR_DESTINATARIO.janelaMs + 1000;
    }
  });

  it(`a empresa envia no máximo ${EMAILS_POR_EMPRESA.limite} por hora, somando todos os destinatários`, async () => {
    const e = await amb.novaEmpresa();
    const c = await semear(amb, e.empresaId);
    const para = `empresa-${process.pid}@fora.com.br`;
    await darEmailAoCliente(amb, c.clienteId, para);
    const id = await criar(amb, e, pedido(c));
    // The company's counter already at the limit (as after 200 mails to many customers).
    await amb.banco.db.insert(tentativasAcesso).values({
      chave: `email:empresa:${e.empresaId}`,
      falhas: EMAILS_POR_EMPRESA.limite,
      janelaInicio: new Date(),
    });
    const r = await enviar(id, e.token);
    expect(r.status).toBe(429);
    expect(r.corpo.retorno.mensagem).toMatch(/^A empresa já enviou 200 e-mails de pedido na última hora\./);
    expect(await naSaida(para)).toBe(0);
  });
});
