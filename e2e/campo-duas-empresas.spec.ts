import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { captura, cnpjValido, emailsPara, emailUnico, novaEmpresa } from './support/fixtures.ts';
import { cabecalhosDe, corpoProduto, gravadorCom } from './support/passos.ts';

// Issue 51: one representative sells for two companies with one e-mail. An order saved on the device
// without a connection in one company waits while the field app works in the other, and each goes only
// to its own company, once.

const SENHA = 'senha-do-campo-1';

/** A company with a product, a route, its representative, a customer, and its invitation to `email`. */
async function empresa(request: APIRequestContext, nome: string, email: string) {
  const dono = await novaEmpresa(request, { nome, cnpj: cnpjValido() });
  const headers = await cabecalhosDe(request, dono);
  const post = gravadorCom(request, headers);
  const un = await post('unidades/create', { sigla: 'UN', descricao: 'Unidade' });
  await post(
    'produtos/create',
    corpoProduto({ codigo: 'C1', descricao: `Café da ${nome}`, preco: 10, estoque: 100 }, 'UN', un.id),
  );
  const rota = await post('rotas/create', { nome: 'Rota Centro', dias_semana_venda: '1111111' });
  const rep = await post('representantes/create', {
    nome: 'Ana Representante',
    email: '',
    cnpj_cpf: '52998224725',
    rotas: [rota.id],
  });
  await post('clientes/create', { nome: `Cliente da ${nome}`, cnpj_cpf: '11222333000181', rota_id: rota.id });
  await post('usuarios/create', { nome: 'Ana', email, papel: 'vendedor', representante_id: rep.id });
  return { headers, nome };
}

/** The invitation key in the mail `email` got from company `nome`. */
async function chaveDoConvite(email: string, nome: string) {
  await expect.poll(() => emailsPara(email).filter((m) => m.text.includes(nome)).length).toBe(1);
  const mail = emailsPara(email).find((m) => m.text.includes(nome));
  return /\/troca-senha\/([A-Za-z0-9_-]+)\?convite=1/.exec(mail?.text ?? '')?.[1] ?? '';
}

const aba = (page: Page, nome: string) =>
  page.getByRole('navigation', { name: 'Telas' }).getByRole('button', { name: nome });

async function entrarNoCampo(page: Page, email: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(SENHA);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Sincronizar' })).toBeVisible();
  await page.getByRole('button', { name: 'Sincronizar agora' }).click();
  await expect(page.getByText('Sincronização concluída.')).toBeVisible();
}

async function pedido(page: Page, nome: string) {
  await aba(page, 'Clientes').click();
  await page.getByRole('button', { name: new RegExp(`Cliente da ${nome}`) }).click();
  await page.getByRole('button', { name: 'Novo pedido' }).click();
  await page.getByLabel('Buscar produto').fill('cafe');
  await page.getByRole('button', { name: new RegExp(`Café da ${nome}`) }).click();
  await page.getByRole('button', { name: 'Salvar pedido' }).click();
  await expect(page.getByText('Pedido salvo no aparelho.')).toBeVisible();
}

const pedidosDa = async (request: APIRequestContext, e: { headers: Record<string, string> }) =>
  ((await (await request.post('/api/pedidosvenda/read', { data: {}, headers: e.headers })).json())
    .registros ?? []) as { id: number }[];

/** Makes `empresaId` the person's last used company (the field app's sign-in opens it). */
async function ultimaUsada(request: APIRequestContext, email: string, empresaId: number) {
  const login = await (
    await request.post('/api/estabelecimentos/login', { data: { email, senha: SENHA } })
  ).json();
  if (login.retorno.id === empresaId) return;
  const troca = await request.post('/api/estabelecimentos/trocar_empresa', {
    data: { empresa_id: empresaId },
    headers: { authorization: `Bearer ${login.retorno.token}` },
  });
  expect(troca.ok(), await troca.text()).toBe(true);
}

test('campo: um pedido de cada empresa no aparelho, cada um enviado só para a sua', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(180_000);
  const email = emailUnico();
  const alfa = await empresa(request, 'Alfa Campo', email);
  const beta = await empresa(request, 'Beta Campo', email);
  // A new person accepts Alfa's invitation; Beta's is accepted with the same password (one person).
  for (const e of [alfa, beta]) {
    const r = await request.post('/api/estabelecimentos/aceitar_convite', {
      data: { chave: await chaveDoConvite(email, e.nome), senha: SENHA },
    });
    expect(r.ok(), await r.text()).toBe(true);
  }
  const empresaId = async (e: { headers: Record<string, string> }) =>
    Number(
      (await (await request.post('/api/empresas/read', { data: {}, headers: e.headers })).json()).registros[0]
        .id,
    );
  const [idAlfa, idBeta] = [await empresaId(alfa), await empresaId(beta)];

  // Beta (last used): synced, then an order without a connection, and the representative signs out.
  await page.setViewportSize({ width: 390, height: 844 });
  await ultimaUsada(request, email, idBeta);
  await page.goto('/campo/');
  await entrarNoCampo(page, email);
  await context.setOffline(true);
  await pedido(page, 'Beta Campo');
  await aba(page, 'Envios').click();
  await expect(page.getByRole('heading', { name: 'Aguardando envio (1)' })).toBeVisible();
  page.once('dialog', (d) => d.accept());
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await context.setOffline(false);

  // Alfa: its order goes at once; Beta's keeps waiting on the device (never sent under Alfa).
  await ultimaUsada(request, email, idAlfa);
  await entrarNoCampo(page, email);
  await pedido(page, 'Alfa Campo');
  await expect.poll(async () => (await pedidosDa(request, alfa)).length).toBe(1);
  const situacao = page.getByRole('banner').getByRole('status');
  await expect(situacao).toHaveText('1 envio aguardando');
  await aba(page, 'Envios').click();
  await expect(page.getByText('Pedido · Cliente da Beta Campo')).toBeVisible();
  expect(await pedidosDa(request, beta)).toHaveLength(0);

  // Back to Beta inside the field app (Sincronizar, no password): the slice is Beta's alone, and its
  // order goes, once; Alfa still has its one.
  await aba(page, 'Sincronizar').click();
  const empresaSelect = page.getByRole('combobox', { name: 'Empresa' });
  await expect(empresaSelect).toHaveValue(String(idAlfa));
  await empresaSelect.selectOption({ label: 'Beta Campo' });
  await expect(page.getByText('Sincronização concluída.')).toBeVisible();
  await expect(empresaSelect).toHaveValue(String(idBeta));
  await aba(page, 'Clientes').click();
  await expect(page.getByRole('button', { name: /Cliente da Beta Campo/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Cliente da Alfa Campo/ })).toHaveCount(0);
  await expect.poll(async () => (await pedidosDa(request, beta)).length).toBe(1);
  await expect(situacao).toHaveText('');
  await captura(page, 'campo-duas-empresas');
  expect(await pedidosDa(request, alfa)).toHaveLength(1);
  expect(await pedidosDa(request, beta)).toHaveLength(1);
});
