import { hojeSaoPaulo } from '@mascate/domain';
import { expect, test } from '@playwright/test';
import { captura } from './support/fixtures.ts';
import { cadastrosDoPedido, entrarComEmpresaNova, sessaoApi } from './support/passos.ts';

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
  await form.getByRole('combobox', { name: 'Tipo da chave Pix' }).click();
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

// A Pix the PSP tells of with the exact open amount settles its receivable without a click; one of another
// amount waits in "Recebimentos a conciliar" until the administrator says which receivable it pays.
test('the PSP webhook settles the exact payment; the administrator conciliates the one that differs', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const empresa = await entrarComEmpresaNova(page, request, { nome: 'Distribuidora Conciliação' });
  const api = await sessaoApi(request, empresa);
  const { post } = api;
  const configurado = await request.put('/api/pix/configurar', {
    headers: api.headers,
    data: {
      tipo_chave: 'email',
      chave: 'pix@distribuidora.com.br',
      nome: 'Distribuidora',
      cidade: 'Campinas',
    },
  });
  expect(configurado.ok()).toBe(true);
  const webhook = await request.post('/api/pix/gerar_webhook', { headers: api.headers });
  const caminho = new URL((await webhook.json()).retorno.url as string).pathname;
  const cad = await cadastrosDoPedido(api, { nome: 'Mercearia Conciliação' });
  const hoje = hojeSaoPaulo();
  const faturado = async () => {
    const p = await post('pedidosvenda/create', {
      data: hoje,
      participante_id: cad.clienteId,
      valor: 25,
      desconto: 0,
      produtos: [
        {
          id: 'i1',
          descricao: 'Arroz E2E',
          produto_id: cad.arrozId,
          unidade_id: cad.unidadeId,
          unidade: 'UN',
          qt: 2,
          preco: 12.5,
          desconto: 0,
          total: 25,
        },
      ],
    });
    await post('pedidosvenda/situacao', { id: p.id, situacao: 'faturado' });
    const lidos = await request.post('/api/titulos/read', {
      data: { cliente_id: cad.clienteId },
      headers: api.headers,
    });
    const registros = (await lidos.json()).registros as { id: number; pedido_id: number; numero: string }[];
    const t = registros.find((r) => r.pedido_id === p.id);
    if (!t) throw new Error('sem título');
    // The txid that names it: the static code's, as the PSP's notice brings it back.
    const pix = await request.post('/api/pix/titulo', { data: { id: t.id }, headers: api.headers });
    return { ...t, txid: (await pix.json()).registros[0].txid as string };
  };
  const exato = await faturado();
  const diferente = await faturado();
  const avisar = (txid: string, valor: string, n: number) =>
    request.post(`${caminho}/pix`, {
      data: {
        pix: [
          {
            endToEndId: `E18236120202612021200${String(n).padStart(11, '0')}`,
            txid,
            valor,
            horario: new Date().toISOString(),
            pagador: { nome: 'Mercearia Conciliação' },
          },
        ],
      },
    });
  expect((await avisar(exato.txid, '25.00', 1)).status()).toBe(200);
  expect((await avisar(diferente.txid, '24.90', 2)).status()).toBe(200);

  // Paid without a click: the receivables list shows it as Pago.
  await page.getByRole('link', { name: 'Contas a receber' }).first().click();
  await expect(page.getByRole('row', { name: new RegExp(`^${exato.numero} `) })).toContainText('Pago');

  await page.getByRole('link', { name: 'Pix e recebimentos' }).first().click();
  const tabela = page.getByRole('table', { name: 'Recebimentos a conciliar' });
  const linha = tabela.getByRole('row', { name: /R\$ 24,90/ });
  await expect(linha).toContainText('Valor pago (R$ 24,90) diferente do aberto no título (R$ 25,00).');
  await expect(linha).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await captura(page, 'pix-a-conciliar');
  await linha.getByRole('button', { name: 'Conciliar' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Conciliar recebimento' });
  // The receivable the txid named comes chosen.
  await expect(dialogo.getByLabel('Título')).toContainText(diferente.numero);
  await captura(page, 'pix-conciliar-dialogo');
  await dialogo.getByRole('button', { name: 'Conciliar' }).click();
  await expect(tabela).toContainText('Nenhum recebimento a conciliar.');

  await page.getByRole('link', { name: 'Contas a receber' }).first().click();
  await expect(page.getByRole('row', { name: new RegExp(`^${diferente.numero} `) })).toContainText('R$ 0,10');
});
