import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { captura, entrar, fecharBoasVindas, novaEmpresa } from './support/fixtures.ts';

type Api = (caminho: string, data: object) => Promise<{ id: number } & Record<string, unknown>>;

/** Signs in through the API and answers a poster for the rows a test needs. */
async function api(request: APIRequestContext, email: string, senha: string): Promise<Api> {
  const login = await request.post('/api/estabelecimentos/login', { data: { email, senha } });
  const headers = { authorization: `Bearer ${(await login.json()).retorno.token}` };
  return async (caminho, data) => {
    const r = await request.post(`/api/${caminho}`, { data, headers });
    expect(r.ok(), await r.text()).toBe(true);
    const corpo = await r.json();
    return { ...corpo.retorno, registros: corpo.registros };
  };
}

async function cadastrar(post: Api): Promise<void> {
  const un = await post('unidades/create', { sigla: 'UN', descricao: 'Unidade' });
  await post('clientes/create', { nome: 'Mercado Tabela E2E', cnpj_cpf: '52998224725', rota_id: 0 });
  for (const [codigo, descricao, preco] of [
    ['A1', 'Arroz E2E', 12.5],
    ['F2', 'Feijão E2E', 7.9],
  ] as const) {
    const produto = {
      codigo,
      descricao,
      unidade: 'UN',
      unidade_id: un.id,
      preco,
      status: 0,
      estoque: 100,
      tipo: 0,
    };
    await post('produtos/create', { ...produto, meu_id: 0 });
  }
}

// Each test walks several screens (table, customer or route, order, read-back): three times the usual limit.
test.slow();

const sucesso = (page: Page) => page.getByRole('dialog', { name: 'Sucesso' });

async function confirmarSucesso(page: Page, mensagem: string): Promise<void> {
  await expect(sucesso(page)).toContainText(mensagem);
  await sucesso(page).getByRole('button', { name: 'OK' }).click();
}

async function incluirItem(page: Page, descricao: string, qt: string, preco: string, base: string) {
  await page.getByLabel('Descrição', { exact: true }).click();
  const seletor = page.getByRole('dialog', { name: 'Selecionar produto' });
  const opcao = seletor.getByRole('button', { name: new RegExp(descricao) }).first();
  // The picker shows the table's price with the base price beside it.
  await expect(opcao).toContainText(`${preco} (base ${base})`);
  await opcao.click();
  await expect(page.getByLabel('Preço', { exact: true })).toHaveValue(preco);
  await expect(page.getByText(`Base ${base}`, { exact: true })).toBeVisible();
  await page.getByLabel('Quantidade').fill(qt);
  await page.getByRole('button', { name: 'Incluir' }).click();
}

