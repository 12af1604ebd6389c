// Issue 48: the PDF, the public page and the e-mail of an order show the taxes it stored (the domain's
// computation when it was saved), and the same total to pay as the order screen: the worked example's
// R$ 127,75 (SP → a contribuinte in MG, R$ 100,00, IPI 10 %, ST with MVA 40 % ajustada to 50,24 %).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EmpresaTeste } from '../../test/ambiente.ts';
import { ambienteDoArquivo, smtpDoArquivo } from '../../test/arquivo.ts';
import { esperarRecebidos } from '../../test/fila-emails.ts';
import { decodificarQp } from '../../test/pares/smtp.ts';
import { textoDoPdf } from '../../test/pdf-texto.ts';
import { type Cadastros, darEmailAoCliente, pedido, semear } from '../../test/pedidos-dados.ts';
import { criar } from '../../test/pedidos-situacao-apoio.ts';
import { baixar, lerCsv } from '../../test/planilhas-apoio.ts';
import { clientes, empresas, produtos } from '../db/schema.ts';

const smtp = smtpDoArquivo();
const amb = ambienteDoArquivo(() => ({
  env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://vendas.exemplo.com.br' },
}));

const FRASE = 'Total a pagar: R$ 127,75 (produtos R$ 100,00 + IPI R$ 10,00 + ICMS-ST R$ 17,75).';

/** A company of its own with the worked example's parties and rule, and an order of R$ 100,00. */
async function exemplo(): Promise<{ e: EmpresaTeste; c: Cadastros; id: number; regraId: number }> {
  const e = await amb.novaEmpresa({ nome: 'Distribuidora Paulista' });
  const c = await semear(amb, e.empresaId);
  const db = amb.banco.db;
  await db.update(empresas).set({ uf: 'SP', regimeTributario: 'normal' }).where(eq(empresas.id, e.empresaId));
  await db
    .update(clientes)
    .set({ uf: 'MG', contribuinteIcms: 1, ieRg: '0623079040081' })
    .where(eq(clientes.id, c.clienteId));
  await db.update(produtos).set({ ncm: '22021000', aliquotaIpi: 1000 }).where(eq(produtos.id, c.produtoId));
  const regra = await amb.chamar(
    'POST',
    '/api/regrasfiscais/create',
    { ncm: '22021000', st: 1, mva: 40 },
    e.token,
  );
  expect(regra.status).toBe(200);
  const id = await criar(amb, e, pedido(c, [{ produto_id: c.produtoId, qt: 1, preco: 100 }]));
  return { e, c, id, regraId: Number(regra.corpo.retorno.id) };
}

async function pdfDe(e: EmpresaTeste, id: number): Promise<string> {
  const r = await amb.app.inject({
    method: 'GET',
    url: `/api/pedidosvenda/${id}/pdf`,
    headers: { authorization: `Bearer ${e.token}` },
  });
  expect(r.statusCode).toBe(200);
  return (await textoDoPdf(r.rawPayload)).join(' ');
}

async function paginaPublica(e: EmpresaTeste, id: number): Promise<string> {
  const r = await amb.chamar('POST', '/api/pedidosvenda/compartilhar', { id }, e.token);
  const link = String((r.corpo.registros?.[0] as { link?: string } | undefined)?.link);
  const pagina = await amb.app.inject({ method: 'GET', url: new URL(link).pathname });
  expect(pagina.statusCode).toBe(200);
  return pagina.body;
}

