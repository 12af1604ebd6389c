import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { alertaErro, captura, cnpjValido, fecharBoasVindas, novaEmpresa } from './support/fixtures.ts';
import { gravadorDe, linkTrocaSenha } from './support/passos.ts';

// Issue 51: one person, two companies. The owner of Representada Alfa is invited by Representada Beta
// with the same e-mail; the invitation is accepted with the password she already has; she signs in once,
// chooses the company, sees only its customers, and switches in the menu without the password again.

const TELAS = [
  { nome: 'desktop', viewport: { width: 1366, height: 800 }, celular: false },
  { nome: 'celular', viewport: { width: 390, height: 844 }, celular: true },
] as const;

/** The two companies, a customer of each, and Beta's invitation to Alfa's owner (its link's path). */
async function duasEmpresas(request: APIRequestContext) {
  const alfa = await novaEmpresa(request, { nome: 'Representada Alfa' });
  const beta = await novaEmpresa(request, { nome: 'Representada Beta', cnpj: cnpjValido() });
  const postAlfa = await gravadorDe(request, alfa);
  const postBeta = await gravadorDe(request, beta);
  await postAlfa('clientes/create', { nome: 'Mercearia da Alfa', cnpj_cpf: '52998224725', rota_id: 0 });
  await postBeta('clientes/create', { nome: 'Padaria da Beta', cnpj_cpf: '52998224725', rota_id: 0 });
  await postBeta('usuarios/create', {
    nome: 'Dona da Alfa',
    email: alfa.email,
    papel: 'administrador',
    representante_id: null,
  });
  const { mensagem } = await linkTrocaSenha(alfa.email);
  const caminho = /http:\/\/127\.0\.0\.1:\d+(\/troca-senha\/[A-Za-z0-9_-]+\?convite=1)/.exec(
    mensagem?.text ?? '',
  )?.[1];
  return { alfa, caminho: caminho ?? '/troca-senha/sem-link' };
}

const menuPrincipal = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

async function abrirMenu(page: Page, celular: boolean) {
  if (celular) await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(menuPrincipal(page)).toBeVisible();
}

/** The customers list shows `ve` and not `naoVe`. */
async function clientes(page: Page, celular: boolean, ve: string, naoVe: string) {
  await abrirMenu(page, celular);
  await menuPrincipal(page).getByRole('link', { name: 'Clientes', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'LISTA DE CLIENTES' })).toBeVisible();
  await expect(page.getByText(ve)).toBeVisible();
  await expect(page.getByText(naoVe)).toHaveCount(0);
}

for (const tela of TELAS) {
  test(`uma pessoa em duas empresas: aceita com a senha que tem, escolhe e troca (${tela.nome})`, async ({
    page,
    request,
  }) => {
    const { alfa, caminho } = await duasEmpresas(request);
    await page.setViewportSize(tela.viewport);

    // The invitation: she already uses Mascate, so she types the password she has.
    await page.goto(caminho);
    await expect(page.getByRole('heading', { name: 'Aceitar convite' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Já uso o Mascate em outra empresa' }).check();
    await expect(page.getByLabel('Confirmar Senha')).toHaveCount(0);
    await page.getByLabel('Senha', { exact: true }).fill('uma senha que ela nao tem');
    await page.getByRole('button', { name: 'Aceitar e entrar' }).click();
    await expect(alertaErro(page)).toContainText('Este e-mail já tem uma conta no Mascate');
    await alertaErro(page).getByRole('button', { name: 'OK' }).click();
    await page.getByLabel('Senha', { exact: true }).fill(alfa.senha);
    await captura(page, `pessoa-aceitar-convite-${tela.nome}`);
    await page.getByRole('button', { name: 'Aceitar e entrar' }).click();
    await fecharBoasVindas(page);
    await clientes(page, tela.celular, 'Padaria da Beta', 'Mercearia da Alfa');
    await abrirMenu(page, tela.celular);
    await menuPrincipal(page).getByRole('button', { name: 'Sair' }).click();

    // One sign-in: the companies to choose from, the last used (Beta) first.
    await page.goto('/login');
    await page.getByLabel('Usuário').fill(alfa.email);
    await page.getByLabel('Senha', { exact: true }).fill(alfa.senha);
    await page.getByRole('button', { name: 'ENTRAR' }).click();
    await expect(page.getByRole('heading', { name: 'Escolha a empresa' })).toBeVisible();
    const lista = page.getByRole('list', { name: 'Suas empresas' });
    await expect(lista.getByRole('button')).toHaveText(['Representada Beta', 'Representada Alfa']);
    await captura(page, `pessoa-escolha-empresa-${tela.nome}`);
    await lista.getByRole('button', { name: 'Representada Alfa' }).click();
    await fecharBoasVindas(page);
    await clientes(page, tela.celular, 'Mercearia da Alfa', 'Padaria da Beta');

    // The menu names the company and switches without the password.
    await abrirMenu(page, tela.celular);
    const trocar = menuPrincipal(page).getByRole('button', { name: /Trocar empresa/ });
    await expect(trocar).toContainText('Representada Alfa');
    await trocar.click();
    const opcoes = page.getByRole('menu', { name: /Trocar empresa/ });
    await expect(opcoes.getByRole('menuitem')).toHaveText([
      'Representada Alfa',
      'Representada Beta',
      'Juntar contas',
    ]);
    await captura(page, `pessoa-trocar-empresa-${tela.nome}`);
    await opcoes.getByRole('menuitem', { name: 'Representada Beta' }).click();
    await fecharBoasVindas(page);
    await expect(page).toHaveURL(/\/home$/);
    await clientes(page, tela.celular, 'Padaria da Beta', 'Mercearia da Alfa');
    await abrirMenu(page, tela.celular);
    await expect(menuPrincipal(page).getByRole('button', { name: /Trocar empresa/ })).toContainText(
      'Representada Beta',
    );
    await captura(page, `pessoa-depois-da-troca-${tela.nome}`);
  });
}

test('juntar contas: o menu oferece, e uma senha que não é de outra conta não junta nada', async ({
  page,
  request,
}) => {
  const empresa = await novaEmpresa(request, { nome: 'Conta Sozinha' });
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/login');
  await page.getByLabel('Usuário').fill(empresa.email);
  await page.getByLabel('Senha', { exact: true }).fill(empresa.senha);
  await page.getByRole('button', { name: 'ENTRAR' }).click();
  await fecharBoasVindas(page);
  await menuPrincipal(page).getByRole('button', { name: 'Juntar contas' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Juntar contas' });
  await dialogo.getByLabel('Senha da outra conta').fill('nao ha outra conta');
  await captura(page, 'pessoa-juntar-contas-desktop');
  await dialogo.getByRole('button', { name: 'Juntar' }).click();
  await expect(alertaErro(page)).toContainText('Nenhuma outra conta com o seu e-mail tem essa senha.');
  await alertaErro(page).getByRole('button', { name: 'OK' }).click();
  await dialogo.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialogo).toBeHidden();
});
