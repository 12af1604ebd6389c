import { formatarData, hojeSaoPaulo, somarDias } from '@mascate/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ambienteDoArquivo, cadastrosDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { textoDoPdf } from '../../test/pdf-texto.ts';
import { darEmailAoCliente, pedido, pedidoParaImprimir } from '../../test/pedidos-dados.ts';
import { criar } from '../../test/pedidos-situacao-apoio.ts';
import { clientes, emailsSaida, produtos, unidades } from '../db/schema.ts';

const amb = ambienteDoArquivo({ env: { PUBLIC_URL: 'https://vendas.exemplo.com.br' } });
const e = empresaDoArquivo(amb, { nome: 'Distribuidora Sol' });
const c = cadastrosDoArquivo(amb, e);

async function baixarPdf(id: number, token = e.token) {
  const r = await amb.app.inject({
    method: 'GET',
    url: `/api/pedidosvenda/${id}/pdf`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return r;
}

describe('GET /api/pedidosvenda/{id}/pdf', () => {
  it('o PDF tem texto real: número, cliente, item, total em R$ e vencimento dd/mm/aaaa', async () => {
    const impresso = pedidoParaImprimir(c);
    const id = await criar(amb, e, impresso.corpo);
    const lido = await amb.chamar('POST', '/api/pedidosvenda/read_one', { id }, e.token);
    const numero = Number(lido.corpo.registros?.[0]?.numero);
    const r = await baixarPdf(id);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    const [texto = '', ...resto] = await textoDoPdf(r.rawPayload);
    expect(resto).toHaveLength(0);
    expect(texto).toContain(`Pedido nº ${numero}`);
    expect(texto).toContain('Situação: Pedido');
    expect(texto).toContain('Distribuidora Sol');
    for (const t of impresso.mostra) expect(texto).toContain(t);
    expect(texto).toContain(formatarData(somarDias(hojeSaoPaulo(), 30)));
    expect(texto).toContain(formatarData(somarDias(hojeSaoPaulo(), 60)));
  });

  it('um pedido de 120 itens ocupa mais de uma página, com o cabeçalho da tabela repetido', async () => {
    const itens = Array.from({ length: 120 }, (_, i) => ({
      produto_id: c.produtoId,
      qt: 1,
      preco: 10,
      descricao: `Item número ${i + 1}`,
    }));
    const id = await criar(amb, e, pedido(c, itens));
    const paginas = await textoDoPdf((await baixarPdf(id)).rawPayload);
    expect(paginas.length).toBeGreaterThan(1);
    for (const p of paginas) expect(p).toContain('Descrição');
    // The body's descriptions are ignored: every line shows the product's own.
    expect(paginas.join(' ')).not.toContain('Item número');
    expect(paginas.at(-1)).toContain('Arroz 5kg');
    expect(paginas.at(-1)).toContain('R$ 1.200,00');
  });

  it('imprime qualquer texto que as telas aceitam (fonte embutida) e a descrição, o código e a unidade do produto', async () => {
    const NOME = 'Чай зелёный · Ελληνικός καφές · Nguyễn Thị Đào · ✓ № € ½ ≤ → Ω';
    const CLIENTE = 'Łukasz Żółć — Ørsted & Søn ©';
    const [un] = await amb.banco.db
      .insert(unidades)
      .values({ empresaId: e.empresaId, sigla: 'ДМ', descricao: 'Дюжина' })
      .returning();
    const [p] = await amb.banco.db
      .insert(produtos)
      .values({
        empresaId: e.empresaId,
        codigo: 'Ж-1',
        descricao: NOME,
        unidadeId: un?.id ?? 0,
        preco: '10',
      })
      .returning();
    const [antes] = await amb.banco.db.select().from(clientes).where(eq(clientes.id, c.clienteId));
    await amb.banco.db.update(clientes).set({ nome: CLIENTE }).where(eq(clientes.id, c.clienteId));
    onTestFinished(async () => {
      await amb.banco.db
        .update(clientes)
        .set({ nome: antes?.nome ?? '' })
        .where(eq(clientes.id, c.clienteId));
    });
    const corpo = pedido(c, [{ produto_id: p?.id ?? 0, qt: 1, preco: 10, descricao: 'TEXTO DO CLIENTE' }]);
    corpo.produtos = corpo.produtos?.map((i) => ({ ...i, codpro: 'COD-FALSO', unidade: 'XX' }));
    const id = await criar(amb, e, corpo);
    const [texto = ''] = await textoDoPdf((await baixarPdf(id)).rawPayload);
    for (const parte of NOME.split(' · ')) expect(texto).toContain(parte);
    expect(texto).toContain(CLIENTE);
    expect(texto).toContain('Ж-1');
    expect(texto).toContain('ДМ');
    expect(texto).not.toContain('TEXTO DO CLIENTE');
    expect(texto).not.toContain('COD-FALSO');
    // The order as read back carries the product's fields too, not the body's.
    const lido = await amb.chamar('POST', '/api/pedidosvenda/read_one', { id }, e.token);
    expect(lido.corpo.registros?.[0]?.produtos).toMatchObject([
      { descricao: NOME, codpro: 'Ж-1', unidade: 'ДМ' },
    ]);
  });

  it('sem sessão: 401; pedido de outra empresa: 404; id inválido: 400', async () => {
    const id = await criar(amb, e, pedido(c));
    expect((await baixarPdf(id, '')).statusCode).toBe(401);
    const outra = await amb.novaEmpresa();
    const r = await baixarPdf(id, outra.token);
    expect(r.statusCode).toBe(404);
    expect(r.json().retorno.mensagem).toBe('Pedido não encontrado.');
    expect((await baixarPdf(0)).statusCode).toBe(400);
  });
});

describe('pedidosvenda/enviar_email', () => {
  it('põe na fila um e-mail ao cliente com o PDF anexo e o link no texto', async () => {
    await darEmailAoCliente(amb, c.clienteId, 'compras@boavista.com.br');
    const id = await criar(amb, e, pedido(c));
    const r = await amb.chamar('POST', '/api/pedidosvenda/enviar_email', { id }, e.token);
    expect(r.status).toBe(200);
    // No SMTP here: the message waits in the queue, and the answer says so (issue 27).
    expect(r.corpo.retorno.mensagem).toMatch(/^Pedido na fila de envio para compras@boavista\.com\.br:/);
    const [m] = await amb.banco.db
      .select()
      .from(emailsSaida)
      .where(eq(emailsSaida.para, 'compras@boavista.com.br'));
    // The sender and the subject are the product's; the company is named in the text (issue 23).
    expect(m?.assunto).toMatch(/^Mascate: pedido nº \d+$/);
    expect(m?.texto).toContain('A empresa Distribuidora Sol enviou pelo Mascate o pedido nº');
    expect(m?.texto).toMatch(/https:\/\/vendas\.exemplo\.com\.br\/p\/[A-Za-z0-9_-]{43}/);
    expect(m?.anexos).toHaveLength(1);
    const anexo = m?.anexos[0];
    expect(anexo?.tipo).toBe('application/pdf');
    const texto = (await textoDoPdf(Buffer.from(anexo?.base64 ?? '', 'base64'))).join(' ');
    expect(texto).toContain('Mercado Boa Vista Ltda');
  });

  it('cliente sem e-mail: 400 e nada na fila; sem sessão 401; outra empresa 404', async () => {
    const outroPedido = await criar(amb, e, pedido(c, undefined, { participante_id: c.outroClienteId }));
    const antes = (await amb.banco.db.select().from(emailsSaida)).length;
    const r = await amb.chamar('POST', '/api/pedidosvenda/enviar_email', { id: outroPedido }, e.token);
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe('O cliente deste pedido não tem e-mail cadastrado.');
    expect((await amb.chamar('POST', '/api/pedidosvenda/enviar_email', { id: outroPedido })).status).toBe(
      401,
    );
    const outra = await amb.novaEmpresa();
    expect(
      (await amb.chamar('POST', '/api/pedidosvenda/enviar_email', { id: outroPedido }, outra.token)).status,
    ).toBe(404);
    expect((await amb.banco.db.select().from(emailsSaida)).length).toBe(antes);
  });
});
