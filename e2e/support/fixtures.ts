import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { PASTA_EMAILS, PASTA_TELAS } from './caminhos.ts';

export type Empresa = { email: string; senha: string; nome: string };
export function emailUnico(): string {
  return `e2e-${randomUUID()}@mascate.test`;
}

export type Email = { to: string[]; subject: string; text: string };

/** A company of its own for each test, registered through the API, so specs never share data. */
export async function novaEmpresa(
  request: APIRequestContext,
  { nome = 'Empresa Teste', cnpj = '' }: { nome?: string; cnpj?: string } = {},
): Promise<Empresa> {
  const empresa = { email: emailUnico(), senha: 'senha-secreta-1', nome };
  const r = await request.post('/api/estabelecimentos/create', {
    data: { ...empresa, cnpj, imagem_login: '' },
  });
  expect(r.ok(), await r.text()).toBe(true);
  return empresa;
}

/** Signs in through the login screen and waits for the home screen's welcome modal. */
export async function entrar(page: Page, email: string, senha: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuário').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(senha);
  await page.getByRole('button', { name: 'ENTRAR' }).click();
  await expect(page.getByRole('dialog', { name: 'Seja bem vindo ao Mascate' })).toBeVisible();
}

/** Closes the welcome modal so the screen underneath can be used. */
export async function fecharBoasVindas(page: Page): Promise<void> {
  const dialogo = page.getByRole('dialog', { name: 'Seja bem vindo ao Mascate' });
  await dialogo.getByRole('button', { name: 'OK' }).click();
  await expect(dialogo).toBeHidden();
}

export function emailsPara(endereco: string): Email[] {
  return readdirSync(PASTA_EMAILS)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(`${PASTA_EMAILS}${f}`, 'utf8')) as Email)
    .filter((e) => e.to.some((t) => t.toLowerCase() === endereco.toLowerCase()));
}

export async function captura(page: Page, nome: string): Promise<void> {
  // The screenshots are for people to look at; CI has no one to look, and a full-page capture costs CPU.
  if (process.env.CI) return;
  await page.screenshot({ path: `${PASTA_TELAS}${nome}.png`, animations: 'disabled', fullPage: true });
}

function digitoCnpj(base: string): number {
  const pesos =
    base.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const resto = pesos.reduce((s, p, i) => s + Number(base.charAt(i)) * p, 0) % 11;
  return resto < 2 ? 0 : 11 - resto;
}

/** The valid numeric CNPJ of branch 0001 with root `n` (distinct for distinct n < 10^8). */
export function cnpjDoNumero(n: number): string {
  const base = `${String(n).padStart(8, '0')}0001`;
  const com1 = `${base}${digitoCnpj(base)}`;
  return `${com1}${digitoCnpj(com1)}`;
}

/** A valid numeric CNPJ, different on every call. */
export function cnpjValido(): string {
  const base = `${Date.now() % 1e8}`.padStart(8, '1') + String(Math.floor(Math.random() * 9000) + 1000);
  const com1 = `${base}${digitoCnpj(base)}`;
  return `${com1}${digitoCnpj(com1)}`;
}

/** The 'Atenção' error modal, which every refused action opens. */
export function alertaErro(page: Page) {
  return page.getByRole('dialog', { name: 'Atenção' });
}
