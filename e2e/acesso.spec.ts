import { expect, type Page, test } from '@playwright/test';
import {
  alertaErro,
  captura,
  cnpjValido,
  emailUnico,
  entrar,
  fecharBoasVindas,
  novaEmpresa,
} from './support/fixtures.ts';
import { linkTrocaSenha } from './support/passos.ts';

async function esperarAlerta(page: Page, mensagem: string): Promise<void> {
  const alerta = alertaErro(page);
  await expect(alerta).toBeVisible();
  await expect(alerta).toContainText(mensagem);
  await alerta.getByRole('button', { name: 'OK' }).click();
  await expect(alerta).toBeHidden();
}

test('registers a company, signs in, sees the shell and signs out', async ({ page }) => {
  const email = emailUnico();
  await page.goto('/cadastrar-empresa');
  await expect(page.getByRole('heading', { name: 'Cadastro de Empresa' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cadastrar com o Google' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Nome da empresa').fill('Distribuidora Boa Vista Ltda');
  await page.getByLabel('CNPJ').fill(cnpjValido());
  await page.getByLabel('Senha', { exact: true }).fill('senha-forte-1');
  await page.getByLabel('Confirmar senha').fill('senha-forte-1');
  await captura(page, 'cadastro-empresa');
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();

  const sucesso = page.getByRole('dialog', { name: 'Sucesso' });
  await expect(sucesso).toContainText('Empresa cadastrada com sucesso!');
  await captura(page, 'alerta-sucesso');
  await sucesso.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'ENTRAR' })).toBeVisible();
  await captura(page, 'login');

  await entrar(page, email, 'senha-forte-1');
  await expect(page.getByRole('dialog', { name: 'Seja bem vindo ao Mascate' })).toContainText(
    'Distribuidora Boa Vista Ltda',
  );
  await captura(page, 'home-boas-vindas');
  await fecharBoasVindas(page);

  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  for (const item of ['Home', 'Empresa', 'Clientes', 'Representantes', 'Rotas', 'Produtos', 'Unidades']) {
    await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  for (const item of ['Formas de Pgto', 'Pedidos', 'Visitas']) {
    await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  await expect(menu.getByText('Distribuidora B...')).toBeVisible();
  await captura(page, 'shell-menu');

  await menu.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('button', { name: 'ENTRAR' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const guardado = await page.evaluate(() =>
    ['token', 'email', 'nome', 'id', 'imagemLogin'].map((k) => window.localStorage.getItem(k)),
  );
  expect(guardado).toEqual([null, null, null, null, null]);
});

test('login requires both fields and reports wrong credentials', async ({ page, request }) => {
  const empresa = await novaEmpresa(request);
  await page.goto('/login');
  await page.getByRole('button', { name: 'ENTRAR' }).click();
  await esperarAlerta(page, 'Preencha todos os campos');
  await expect(page.getByLabel('Usuário')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Senha', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Usuário').fill(empresa.email);
  await page.getByRole('button', { name: 'ENTRAR' }).click();
  await esperarAlerta(page, 'Preencha todos os campos');
  await expect(page.getByLabel('Senha', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Senha', { exact: true }).fill('errada-123');
  await page.getByRole('button', { name: 'Mostrar senha' }).click();
  await expect(page.getByLabel('Senha', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'ENTRAR' }).click();
  await esperarAlerta(page, 'Usuário ou senha inválidos.');
  await expect(page.getByRole('link', { name: 'Esqueceu a senha' })).toHaveAttribute(
    'href',
    '/alterar-senha',
  );
});

test('company registration validates its fields', async ({ page }) => {
  await page.goto('/cadastrar-empresa');
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await esperarAlerta(page, 'Todos os campos devem ser preenchidos!');
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Email').fill(emailUnico());
  await page.getByLabel('Nome da empresa').fill('Empresa X');
  await page.getByLabel('Senha', { exact: true }).fill('senha-forte-1');
  await page.getByLabel('Confirmar senha').fill('outra-senha-1');
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await esperarAlerta(page, 'Os campos senha e confirmar senha devem ser iguais');
});

test('password reset request validates its fields', async ({ page }) => {
  await page.goto('/alterar-senha');
  await page.getByRole('button', { name: 'Solicitar' }).click();
  await esperarAlerta(page, 'Todos os campos devem ser preenchidos!');

  await page.getByLabel('CNPJ da empresa').fill('11111111111111');
  await page.getByLabel('Email').fill(emailUnico());
  await expect(page.getByText('CPF/CNPJ inválido!')).toBeVisible();
  await captura(page, 'alterar-senha');
  await page.getByRole('button', { name: 'Solicitar' }).click();
  await esperarAlerta(page, 'CPF/CNPJ inválido!');
});

test('new password form validates its fields', async ({ page }) => {
  await page.goto('/troca-senha/chave-de-teste-qualquer');
  await page.getByRole('button', { name: 'Gravar' }).click();
  await esperarAlerta(page, 'Todos os campos devem ser preenchidos.');

  await page.getByLabel('CNPJ da empresa').fill('12345678000100');
  await page.getByLabel('Email').fill(emailUnico());
  await page.getByLabel('Senha', { exact: true }).fill('senha-nova-1');
  await page.getByLabel('Confirmar Senha').fill('senha-nova-1');
  await page.getByRole('button', { name: 'Gravar' }).click();
  await esperarAlerta(page, 'CNPJ / CPF invalido');

  await page.getByLabel('CNPJ da empresa').fill(cnpjValido());
  await page.getByLabel('Confirmar Senha').fill('senha-diferente-1');
  await captura(page, 'troca-senha');
  await page.getByRole('button', { name: 'Gravar' }).click();
  await esperarAlerta(page, 'Os campos senha e confirmar senha devem ser iguais.');

  // A key that was never issued: the server refuses and the screen stays (deliberate deviation).
  await page.getByLabel('Confirmar Senha').fill('senha-nova-1');
  await page.getByRole('button', { name: 'Gravar' }).click();
  await expect(alertaErro(page)).toBeVisible();
  await expect(page).toHaveURL(/\/troca-senha\//);
});

test('an unknown path of a signed-in user shows the not-found screen', async ({ page, request }) => {
  const empresa = await novaEmpresa(request);
  await entrar(page, empresa.email, empresa.senha);
  await page.goto('/caminho-que-nao-existe');
  await expect(page.getByRole('heading', { name: 'ERRO 404 - Página não encontrada' })).toBeVisible();
  await expect(page.getByText(/administrador/)).toBeVisible();
  await captura(page, 'nao-encontrada');
});

test('password reset by e-mail link, end to end', async ({ page, request }) => {
  const cnpj = cnpjValido();
  const empresa = await novaEmpresa(request, { cnpj });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Esqueceu a senha' }).click();
  await page.getByLabel('CNPJ da empresa').fill(cnpj);
  await page.getByLabel('Email').fill(empresa.email);
  await page.getByRole('button', { name: 'Solicitar' }).click();
  const sucesso = page.getByRole('dialog', { name: 'Sucesso' });
  await expect(sucesso).toBeVisible();
  await sucesso.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const { mensagem, caminho } = await linkTrocaSenha(empresa.email);
  expect(caminho, mensagem?.text).toMatch(/^\/troca-senha\/[A-Za-z0-9_-]{43}$/);

  await page.goto(caminho ?? '');
  await page.getByLabel('CNPJ da empresa').fill(cnpj);
  await page.getByLabel('Email').fill(empresa.email);
  await page.getByLabel('Senha', { exact: true }).fill('nova-senha-forte-2');
  await page.getByLabel('Confirmar Senha').fill('nova-senha-forte-2');
  await page.getByRole('button', { name: 'Gravar' }).click();
  await expect(page.getByRole('dialog', { name: 'Sucesso' })).toContainText('Senha alterada com sucesso!');
  await page.getByRole('dialog', { name: 'Sucesso' }).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Usuário').fill(empresa.email);
  await page.getByLabel('Senha', { exact: true }).fill(empresa.senha);
  await page.getByRole('button', { name: 'ENTRAR' }).click();
  await esperarAlerta(page, 'Usuário ou senha inválidos.');

  await entrar(page, empresa.email, 'nova-senha-forte-2');
});
