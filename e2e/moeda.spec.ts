import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { captura, entrar, fecharBoasVindas, novaEmpresa } from './support/fixtures.ts';
import { cadastrosDoPedido, confirmarSucesso, type SessaoApi, sessaoApi } from './support/passos.ts';

// Issue 46: one money input (ui/entradas.tsx, ui/form/CampoMoeda.tsx) in the product's price, a price
// table's price, the customer's credit limit and the goal; typed key by key or pasted whole (fill), as
// written in Brazil, each saves exactly what was written (read back from the API).
const TELAS = [
  { nome: '1366', viewport: { width: 1366, height: 768 } },
  { nome: '390', viewport: { width: 390, height: 844 } },
];

// Each test saves the same form several times, on a shared 2-core machine: three times the usual limit.
test.slow();

async function lerUm(request: APIRequestContext, api: SessaoApi, caminho: string, id: number) {
  const r = await request.post(`/api/${caminho}/read_one`, { data: { id }, headers: api.headers });
  expect(r.ok(), await r.text()).toBe(true);
  return (await r.json()).registros[0] as Record<string, unknown>;
}

/** Types like a person (key by key) or pastes the whole text at once (fill), then leaves the field. */
async function escrever(page: Page, rotulo: string, texto: string, modo: 'digitado' | 'colado') {
  const campo = page.getByRole('textbox', { name: rotulo, exact: true });
  await campo.click();
  if (modo === 'digitado') await campo.pressSequentially(texto);
  else await campo.fill(texto);
  await campo.blur();
}

/** A list's record: a table row at 1366 px, a card (list item) at 390 px. */
const registro = (page: Page, texto: string) =>
  page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: texto }).first();

async function comEmpresa(page: Page, request: APIRequestContext) {
  const e = await novaEmpresa(request);
  const api = await sessaoApi(request, e);
  const ids = await cadastrosDoPedido(api);
  await entrar(page, e.email, e.senha);
  await fecharBoasVindas(page);
  return { api, ...ids };
}

