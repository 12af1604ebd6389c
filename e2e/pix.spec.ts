import { hojeSaoPaulo } from '@mascate/domain';
import { expect, test } from '@playwright/test';
import { captura } from './support/fixtures.ts';
import { entrarComEmpresaNova, sessaoApi } from './support/passos.ts';

// Issue 49: the administrator types the company's Pix key on "Pix e recebimentos"; the public page of an
// invoiced order then shows, per open instalment, the QR code and the "Pix copia e cola" with a copy button.

test('Pix key on its screen; the public order page shows the QR code and the copia e cola', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(180_000);
  const empresa = await entrarComEmpresaNova(page, request, { nome: 'Distribuidora Pix' });
  const { headers, post } = await sessaoApi(request, empresa);

  await page.getByRole('link', { name: 'Pix e recebimentos' }).first().click();
  await expect(page.getByRole('heading', { name: 'Pix e recebimentos' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Pix e PSP' });
  await form.getByLabel('Tipo da chave Pix').click();
  await page.getByRole('option', { name: 'E-mail' }).click();
  await form.getByRole('textbox', { name: 'Chave Pix', exact: true }).fill('financeiro@');
  await form.getByLabel('Nome do recebedor').fill('Distribuidora Ação');
  await form.getByLabel('Cidade do recebedor').fill('São Paulo');
  await form.getByRole('button', { name: 'Gravar Pix' }).click();
  // A key that is not an e-mail is refused in Portuguese and nothing is saved.
  const atencao = page.getByRole('dialog', { name: 'Atenção' });
  await expect(atencao).toContainText('Chave Pix inválida: informe um e-mail válido (até 77 caracteres).');
  await atencao.getByRole('button', { name: 'OK' }).click();
  await form.getByRole('textbox', { name: 'Chave Pix', exact: true }).fill('Financeiro@Distribuidora.com.br');
  await form.getByRole('button', { name: 'Gravar Pix' }).click();
  await expect(page.getByRole('dialog', { name: 'Sucesso' })).toContainText(
    'Pix da empresa gravado com sucesso!',
  );
  await captura(page, 'pix-configuracao');

  const un = await post('unidades/create', { sigla: 'UN', descricao: 'Unidade' });
  const cliente = await post('clientes/create', {
    nome: 'Mercearia Pix',
    cnpj_cpf: '52998224725',
    rota_id: 0,
  });
  const produto = await post('produtos/create', {
    codigo: 'P1',
    descricao: 'Café 500g',
    unidade: 'UN',
    unidade_id: un.id,
    preco: 25.5,
    status: 0,
    estoque: 50,
    tipo: 0,
    meu_id: 0,
  });
  const hoje = hojeSaoPaulo();
  const pedido = await post('pedidosvenda/create', {
    data: hoje,
    participante_id: cliente.id,
    valor: 51,
    desconto: 0,
    produtos: [
      {
        id: 'i1',
        descricao: 'Café 500g',
        produto_id: produto.id,
        unidade_id: un.id,
        unidade: 'UN',
        qt: 2,
        preco: 25.5,
        desconto: 0,
        total: 51,
      },
    ],
  });
  await post('pedidosvenda/situacao', { id: pedido.id, situacao: 'faturado' });
  const link = await request.post('/api/pedidosvenda/compartilhar', { data: { id: pedido.id }, headers });
  const endereco = new URL((await link.json()).registros[0].link as string);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const publica = await context.newPage();
  await publica.goto(endereco.pathname);
  await expect(publica.getByRole('heading', { name: 'Pagar com Pix' })).toBeVisible();
  await expect(publica.getByRole('img', { name: 'QR code Pix da parcela 1' })).toBeVisible();
  const copiaECola = publica.getByLabel('Pix copia e cola');
  const codigo = await copiaECola.inputValue();
  expect(codigo).toMatch(/^000201/);
  expect(codigo).toContain('br.gov.bcb.pix');
  expect(codigo).toContain('financeiro@distribuidora.com.br');
  expect(codigo).toContain('540551.00');
  expect(codigo).toContain('DISTRIBUIDORA ACAO');
  await expect(publica.getByText(/Parcela 1 - vencimento \d{2}\/\d{2}\/\d{4} - R\$ 51,00/)).toBeVisible();
  await publica.getByRole('button', { name: 'Copiar código Pix' }).click();
  await expect(publica.getByRole('button', { name: 'Código copiado!' })).toBeVisible();
  expect(await publica.evaluate(() => navigator.clipboard.readText())).toBe(codigo);
  await captura(publica, 'pix-pagina-publica-1366');
  await publica.setViewportSize({ width: 390, height: 844 });
  await captura(publica, 'pix-pagina-publica-390');
});