test('a price table set once prices the order of the customer linked to it', async ({ page, request }) => {
  const empresa = await novaEmpresa(request);
  const post = await api(request, empresa.email, empresa.senha);
  await cadastrar(post);
  await entrar(page, empresa.email, empresa.senha);
  await fecharBoasVindas(page);

  // Register a table: 10% below the product's price, and one fixed price.
  await page.getByRole('link', { name: 'Tabelas de Preços' }).click();
  // No table yet: the list's empty state offers to add one.
  const vazio = page.getByRole('region', { name: 'Nenhum registro disponivel' });
  await expect(vazio).toContainText('tabela de preços');
  await page.getByRole('link', { name: 'Adicionar tabela de preços' }).click();
  await expect(page.getByRole('heading', { name: 'Cadastro de Tabela de Preços' })).toBeVisible();
  await page.getByLabel('Nome*').fill('Atacado E2E');
  await page.getByLabel('Ajuste percentual (%)').fill('-10');
  await page.getByRole('button', { name: 'Adicionar produto' }).click();
  await page
    .getByRole('dialog', { name: 'Selecionar produto' })
    .getByRole('button', { name: /Feijão E2E/ })
    .click();
  const linhaFeijao = page
    .getByRole('table', { name: 'Preços fixos' })
    .getByRole('row', { name: /Feijão E2E/ });
  await expect(linhaFeijao).toContainText('R$ 7,90');
  await linhaFeijao.getByLabel('Preço na tabela').fill('6,50');
  await linhaFeijao.getByLabel('Preço na tabela').blur();
  await expect(linhaFeijao.getByLabel('Preço na tabela')).toHaveValue('R$ 6,50');
  await captura(page, 'tabela-precos-cadastro');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await confirmarSucesso(page, 'Tabela de preços cadastrada com sucesso!');
  await expect(page.getByRole('heading', { name: 'LISTA DE TABELAS DE PREÇOS' })).toBeVisible();
  const linhaTabela = page.getByRole('row', { name: /Atacado E2E/ });
  await expect(linhaTabela).toContainText('-10%');
  await expect(linhaTabela).toContainText('Vigente');
  await captura(page, 'tabelas-precos-lista');
  await linhaTabela.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { name: 'Alteração de Tabela de Preços' })).toBeVisible();
  await expect(page.getByLabel('Ajuste percentual (%)')).toHaveValue('-10');
  await expect(
    page
      .getByRole('table', { name: 'Preços fixos' })
      .getByRole('row', { name: /Feijão E2E/ })
      .getByLabel('Preço na tabela'),
  ).toHaveValue('R$ 6,50');
  await captura(page, 'tabela-precos-alteracao');

  // Link it to the customer.
  await page.goto('/listar-clientes');
  await page
    .getByRole('row', { name: /Mercado Tabela E2E/ })
    .getByRole('link', { name: 'Editar' })
    .click();
  await page.getByRole('combobox', { name: 'Tabela de Preços' }).click();
  await page.getByRole('option', { name: 'Atacado E2E' }).click();
  await captura(page, 'tabela-precos-cliente');
  await page.getByRole('button', { name: 'Alterar' }).click();
  await confirmarSucesso(page, 'Cliente alterado com sucesso!');

  // A new order for that customer starts with the table; both prices apply.
  await page.goto('/cadastrar-pedido');
  await page.getByRole('textbox', { name: 'Cliente', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Selecionar Cliente' })
    .getByRole('button', { name: /Mercado Tabela E2E/ })
    .click();
  await expect(page.getByLabel('Tabela de Preços')).toHaveText('Atacado E2E');
  await incluirItem(page, 'Arroz E2E', '2', 'R$ 11,25', 'R$ 12,50');
  await incluirItem(page, 'Feijão E2E', '1', 'R$ 6,50', 'R$ 7,90');
  await expect(page.getByRole('textbox', { name: 'Total do Pedido' })).toHaveValue('R$ 29,00');
  await captura(page, 'tabela-precos-pedido');
  await page.getByRole('button', { name: 'GRAVAR' }).click();
  await confirmarSucesso(page, 'Pedido gravado com sucesso!');

  // Read back: the order keeps its table and the table's prices.
  const linha = page.getByRole('row', { name: /Mercado Tabela E2E/ });
  await expect(linha).toContainText('R$ 29,00');
  await linha.getByRole('link', { name: 'Alterar pedido 1' }).click();
  await expect(page.getByRole('heading', { name: 'Alteração do Pedido de Venda' })).toBeVisible();
  await expect(page.getByLabel('Tabela de Preços')).toHaveText('Atacado E2E');
  const itens = page.getByRole('table', { name: 'Itens do Pedido' });
  await expect(itens.getByRole('row', { name: /Arroz E2E/ })).toContainText('R$ 11,25');
  await expect(itens.getByRole('row', { name: /Feijão E2E/ })).toContainText('R$ 6,50');
  const lidos = await post('pedidosvenda/read', {});
  const [pedido] = lidos.registros as { tabela_preco_id: number; valor: number }[];
  expect(pedido?.valor).toBe(29);
  expect(pedido?.tabela_preco_id).toBeGreaterThan(0);
  await captura(page, 'tabela-precos-pedido-lido');

  // Changing the table asks, then re-prices the items not typed by hand (here: back to base prices).
  await page.getByRole('combobox', { name: 'Tabela de Preços' }).click();
  await page.getByRole('option', { name: 'Nenhuma' }).click();
  const pergunta = page.getByRole('dialog', { name: 'Tabela de preços alterada' });
  await expect(pergunta).toContainText('Aplicar os preços da nova tabela');
  await captura(page, 'tabela-precos-reprecificar');
  await pergunta.getByRole('button', { name: 'Aplicar preços' }).click();
  await expect(pergunta).toBeHidden();
  await expect(itens.getByRole('row', { name: /Arroz E2E/ })).toContainText('R$ 12,50');
  await expect(itens.getByRole('row', { name: /Feijão E2E/ })).toContainText('R$ 7,90');
  await expect(page.getByRole('textbox', { name: 'Total do Pedido' })).toHaveValue('R$ 32,90');
});

test("a customer without a table buys at the route's table; inactive tables are not offered", async ({
  page,
  request,
}) => {
  const empresa = await novaEmpresa(request);
  const post = await api(request, empresa.email, empresa.senha);
  await cadastrar(post);
  await post('tabelasprecos/create', { nome: 'Região Sul E2E', ajuste_percentual: 20 });
  await post('tabelasprecos/create', { nome: 'Parada E2E', ajuste_percentual: 50, ativo: 0 });
  await entrar(page, empresa.email, empresa.senha);
  await fecharBoasVindas(page);

  // The route form has the table select; the route takes 'Região Sul E2E'.
  await page.goto('/cadastrar-rotas');
  await page.getByLabel('Nome').fill('Rota Sul E2E');
  await page.getByRole('combobox', { name: 'Tabela de Preços' }).click();
  await expect(page.getByRole('option', { name: 'Parada E2E (não vigente)' })).toBeVisible();
  await page.getByRole('option', { name: 'Região Sul E2E' }).click();
  await captura(page, 'tabela-precos-rota');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await confirmarSucesso(page, 'Rota cadastrada com sucesso!');
  const rotas = await post('rotas/read', {});
  const [rota] = rotas.registros as { id: number }[];
  await post('clientes/create', { nome: 'Padaria da Rota E2E', cnpj_cpf: '11144477735', rota_id: rota?.id });

  await page.goto('/cadastrar-pedido');
  await page.getByRole('textbox', { name: 'Cliente', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Selecionar Cliente' })
    .getByRole('button', { name: /Padaria da Rota E2E/ })
    .click();
  await expect(page.getByLabel('Tabela de Preços')).toHaveText('Região Sul E2E');
  await page.getByRole('combobox', { name: 'Tabela de Preços' }).click();
  await expect(page.getByRole('option')).toHaveText(['Nenhuma', 'Região Sul E2E']);
  await page.keyboard.press('Escape');
  await incluirItem(page, 'Arroz E2E', '1', 'R$ 15,00', 'R$ 12,50');
  await page.getByRole('button', { name: 'GRAVAR' }).click();
  await confirmarSucesso(page, 'Pedido gravado com sucesso!');
  await expect(page.getByRole('row', { name: /Padaria da Rota E2E/ })).toContainText('R$ 15,00');
});
