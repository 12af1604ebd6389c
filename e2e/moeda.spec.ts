import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { captura, entrar, fecharBoasVindas, novaEmpresa } from './support/fixtures.ts';
import { cadastrosDoPedido, confirmarSucesso, sessaoApi } from './support/passos.ts';

// Issue 46: one money input (ui/entradas.tsx, ui/form/CampoMoeda.tsx) in the product's price, a price
// table's price, the customer's credit limit and the goal; typed key by key or pasted whole (fill), as
// written in Brazil, each saves exactly what was written (read back from the API).
const TELAS = [
  { nome: '1366', viewport: { width: 1366, height: 768 } },
  { nome: '390', viewport: { width: 390, height: 844 } },
];

async function lerUm(
  request: APIRequestContext,
  headers: Record<string, string>,
  caminho: string,
  id: number,
) {
  const r = await request.post(`/api/${caminho}/read_one`, { data: { id }, headers });
  expect(r.ok(), await r.text()).toBe(true);
  return (await r.json()).registros[0] as Record<string, unknown>;
}

/** Types like a person (key by key) or pastes the whole text at once. */
async function escrever(page: Page, rotulo: string, texto: string, modo: 'digitado' | 'colado') {
  const campo = page.getByLabel(rotulo, { exact: true });
  await campo.click();
  if (modo === 'digitado') await campo.pressSequentially(texto);
  else await campo.fill(texto);
  await campo.blur();
}

for (const tela of TELAS) {
  test.describe(`campos de dinheiro a ${tela.nome} px`, () => {
    test.use({ viewport: tela.viewport });

    test('preço do produto e limite de crédito: digitados e colados, gravados como escritos', async ({
      page,
      request,
    }) => {
      const e = await novaEmpresa(request);
      const api = await sessaoApi(request, e);
      const { arrozId, clienteId } = await cadastrosDoPedido(api);
      await entrar(page, e.email, e.senha);
      await fecharBoasVindas(page);

      const casos = [
        ['1234,56', 'digitado', 1234.56, 'R$ 1.234,56'],
        ['R$ 1.234,56', 'colado', 1234.56, 'R$ 1.234,56'],
        ['1.234,56', 'colado', 1234.56, 'R$ 1.234,56'],
        ['12', 'digitado', 12, 'R$ 12,00'],
        ['12,5', 'digitado', 12.5, 'R$ 12,50'],
      ] as const;
      for (const [texto, modo, reais, mostrado] of casos) {
        await page.goto(`/alterar-produto/${arrozId}`);
        const preco = page.getByLabel('Preço', { exact: true });
        await expect(preco).toHaveValue(/R\$/);
        await escrever(page, 'Preço', texto, modo);
        await expect(preco).toHaveValue(mostrado);
        if (texto === '1234,56') await captura(page, `moeda-produto-${tela.nome}`);
        await page.getByRole('button', { name: 'Alterar', exact: true }).click();
        await confirmarSucesso(page, 'Produto alterado com sucesso!');
        expect((await lerUm(request, api.headers, 'produtos', arrozId)).preco, `${texto} ${modo}`).toBe(
          reais,
        );
      }

      for (const [texto, modo] of [
        ['5.000,00', 'colado'],
        ['5000', 'digitado'],
      ] as const) {
        await page.goto(`/alterar-cliente/${clienteId}`);
        const rotulo = 'Limite de crédito (R$, vazio = sem limite)';
        await expect(page.getByLabel('Razão social*')).toHaveValue('Mercado Boa Vista E2E');
        await escrever(page, rotulo, texto, modo);
        await expect(page.getByLabel(rotulo)).toHaveValue('R$ 5.000,00');
        if (modo === 'colado') await captura(page, `moeda-cliente-${tela.nome}`);
        await page.getByRole('button', { name: 'Alterar', exact: true }).click();
        await confirmarSucesso(page, 'Cliente alterado com sucesso!');
        expect((await lerUm(request, api.headers, 'clientes', clienteId)).limite_credito).toBe(5000);
      }
    });

    test('preço na tabela selecionado ao entrar: o digitado substitui o preço base', async ({
      page,
      request,
    }) => {
      const e = await novaEmpresa(request);
      const api = await sessaoApi(request, e);
      await cadastrosDoPedido(api);
      await entrar(page, e.email, e.senha);
      await fecharBoasVindas(page);
      await page.goto('/cadastrar-tabela-precos');
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
      await page
        .getByRole('row', { name: /Atacado E2E/ })
        .getByRole('link', { name: 'Editar' })
        .click();
      await expect(
        page
          .getByRole('table', { name: 'Preços fixos' })
          .getByRole('row', { name: /Feijão E2E/ })
          .getByLabel('Preço na tabela'),
      ).toHaveValue('R$ 24,90');
    });
  });
}