for (const tela of TELAS) {
  test.describe(`campos de dinheiro a ${tela.nome} px`, () => {
    test.use({ viewport: tela.viewport });

    test('preço do produto: digitado e colado, gravado como escrito', async ({ page, request }) => {
      const { api, arrozId } = await comEmpresa(page, request);
      const casos = [
        ['12', 'digitado', 12, 'R$ 12,00'],
        ['12,5', 'digitado', 12.5, 'R$ 12,50'],
        ['R$ 1.234,56', 'colado', 1234.56, 'R$ 1.234,56'],
        ['2345.67', 'colado', 2345.67, 'R$ 2.345,67'],
      ] as const;
      for (const [texto, modo, reais, mostrado] of casos) {
        await page.goto(`/alterar-produto/${arrozId}`);
        const preco = page.getByRole('textbox', { name: 'Preço', exact: true });
        // The first screen of a run loads its code on a busy machine: more room than 10 s.
        await expect(preco).toHaveValue(/R\$/, { timeout: 30_000 });
        await escrever(page, 'Preço', texto, modo);
        await expect(preco).toHaveValue(mostrado);
        if (modo === 'colado') await captura(page, `moeda-produto-${tela.nome}`);
        await page.getByRole('button', { name: 'Alterar', exact: true }).click();
        await confirmarSucesso(page, 'Produto alterado com sucesso!');
        expect((await lerUm(request, api, 'produtos', arrozId)).preco, `${texto} ${modo}`).toBe(reais);
      }
    });

    test('limite de crédito do cliente: "5.000,00" colado e "7500" digitado', async ({ page, request }) => {
      const { api, clienteId } = await comEmpresa(page, request);
      const rotulo = 'Limite de crédito (R$, vazio = sem limite)';
      for (const [texto, modo, reais, mostrado] of [
        ['5.000,00', 'colado', 5000, 'R$ 5.000,00'],
        ['7500', 'digitado', 7500, 'R$ 7.500,00'],
      ] as const) {
        await page.goto(`/alterar-cliente/${clienteId}`);
        await expect(page.getByRole('textbox', { name: /^Razão social/ })).toHaveValue(
          'Mercado Boa Vista E2E',
          {
            timeout: 30_000,
          },
        );
        await escrever(page, rotulo, texto, modo);
        await expect(page.getByRole('textbox', { name: rotulo })).toHaveValue(mostrado);
        if (modo === 'colado') await captura(page, `moeda-cliente-${tela.nome}`);
        await page.getByRole('button', { name: 'Alterar', exact: true }).click();
        await confirmarSucesso(page, 'Cliente alterado com sucesso!');
        expect((await lerUm(request, api, 'clientes', clienteId)).limite_credito).toBe(reais);
      }
    });

    test('meta de vendas: "30000" digitado é R$ 30.000,00, "R$ 1.500,50" colado', async ({
      page,
      request,
    }) => {
      const { api } = await comEmpresa(page, request);
      await api.post('representantes/create', { nome: 'Rita Representante', cnpj_cpf: '52998224725' });
      await page.goto('/cadastrar-meta');
      await page.getByRole('combobox', { name: 'Representante' }).click();
      await page.getByRole('option', { name: 'Rita Representante' }).click();
      await escrever(page, 'Meta de vendas (R$)', '30000', 'digitado');
      await expect(page.getByRole('textbox', { name: 'Meta de vendas (R$)' })).toHaveValue('R$ 30.000,00');
      await captura(page, `moeda-meta-${tela.nome}`);
      await page.getByRole('button', { name: 'Cadastrar' }).click();
      await confirmarSucesso(page, 'Meta cadastrada com sucesso!');
      const linha = registro(page, 'Rita Representante');
      await expect(linha).toContainText('R$ 30.000,00');
      const lidas = await request.post('/api/metas/read', { data: {}, headers: api.headers });
      const meta = (await lidas.json()).registros[0] as { id: number; valor: number };
      expect(meta.valor).toBe(30000);

      await page.goto(`/alterar-meta/${meta.id}`);
      await expect(page.getByRole('textbox', { name: 'Meta de vendas (R$)' })).toHaveValue('R$ 30.000,00', {
        timeout: 30_000,
      });
      await escrever(page, 'Meta de vendas (R$)', 'R$ 1.500,50', 'colado');
      await page.getByRole('button', { name: 'Alterar', exact: true }).click();
      await confirmarSucesso(page, 'Meta alterada com sucesso!');
      expect((await lerUm(request, api, 'metas', meta.id)).valor).toBe(1500.5);
    });

    test('preço na tabela selecionado ao entrar: o digitado substitui o preço base', async ({
      page,
      request,
    }) => {
      await comEmpresa(page, request);
      await page.goto('/cadastrar-tabelas-precos');
      await page.getByLabel('Nome*').fill('Atacado E2E');
      await page.getByRole('button', { name: 'Adicionar produto' }).click();
      await page
        .getByRole('dialog', { name: 'Selecionar produto' })
        .getByRole('button', { name: /Feijão E2E/ })
        .click();
      const linha = page
        .getByRole('table', { name: 'Preços fixos' })
        .getByRole('row', { name: /Feijão E2E/ });
      const campo = linha.getByLabel('Preço na tabela');
      await expect(campo).toHaveValue('R$ 7,90');
      // Clicked and typed key by key: the base price is replaced, never appended to (R$ 249.022,90 before).
      await campo.click();
      await campo.pressSequentially('24,90');
      await campo.blur();
      await expect(campo).toHaveValue('R$ 24,90');
      await captura(page, `moeda-tabela-${tela.nome}`);
      await page.getByRole('button', { name: 'Cadastrar' }).click();
      await confirmarSucesso(page, 'Tabela de preços cadastrada com sucesso!');
      await registro(page, 'Atacado E2E').getByRole('link', { name: 'Editar' }).click();
      await expect(
        page
          .getByRole('table', { name: 'Preços fixos' })
          .getByRole('row', { name: /Feijão E2E/ })
          .getByLabel('Preço na tabela'),
      ).toHaveValue('R$ 24,90');
    });
  });
}
