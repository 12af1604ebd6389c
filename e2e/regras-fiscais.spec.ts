// Issue 48: the "Regras fiscais" screens (list, register, edit, delete, the internal rates by UF) and the
// fiscal fields of the product, customer and company forms, at 1366 and 390 px.
import { expect, type Page, test } from '@playwright/test';
import { alertaErro, captura } from './support/fixtures.ts';
import {
  adicionarPelaListaVazia,
  confirmarSucesso,
  corpoProduto,
  entrarComEmpresaNova,
  sessaoApi,
} from './support/passos.ts';

const TAMANHOS = [
  { nome: '1366', width: 1366, height: 768 },
  { nome: '390', width: 390, height: 844 },
];

async function fecharAtencao(page: Page, mensagem: string): Promise<void> {
  await expect(alertaErro(page)).toContainText(mensagem);
  await alertaErro(page).getByRole('button', { name: 'OK' }).click();
}

async function escolher(page: Page, campo: string, opcao: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: campo }).click();
  await page.getByRole('option', { name: opcao }).click();
}

for (const tamanho of TAMANHOS) {
  test(`regras fiscais: cadastro, lista, alteração, exclusão e alíquotas internas (${tamanho.nome} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(tamanho);
    const empresa = await entrarComEmpresaNova(page, request);
    const sufixo = `-${tamanho.nome}`;
    await adicionarPelaListaVazia(
      page,
      '/listar-regras-fiscais',
      'regra fiscal',
      `regras-fiscais-vazia${sufixo}`,
    );

    await expect(page.getByRole('heading', { name: 'Cadastro de Regra Fiscal' })).toBeVisible();
    // Nothing typed: the NCM is asked for first, and nothing is saved.
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await fecharAtencao(page, 'Informe o NCM (8 dígitos) ou o começo dele (de 2 a 7 dígitos).');
    await page.getByLabel('NCM').fill('2202.10.00');
    await escolher(page, 'UF de destino', 'MG');
    await page.getByLabel('Substituição tributária (ICMS-ST)').check();
    // A rate out of its range is refused with the schema's message.
    await page.getByLabel('MVA original (%)').fill('1000');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await fecharAtencao(
      page,
      'O campo MVA (%) deve ser um percentual de 0 a 999, com até duas casas decimais.',
    );
    await expect(page.getByLabel('MVA original (%)')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('MVA original (%)').fill('40');
    await page.getByLabel('FCP-ST (%)').fill('2');
    await captura(page, `regras-fiscais-cadastro${sufixo}`);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await confirmarSucesso(page, 'Regra fiscal cadastrada com sucesso!');

    await expect(page).toHaveURL(/\/listar-regras-fiscais$/);
    await expect(page.getByRole('heading', { name: 'REGRAS FISCAIS' })).toBeVisible();
    // A row of the table, or a card on a phone.
    const linha = (texto: string) =>
      page.getByRole(tamanho.width < 600 ? 'listitem' : 'row').filter({ hasText: texto });
    const regra = linha('2202.10.00');
    await expect(regra).toContainText('MG');
    await expect(regra).toContainText('Sim, MVA 40 %');
    await expect(regra).toContainText('Tabela da UF');
    await expect(regra).toContainText('Do produto');

    // A second rule for the same NCM and UF is refused by the server (409), in the 'Atenção' modal.
    await page.goto('/cadastrar-regra-fiscal');
    await page.getByLabel('NCM').fill('22021000');
    await escolher(page, 'UF de destino', 'MG');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await fecharAtencao(page, 'Já existe uma regra fiscal para este NCM e esta UF.');

    const a = await sessaoApi(request, empresa);
    await a.post('regrasfiscais/create', { ncm: '3402', aliquota_icms: '18', reducao_base: '33,33' });
    await page.goto('/listar-regras-fiscais');
    await expect(page.getByText('registros: 2')).toBeVisible();
    await page.getByLabel('Pesquisar por NCM').fill('3402');
    await expect(page.getByText('registros: 1', { exact: true })).toBeVisible();
    await expect(linha('3402')).toContainText('18 %');
    await captura(page, `regras-fiscais-lista-busca${sufixo}`);
    await page.getByLabel('Pesquisar por NCM').fill('');
    await expect(page.getByText('registros: 2')).toBeVisible();
    await captura(page, `regras-fiscais-lista${sufixo}`);

    await regra.getByRole('link', { name: 'Editar' }).click();
    await expect(page.getByRole('heading', { name: 'Alteração de Regra Fiscal' })).toBeVisible();
    await expect(page.getByLabel('NCM')).toHaveValue('2202.10.00');
    await expect(page.getByRole('combobox', { name: 'UF de destino' })).toHaveText('MG');
    await expect(page.getByLabel('MVA original (%)')).toHaveValue('40');
    await expect(page.getByLabel('Substituição tributária (ICMS-ST)')).toBeChecked();
    await page.getByLabel('MVA original (%)').fill('45,5');
    await page.getByLabel('IPI (%)').fill('5');
    await captura(page, `regras-fiscais-alteracao${sufixo}`);
    await page.getByRole('button', { name: 'Alterar' }).click();
    await confirmarSucesso(page, 'Regra fiscal alterada com sucesso!');
    await expect(regra).toContainText('Sim, MVA 45,5 %');
    await expect(regra).toContainText('5 %');

    await regra.getByRole('button', { name: 'Excluir' }).click();
    const confirmar = page.getByRole('dialog');
    await expect(confirmar).toContainText('Deseja Realmente excluir a regra fiscal do NCM 2202.10.00 (MG)');
    await confirmar.getByRole('button', { name: 'Confirmar' }).click();
    await confirmarSucesso(page, 'Regra fiscal excluída com sucesso!');
    await expect(page.getByText('registros: 1', { exact: true })).toBeVisible();

    // The internal rates: MG's own rate, then back to the default by emptying it.
    await page.getByRole('link', { name: 'Alíquotas internas por UF' }).click();
    await expect(page.getByRole('heading', { name: 'Alíquotas internas do ICMS por UF' })).toBeVisible();
    const mg = page.getByLabel('Alíquota MG (%)');
    await expect(mg).toHaveValue('18');
    await mg.fill('19,5');
    await page.getByLabel('Alíquota SP (%)').fill('100');
    await page.getByRole('button', { name: 'Gravar alíquotas' }).click();
    await fecharAtencao(page, 'O campo alíquota interna (%) deve ser um percentual de 0 a 99');
    await page.getByLabel('Alíquota SP (%)').fill('18');
    await page.getByRole('button', { name: 'Gravar alíquotas' }).click();
    await confirmarSucesso(page, 'Alíquotas gravadas com sucesso!');
    await page.goto('/alterar-aliquotas-internas');
    await expect(mg).toHaveValue('19,5');
    const uf = (sigla: string) =>
      page.getByRole('row').filter({ has: page.getByRole('cell', { name: sigla, exact: true }) });
    await expect(uf('MG')).toContainText('Da empresa (padrão 18 %)');
    await expect(uf('SP')).toContainText('Padrão');
    await captura(page, `regras-fiscais-aliquotas${sufixo}`);
    await mg.fill('');
    await page.getByRole('button', { name: 'Gravar alíquotas' }).click();
    await confirmarSucesso(page, 'Alíquotas gravadas com sucesso!');
    await page.goto('/alterar-aliquotas-internas');
    await expect(mg).toHaveValue('18');
    await expect(uf('MG')).toContainText('Padrão');
  });
}

for (const tamanho of TAMANHOS) {
  test(`dados fiscais do produto, do cliente e da empresa (${tamanho.nome} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(tamanho);
    const empresa = await entrarComEmpresaNova(page, request);
    const sufixo = `-${tamanho.nome}`;
    const a = await sessaoApi(request, empresa);
    const un = await a.post('unidades/create', { sigla: 'UN', descricao: 'Unidade' });
    const produto = await a.post(
      'produtos/create',
      corpoProduto({ codigo: 'R2', descricao: 'Refrigerante E2E', preco: 5, estoque: 10 }, 'UN', un.id),
    );
    const cliente = await a.post('clientes/create', {
      nome: 'Distribuidora Mineira E2E',
      cnpj_cpf: '11444777000161',
      uf: 'MG',
    });

    // Product: NCM, CEST, origin, IPI and weight; a short NCM is refused and nothing is saved.
    await page.goto(`/alterar-produto/${produto.id}`);
    await expect(page.getByRole('heading', { name: 'Alteração de Produtos' })).toBeVisible();
    await expect(page.getByLabel('Descrição')).toHaveValue('Refrigerante E2E');
    await expect(page.getByRole('combobox', { name: 'Origem da mercadoria' })).toHaveText('0 - Nacional');
    await page.getByLabel('NCM').fill('2202');
    await page.getByRole('button', { name: 'Alterar' }).click();
    await fecharAtencao(page, 'O campo NCM deve ter 8 dígitos.');
    await page.getByLabel('NCM').fill('2202.10.00');
    await page.getByLabel('CEST').fill('03.007.00');
    await escolher(page, 'Origem da mercadoria', '1 - Estrangeira, importação direta');
    await page.getByLabel('IPI (%)').fill('10');
    await page.getByLabel('Peso unitário (kg)').fill('0,35');
    await captura(page, `dados-fiscais-produto${sufixo}`);
    await page.getByRole('button', { name: 'Alterar' }).click();
    await confirmarSucesso(page, 'Produto alterado com sucesso!');
    await page.goto(`/alterar-produto/${produto.id}`);
    await expect(page.getByLabel('NCM')).toHaveValue('2202.10.00');
    await expect(page.getByLabel('CEST')).toHaveValue('0300700');
    await expect(page.getByRole('combobox', { name: 'Origem da mercadoria' })).toHaveText(
      '1 - Estrangeira, importação direta',
    );
    await expect(page.getByLabel('IPI (%)')).toHaveValue('10');
    await expect(page.getByLabel('Peso unitário (kg)')).toHaveValue('0,35');

    // Customer: a contribuinte needs a valid IE for its UF.
    await page.goto(`/alterar-cliente/${cliente.id}`);
    await expect(page.getByRole('heading', { name: 'Alteração de Cliente' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Contribuinte do ICMS' })).toHaveText(
      '9 - Não contribuinte',
    );
    await escolher(page, 'Contribuinte do ICMS', '1 - Contribuinte do ICMS');
    await page.getByLabel('IE/RG').fill('123');
    await page.getByRole('button', { name: 'Alterar' }).click();
    await fecharAtencao(page, 'Inscrição estadual inválida para MG.');
    await page.getByLabel('IE/RG').fill('062.307.904/0081');
    await captura(page, `dados-fiscais-cliente${sufixo}`);
    await page.getByRole('button', { name: 'Alterar' }).click();
    await confirmarSucesso(page, 'Cliente alterado com sucesso!');
    await page.goto(`/alterar-cliente/${cliente.id}`);
    await expect(page.getByRole('combobox', { name: 'Contribuinte do ICMS' })).toHaveText(
      '1 - Contribuinte do ICMS',
    );

    // Company: the tax regime.
    await page.goto('/alterar-empresas');
    await expect(page.getByRole('combobox', { name: 'Regime tributário' })).toHaveText('Simples Nacional');
    await escolher(page, 'Regime tributário', 'Lucro Presumido ou Real');
    await page.getByLabel('CNPJ*').fill('11.222.333/0001-81');
    await captura(page, `dados-fiscais-empresa${sufixo}`);
    await page.getByRole('button', { name: 'Alterar' }).click();
    await confirmarSucesso(page, 'Empresa alterada com sucesso!');
    await page.goto('/alterar-empresas');
    await expect(page.getByRole('combobox', { name: 'Regime tributário' })).toHaveText(
      'Lucro Presumido ou Real',
    );
  });
}