describe('os impostos no PDF, na página pública e no e-mail do pedido', () => {
  it('o PDF mostra IPI, ICMS-ST, o total a pagar de R$ 127,75 e os impostos de cada item', async () => {
    const { e, id } = await exemplo();
    const texto = await pdfDe(e, id);
    for (const t of [
      'Valor dos produtos',
      'IPI',
      'R$ 10,00',
      'ICMS-ST',
      'R$ 17,75',
      'Total a pagar',
      'R$ 127,75',
      'Impostos por item',
      'CFOP',
      '6403',
      'Base ST',
      'R$ 165,27',
      '50,24 % (ajustada)',
      'R$ 10,00 (10 %)',
    ])
      expect(texto).toContain(t);
  });

  it('a página pública mostra os mesmos valores', async () => {
    const { e, id } = await exemplo();
    const html = await paginaPublica(e, id);
    expect(html).toContain('<td>Total a pagar</td><td class="n">R$ 127,75</td>');
    expect(html).toContain('<td>IPI</td><td class="n">R$ 10,00</td>');
    expect(html).toContain('<td>ICMS-ST</td><td class="n">R$ 17,75</td>');
    expect(html).toContain('<h2>Impostos por item</h2>');
    expect(html).toContain('<td>6403</td>');
    expect(html).toContain('R$ 165,27');
    expect(html).toContain('50,24 % (ajustada)');
  });

  it('o e-mail diz o total a pagar com IPI e ICMS-ST, no texto e no HTML', async () => {
    const { e, c, id } = await exemplo();
    await darEmailAoCliente(amb, c.clienteId, 'compras@mineira.com.br');
    const antes = smtp.recebidos.length;
    const r = await amb.chamar('POST', '/api/pedidosvenda/enviar_email', { id }, e.token);
    expect(r.status).toBe(200);
    await esperarRecebidos(smtp.recebidos, antes + 1);
    const m = smtp.recebidos.find((x) => x.para.includes('compras@mineira.com.br'));
    const corpo = decodificarQp(m?.bruto ?? '');
    expect(corpo).toContain(FRASE);
    expect(corpo).toContain(`<p><strong>${FRASE}</strong></p>`);
  });

  it('uma regra mudada depois não muda o PDF nem a página; alterado o pedido, os impostos são refeitos', async () => {
    const { e, c, id, regraId } = await exemplo();
    const mudou = await amb.chamar(
      'PUT',
      '/api/regrasfiscais/update',
      { id: regraId, ncm: '22021000', st: 0 },
      e.token,
    );
    expect(mudou.status).toBe(200);
    expect(await pdfDe(e, id)).toContain('R$ 127,75');
    expect(await paginaPublica(e, id)).toContain('R$ 127,75');

    const alterado = await amb.chamar(
      'PUT',
      '/api/pedidosvenda/update',
      { ...pedido(c, [{ produto_id: c.produtoId, qt: 1, preco: 100 }]), id },
      e.token,
    );
    expect(alterado.status).toBe(200);
    // Without ST now, only the IPI is on top: R$ 110,00.
    const texto = await pdfDe(e, id);
    expect(texto).toContain('Total a pagar');
    expect(texto).toContain('R$ 110,00');
    expect(texto).not.toContain('R$ 127,75');
  });

  it('sem regra fiscal o pedido sai como antes: Total, sem linhas nem quadro de impostos', async () => {
    const e = await amb.novaEmpresa({ nome: 'Mercearia Sem Regras' });
    const c = await semear(amb, e.empresaId);
    const id = await criar(amb, e, pedido(c, [{ produto_id: c.produtoId, qt: 1, preco: 100 }]));
    const texto = await pdfDe(e, id);
    expect(texto).toContain('Total');
    expect(texto).toContain('R$ 100,00');
    for (const t of ['Total a pagar', 'ICMS-ST', 'Impostos por item']) expect(texto).not.toContain(t);
    const html = await paginaPublica(e, id);
    expect(html).toContain('<td>Total</td><td class="n">R$ 100,00</td>');
    expect(html).not.toContain('Impostos por item');
  });

  it('a planilha de pedidos traz uma coluna por imposto e o total a pagar', async () => {
    const { e, id } = await exemplo();
    const [cab = [], ...linhas] = lerCsv((await baixar(amb, '/api/pedidosvenda/exportar', e.token)).dados);
    const linha = linhas.find((l) => l[0] === String(id)) ?? [];
    const coluna = (titulo: string) => linha[cab.indexOf(titulo)];
    expect(coluna('Total do pedido')).toBe('100,00');
    expect(coluna('IPI do pedido')).toBe('10,00');
    expect(coluna('ICMS-ST do pedido')).toBe('17,75');
    expect(coluna('FCP-ST do pedido')).toBe('0,00');
    expect(coluna('Total a pagar')).toBe('127,75');
  });
});
