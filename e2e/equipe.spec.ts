import { hojeSaoPaulo } from '@mascate/domain';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { captura, cnpjValido, emailUnico, entrar, fecharBoasVindas } from './support/fixtures.ts';
import {
  confirmarSucesso,
  corpoProduto,
  entrarComEmpresaNova,
  gravadorDe,
  linkTrocaSenha,
} from './support/passos.ts';

// Issue 14: an administrator invites a representative's user, who sees only their own portfolio.

const hoje = hojeSaoPaulo;

/** Two representatives, each with a route, a customer and an order, created through the API. */
async function semear(request: APIRequestContext, email: string, senha: string) {
  const post = await gravadorDe(request, { email, senha });
  const un = await post('unidades/create', { sigla: 'UN', descricao: 'Unidade' });
  const produto = { codigo: 'E1', descricao: 'Café Especial', preco: 10, estoque: 100 };
  const prod = await post('produtos/create', corpoProduto(produto, 'UN', un.id));
  const reps: Record<string, number> = {};
  for (const [letra, nome, cliente] of [
    ['A', 'Ana Representante', 'Mercearia da Ana'],
    ['B', 'Bruno Representante', 'Empório do Bruno'],
  ] as const) {
    const rota = await post('rotas/create', { nome: `Rota ${letra}` });
    const rep = await post('representantes/create', {
      nome,
      email: '',
      cnpj_cpf: '52998224725',
      rotas: [rota.id],
    });
    reps[letra] = rep.id;
    const cli = await post('clientes/create', {
      nome: cliente,
      cnpj_cpf: '11222333000181',
      rota_id: rota.id,
    });
    await post('pedidosvenda/create', {
      data: hoje(),
      data_saida: hoje(),
      forma_pagamento_id: 0,
      natureza_id: 0,
      participante_id: cli.id,
      vendedor_id: rep.id,
      valor: 10,
      desconto: 0,
      produtos: [
        {
          id: crypto.randomUUID(),
          descricao: 'Café Especial',
          codpro: 'E1',
          produto_id: prod.id,
          unidade_id: un.id,
          unidade: 'UN',
          qt: 1,
          preco: 10,
          desconto: 0,
          total: 10,
        },
      ],
      parcelas: [],
    });
  }
  return reps;
}

test('o administrador convida o usuário de um representante, que vê só a própria carteira', async ({
  page,
  request,
}) => {
  const cnpj = cnpjValido();
  // The administrator invites Ana's user from the menu 'Usuários'.
  const empresa = await entrarComEmpresaNova(page, request, { nome: 'Distribuidora Equipe', cnpj });
  await semear(request, empresa.email, empresa.senha);
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('link', { name: 'Usuários', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'LISTA DE USUÁRIOS' })).toBeVisible();
  await page.getByRole('link', { name: 'Adicionar usuário' }).click();
  await expect(page.getByRole('heading', { name: 'Convite de Usuário' })).toBeVisible();
  const emailAna = emailUnico();
  await page.getByLabel('Nome').fill('Ana');
  await page.getByLabel('E-mail').fill(emailAna);
  await page.getByRole('combobox', { name: 'Representante' }).click();
  await page.getByRole('option', { name: 'Ana Representante' }).click();
  await captura(page, 'equipe-convite');
  await page.getByRole('button', { name: 'Convidar' }).click();
  await confirmarSucesso(page, 'Usuário convidado com sucesso!');
  await expect(page.getByRole('heading', { name: 'LISTA DE USUÁRIOS' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Ana Representante/ })).toContainText('Vendedor');
  await captura(page, 'equipe-lista');

  // The edit form saves: the name changes, the role and the representative stay.
  await page
    .getByRole('row', { name: /Ana Representante/ })
    .getByRole('link', { name: 'Editar' })
    .click();
  await expect(page.getByRole('heading', { name: 'Alteração de Usuário' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(emailAna);
  await page.getByLabel('Nome').fill('Ana Souza');
  await captura(page, 'equipe-alteracao');
  await page.getByRole('button', { name: 'Alterar' }).click();
  await confirmarSucesso(page, 'Usuário alterado com sucesso!');
  await expect(page.getByRole('heading', { name: 'LISTA DE USUÁRIOS' })).toBeVisible();
  const linhaAna = page.getByRole('row', { name: /Ana Souza/ });
  await expect(linhaAna).toContainText('Vendedor');
  await expect(linhaAna).toContainText('Ana Representante');
  await menu.getByRole('button', { name: 'Sair' }).click();

  // The invite e-mail's link names the account: the new user only creates a password, and a vendedor
  // lands on the field app signed in (issue 45).
  const { mensagem } = await linkTrocaSenha(emailAna);
  expect(mensagem?.subject).toBe('Mascate: convite para acessar');
  expect(mensagem?.text ?? '').not.toContain('CNPJ');
  const caminho = /http:\/\/127\.0\.0\.1:\d+(\/troca-senha\/[A-Za-z0-9_-]+\?convite=1)/.exec(
    mensagem?.text ?? '',
  )?.[1];
  await page.goto(caminho ?? '/troca-senha/sem-link');
  await expect(page.getByRole('heading', { name: 'Aceitar convite' })).toBeVisible();
  await expect(page.getByLabel('CNPJ da empresa')).toHaveCount(0);
  await page.getByLabel('Senha', { exact: true }).fill('senha-da-ana-1');
  await page.getByLabel('Confirmar Senha').fill('senha-da-ana-1');
  await page.getByRole('button', { name: 'Criar senha e entrar' }).click();
  await expect(page).toHaveURL(/\/campo\/#\/sincronizar$/);
  await expect(page.getByRole('heading', { name: 'Sincronizar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar' })).toHaveCount(0);

  // Ana signs in: her customers and orders only, and a menu without the company's settings.
  await entrar(page, emailAna, 'senha-da-ana-1');
  await fecharBoasVindas(page);
  for (const item of ['Clientes', 'Produtos', 'Pedidos', 'Visitas', 'Dashboard'])
    await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
  for (const item of [
    'Empresa',
    'Representantes',
    'Rotas',
    'Tabelas de Preços',
    'Unidades',
    'Formas de Pgto',
    'Usuários',
  ])
    await expect(menu.getByRole('link', { name: item, exact: true })).toHaveCount(0);
  await captura(page, 'equipe-menu-vendedor');

  await menu.getByRole('link', { name: 'Clientes', exact: true }).click();
  await expect(page.getByText('Mercearia da Ana')).toBeVisible();
  await expect(page.getByText('Empório do Bruno')).toHaveCount(0);
  await captura(page, 'equipe-clientes-vendedor');

  await menu.getByRole('link', { name: 'Pedidos', exact: true }).click();
  await expect(page.getByText('Mercearia da Ana')).toBeVisible();
  await expect(page.getByText('Empório do Bruno')).toHaveCount(0);
  await captura(page, 'equipe-pedidos-vendedor');

  // Products are read-only for a vendedor: no add or delete buttons.
  await menu.getByRole('link', { name: 'Produtos', exact: true }).click();
  await expect(page.getByText('Café Especial')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Adicionar/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Excluir' })).toHaveCount(0);
  await captura(page, 'equipe-produtos-vendedor');

  // An address the role may not open, typed directly: the clear page.
  await page.goto('/listar-empresas');
  await expect(page.getByRole('heading', { name: 'Acesso não permitido' })).toBeVisible();
  await expect(page.getByText(/Vendedor/)).toBeVisible();
  await captura(page, 'equipe-sem-permissao');
});
