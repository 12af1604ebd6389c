// Five screens captured with the same data, to compare two builds of the app (docs/desenvolvimento.md,
// "Telas antes e depois"): not part of the suite (its name is not *.spec.ts); run it with
//   TELAS_SAIDA=/pasta E2E_PORTA=3100 npx playwright test -c e2e/playwright.comparar.config.ts
// Everything it types is fixed (names, documents, e-mail), so two runs on the same day draw the same screens.

import { mkdirSync, writeFileSync } from 'node:fs';
import { hojeSaoPaulo } from '@mascate/domain';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

const SAIDA = process.env.TELAS_SAIDA ?? '/tmp/telas';
const EMPRESA = {
  email: 'telas@mascate.test',
  senha: 'senha-secreta-1',
  nome: 'Distribuidora Comparada',
  cnpj: '11444777000161',
};

const hoje = hojeSaoPaulo;

async function semear(request: APIRequestContext): Promise<number> {
  const criada = await request.post('/api/estabelecimentos/create', {
    data: { ...EMPRESA, imagem_login: '' },
  });
  expect(criada.ok(), await criada.text()).toBe(true);
  const login = await request.post('/api/estabelecimentos/login', {
    data: { email: EMPRESA.email, senha: EMPRESA.senha },
  });
  const headers = { authorization: `Bearer ${(await login.json()).retorno.token}` };
  const id = async (caminho: string, data: object): Promise<number> => {
    const r = await request.post(`/api/${caminho}`, { data, headers });
    expect(r.ok(), await r.text()).toBe(true);
    return (await r.json()).retorno.id;
  };
  const unidade = await id('unidades/create', { sigla: 'UN', descricao: 'Unidade' });
  const forma = await id('formaspagamento/create', { descricao: 'Boleto bancário', parcelamento: 1 });
  const produtos: number[] = [];
  for (const [codigo, descricao, preco, estoque] of [
    ['CAF1', 'Café Torrado Especial 500g', 25, 80],
    ['ARR5', 'Arroz Tipo 1 5kg', 31.9, 120],
    ['FEI1', 'Feijão Carioca 1kg', 8.75, 0],
  ] as const)
    produtos.push(
      await id('produtos/create', {
        codigo,
        descricao,
        preco,
        estoque,
        unidade: 'UN',
        unidade_id: unidade,
        status: 0,
        tipo: 0,
        meu_id: 0,
      }),
    );
  const rotas = [await id('rotas/create', { nome: 'Rota Centro', dias_semana_venda: '1111111' })];
  const vendedor = { nome: 'Ana Representante', cnpj_cpf: '52998224725', email: '' };
  const representante = await id('representantes/create', { ...vendedor, rotas });
  const clientes: number[] = [];
  for (const [nome, apelido, cnpj_cpf, cidade] of [
    ['Mercearia São João Comércio de Alimentos Ltda', 'Mercearia do João', '11222333000181', 'Campinas'],
    ['Empório Açaí', 'Açaí da Praça', '04252011000110', 'Sumaré'],
    ['Padaria Central', '', '39053344705', 'São Paulo'],
  ])
    clientes.push(await id('clientes/create', { nome, apelido, cnpj_cpf, rota_id: rotas[0], cidade }));
  const data = hoje();
  const pedido = (cliente: number, itens: [number, number, number][]) => {
    const produtosDoPedido = itens.map(([produto_id, qt, preco]) => ({
      produto_id,
      descricao: '',
      qt,
      preco,
      desconto: 0,
      total: Math.round(qt * preco * 100) / 100,
    }));
    const valor = produtosDoPedido.reduce((s, p) => s + p.total, 0);
    return id('pedidosvenda/create', {
      data,
      data_saida: data,
      participante_id: cliente,
      vendedor_id: representante,
      forma_pagamento_id: forma,
      valor: Math.round(valor * 100) / 100,
      desconto: 0,
      produtos: produtosDoPedido,
      parcelas: [],
    });
  };
  const [caf, arr, fei] = produtos as [number, number, number];
  const [c1, c2] = clientes as [number, number, number];
  const comItens = await pedido(c1, [
    [caf, 2, 25],
    [arr, 3, 31.9],
    [fei, 10, 8.75],
  ]);
  await pedido(c2, [[caf, 1, 25]]);
  return comItens;
}

async function capturar(page: Page, nome: string, caminho: string, pronto: string): Promise<void> {
  await page.goto(caminho);
  await expect(page.getByText(pronto, { exact: false }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Charts and transitions settle before the picture.
  await page.waitForTimeout(1500);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${SAIDA}/${nome}.png`, animations: 'disabled', fullPage: true });
  writeFileSync(`${SAIDA}/${nome}.txt`, await page.locator('body').innerText());
}

test('cinco telas com os mesmos dados', async ({ page, request }) => {
  mkdirSync(SAIDA, { recursive: true });
  const pedido = await semear(request);
  await page.goto('/login');
  await page.getByLabel('Usuário').fill(EMPRESA.email);
  await page.getByLabel('Senha', { exact: true }).fill(EMPRESA.senha);
  await page.getByRole('button', { name: 'ENTRAR' }).click();
  const boasVindas = page.getByRole('dialog', { name: 'Seja bem vindo ao Mascate' });
  await boasVindas.getByRole('button', { name: 'OK' }).click();
  await expect(boasVindas).toBeHidden();
  await capturar(page, '1-clientes', '/listar-clientes', 'Padaria Central');
  await capturar(page, '2-produtos', '/listar-produtos', 'Feijão Carioca 1kg');
  await capturar(page, '3-pedido-com-itens', `/alterar-pedido/${pedido}`, 'Arroz Tipo 1 5kg');
  await capturar(page, '4-pedidos', '/listar-pedidos', 'Empório Açaí');
  await capturar(page, '5-dashboard', '/dashboard', 'Dashboard');
});
