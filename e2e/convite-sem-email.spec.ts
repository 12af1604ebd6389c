import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { PASTA_TELAS } from './support/caminhos.ts';
import { alertaErro, cnpjValido, emailUnico, entrar, fecharBoasVindas } from './support/fixtures.ts';
import { type Dedicado, servidorDedicado } from './support/servidor-dedicado.ts';

// Issue 45: a server with no e-mail server. The invitation says nothing was sent and offers the link to
// copy or to send by WhatsApp; the copied link, opened in a fresh browser, asks only for the password and
// takes the vendedor to the field app, signed in.

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

const TELEFONE = { width: 390, height: 844 };
let servidor: Dedicado;
let api: APIRequestContext;

test.beforeAll(async () => {
  // A fresh embedded PostgreSQL (initdb and migrations) takes a while on a busy machine.
  test.setTimeout(180_000);
  servidor = servidorDedicado('convite-data', { semSmtp: true });
  await servidor.iniciar();
  api = await request.newContext({ baseURL: servidor.url });
});

test.afterAll(async () => {
  await api?.dispose();
  await servidor?.parar();
});

test('convite sem e-mail: copiar o link, WhatsApp, e o link abre o app de campo com a sessão', async ({
  browser,
}) => {
  const empresa = { email: emailUnico(), senha: 'senha-secreta-1', nome: 'Distribuidora Sem Email' };
  const criada = await api.post('/api/estabelecimentos/create', {
    data: { ...empresa, cnpj: cnpjValido(), imagem_login: '' },
  });
  expect(criada.ok(), await criada.text()).toBe(true);
  const login = await api.post('/api/estabelecimentos/login', { data: empresa });
  const token = String((await login.json()).retorno.token);
  const rep = await api.post('/api/representantes/create', {
    headers: { Authorization: `Bearer ${token}` },
    data: { nome: 'Bia Representante', email: '', cnpj_cpf: '52998224725' },
  });
  expect(rep.ok(), await rep.text()).toBe(true);

  // The administrator, on a phone, invites Bia.
  const escritorio = await browser.newContext({
    baseURL: servidor.url,
    viewport: TELEFONE,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await escritorio.newPage();
  await entrar(page, empresa.email, empresa.senha);
  await fecharBoasVindas(page);
  await page.goto('/cadastrar-usuario');
  await expect(page.getByRole('heading', { name: 'Convite de Usuário' })).toBeVisible();
  const emailBia = emailUnico();
  await page.getByLabel('Nome').fill('Bia');
  await page.getByLabel('E-mail').fill(emailBia);
  await page.getByRole('combobox', { name: 'Representante' }).click();
  await page.getByRole('option', { name: 'Bia Representante' }).click();
  await page.getByRole('button', { name: 'Convidar' }).click();

  const dialogo = page.getByRole('dialog', { name: 'Convite sem e-mail' });
  await expect(dialogo).toContainText('nenhum e-mail foi enviado');
  const link = await dialogo.getByLabel('Link do convite').inputValue();
  expect(link).toMatch(new RegExp(`^${servidor.url}/troca-senha/[A-Za-z0-9_-]+\\?convite=1$`));
  const whatsapp = dialogo.getByRole('link', { name: 'Enviar pelo WhatsApp' });
  await expect(whatsapp).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent(
      `Olá, Bia! Você foi convidado para acessar o Mascate. Crie sua senha neste link (válido por 7 dias e por um único uso): ${link}`,
    )}`,
  );
  await dialogo.getByRole('button', { name: 'Copiar link' }).click();
  await expect(dialogo).toContainText('Link copiado.');
  const copiado = await page.evaluate(() => navigator.clipboard.readText());
  expect(copiado).toBe(link);
  await page.screenshot({ path: `${PASTA_TELAS}convite-sem-email-celular.png`, fullPage: true });
  await dialogo.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { name: 'LISTA DE USUÁRIOS' })).toBeVisible();
  await expect(page.getByText('Convite pendente').first()).toBeVisible();
  await escritorio.close();

  // Bia opens the copied link in a browser that never saw Mascate.
  const celular = await browser.newContext({ viewport: TELEFONE, locale: 'pt-BR' });
  const bia = await celular.newPage();
  await bia.goto(copiado);
  await expect(bia.getByRole('heading', { name: 'Aceitar convite' })).toBeVisible();
  await expect(bia.getByLabel('CNPJ da empresa')).toHaveCount(0);
  await expect(bia.getByLabel('Email')).toHaveCount(0);
  await bia.screenshot({ path: `${PASTA_TELAS}convite-aceitar-senha-celular.png`, fullPage: true });
  await bia.getByLabel('Senha', { exact: true }).fill('senha-da-bia-1');
  await bia.getByLabel('Confirmar Senha').fill('senha-da-bia-2');
  await bia.getByRole('button', { name: 'Criar senha e entrar' }).click();
  await expect(alertaErro(bia)).toContainText('Os campos senha e confirmar senha devem ser iguais.');
  await alertaErro(bia).getByRole('button', { name: 'OK' }).click();
  await bia.getByLabel('Confirmar Senha').fill('senha-da-bia-1');
  await bia.getByRole('button', { name: 'Criar senha e entrar' }).click();
  await expect(bia).toHaveURL(`${servidor.url}/campo/#/sincronizar`);
  await expect(bia.getByRole('heading', { name: 'Sincronizar' })).toBeVisible();
  await expect(bia.getByRole('button', { name: 'Sair' })).toBeVisible();
  await expect(bia.getByRole('button', { name: 'Entrar' })).toHaveCount(0);
  await bia.screenshot({ path: `${PASTA_TELAS}convite-campo-celular.png`, fullPage: true });

  // The link is used up: opened again, the page refuses it.
  const outra = await celular.newPage();
  await outra.goto(copiado);
  await outra.getByLabel('Senha', { exact: true }).fill('senha-da-bia-9');
  await outra.getByLabel('Confirmar Senha').fill('senha-da-bia-9');
  await outra.getByRole('button', { name: 'Criar senha e entrar' }).click();
  await expect(alertaErro(outra)).toContainText('Link de convite inválido ou expirado');
  await celular.close();
});
