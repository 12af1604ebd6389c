import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { PORTAS } from './support/caminhos.ts';
import { captura } from './support/fixtures.ts';
import { entrarComEmpresaNova, sessaoApi } from './support/passos.ts';

// Issue 47: the administrator registers a webhook to a local receiver (its secret shown once), sees the
// delivery a new customer makes, opens it and resends it; the receiver checks every signature.
// The receiver listens on the run's own range (E2E_PORTA + 5), beside the app's other local peers.

type Recebido = { assinatura: string; corpo: string };
const recebidos: Recebido[] = [];
let receptor: Server;
const URL_RECEPTOR = `http://127.0.0.1:${PORTAS.app + 5}/mascate`;

test.beforeAll(async () => {
  receptor = createServer((req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (p: Buffer) => partes.push(p));
    req.on('end', () => {
      recebidos.push({
        assinatura: String(req.headers['x-mascate-assinatura'] ?? ''),
        corpo: Buffer.concat(partes).toString('utf8'),
      });
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('recebido');
    });
  });
  await new Promise<void>((ok) => receptor.listen(PORTAS.app + 5, '127.0.0.1', ok));
});
test.afterAll(() => new Promise<void>((ok) => receptor.close(() => ok())));

const confere = (r: Recebido, segredo: string) => {
  const { t, v1 } = Object.fromEntries(r.assinatura.split(',').map((p) => p.split('='))) as Record<
    string,
    string
  >;
  return createHmac('sha256', segredo).update(`${t}.${r.corpo}`).digest('hex') === v1;
};

test('webhook cadastrado, entrega vista e reenviada, webhook removido', async ({ page, request }) => {
  const empresa = await entrarComEmpresaNova(page, request);
  await page.getByRole('link', { name: 'Integrações' }).click();
  await expect(page.getByRole('heading', { name: 'Integrações', level: 1 })).toBeVisible();

  // The webhook: an address that is not https is refused in pt-BR, then the local receiver.
  await page.getByRole('button', { name: 'Novo webhook' }).click();
  const novo = page.getByRole('dialog', { name: 'Novo webhook' });
  await novo.getByLabel('Endereço (URL)').fill('http://erp.exemplo.com.br/mascate');
  await novo.getByRole('checkbox', { name: 'Cliente criado' }).check();
  await novo.getByRole('button', { name: 'Cadastrar webhook' }).click();
  await expect(novo).toContainText('Informe o endereço do webhook com https://');
  await captura(page, 'integracoes-webhook-recusado');
  await novo.getByLabel('Endereço (URL)').fill(URL_RECEPTOR);
  await novo.getByRole('checkbox', { name: 'Título pago' }).check();
  await novo.getByRole('button', { name: 'Cadastrar webhook' }).click();
  const criado = page.getByRole('dialog', { name: 'Webhook cadastrado' });
  const segredo = await criado.getByLabel('Segredo de assinatura').inputValue();
  expect(segredo).toMatch(/^whsec_/);
  await criado.getByRole('button', { name: 'OK' }).click();
  const tabela = page.getByRole('table', { name: 'Webhooks', exact: true });
  await expect(tabela).toContainText(URL_RECEPTOR);
  await expect(tabela).toContainText('Título pago · Cliente criado');

  // A customer made elsewhere (through the API): the receiver gets it, signed; the screen shows it delivered.
  const api = await sessaoApi(request, empresa);
  const cliente = await api.post('clientes/create', {
    nome: 'Mercado do Webhook',
    cnpj_cpf: '52998224725',
    rota_id: 0,
  });
  await expect.poll(() => recebidos.length, { timeout: 15_000 }).toBe(1);
  const [primeiro] = recebidos;
  expect(confere(primeiro as Recebido, segredo)).toBe(true);
  expect(JSON.parse(primeiro?.corpo ?? '{}')).toMatchObject({
    tipo: 'cliente.criado',
    dados: { id: cliente.id, nome: 'Mercado do Webhook' },
  });
  const entregas = page.getByRole('table', { name: 'Entregas de webhooks' });
  await page.reload();
  await expect(entregas.getByRole('row').filter({ hasText: 'Cliente criado' })).toContainText('Entregue em');
  await expect(entregas).toContainText(`cliente:${cliente.id}`);
  await expect(entregas).toContainText('HTTP 200');
  await captura(page, 'integracoes-entregue');

  await entregas.getByRole('button', { name: 'Detalhes' }).click();
  const detalhes = page.getByRole('dialog', { name: 'Entrega: Cliente criado' });
  await expect(detalhes).toContainText('HTTP 200');
  await expect(detalhes).toContainText('recebido');
  await captura(page, 'integracoes-detalhes');
  await detalhes.getByRole('button', { name: 'OK' }).click();

  // Reenviar: the same event (same body, same id) again, with a fresh signature.
  await entregas.getByRole('button', { name: 'Reenviar' }).click();
  await expect.poll(() => recebidos.length, { timeout: 15_000 }).toBe(2);
  expect(recebidos[1]?.corpo).toBe(primeiro?.corpo);
  expect(confere(recebidos[1] as Recebido, segredo)).toBe(true);
  await expect(entregas.getByRole('row').filter({ hasText: 'Cliente criado' })).toContainText('Entregue em');

  // Removing it: the list is empty again.
  await tabela.getByRole('button', { name: 'Remover' }).click();
  await page
    .getByRole('dialog', { name: 'Remover webhook' })
    .getByRole('button', { name: 'Remover' })
    .click();
  await expect(tabela).toContainText('Nenhum webhook cadastrado.');
  // Its deliveries stay listed, with nothing left to resend.
  await expect(entregas.getByRole('button', { name: 'Detalhes' })).toBeVisible();
  await expect(entregas.getByRole('button', { name: 'Reenviar' })).toHaveCount(0);
  await captura(page, 'integracoes-removido');
});

test.describe('en-US', () => {
  test.use({ locale: 'en-US' });
  test('as datas das entregas em dd/mm/aaaa num navegador en-US', async ({ page, request }) => {
    const empresa = await entrarComEmpresaNova(page, request);
    const api = await sessaoApi(request, empresa);
    await api.post('webhooks/create', { url: URL_RECEPTOR, eventos: ['cliente.criado'] });
    await api.post('clientes/create', { nome: 'Mercado en-US', cnpj_cpf: '11144477735', rota_id: 0 });
    await page.goto('/integracoes');
    const entregas = page.getByRole('table', { name: 'Entregas de webhooks' });
    await expect(entregas).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await captura(page, 'integracoes-en-us');
  });
});
