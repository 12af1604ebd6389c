import { expect, test } from '@playwright/test';
import { esperarData, preencherData } from './support/datas.ts';
import { captura, entrar, fecharBoasVindas, novaEmpresa } from './support/fixtures.ts';
import { gravadorDe } from './support/passos.ts';

test('período De/até guardado entre recargas, busca, modal sem registros e exclusão', async ({
  page,
  request,
}) => {
  const e = await novaEmpresa(request);
  const gravar = await gravadorDe(request, e);
  const post = async (caminho: string, data: object) => (await gravar(caminho, data)).id;
  const loja = await post('clientes/create', {
    nome: 'Comercial Souza',
    apelido: 'Loja do Souza',
    cnpj_cpf: '52998224725',
  });
  const bar = await post('clientes/create', { nome: 'Bar Central', cnpj_cpf: '11144477735' });
  const rep = await post('representantes/create', { nome: 'Carlos Vendedor', cnpj_cpf: '52998224725' });
  const visita = (cliente_id: number, obs: string, data_hora: string) =>
    post('visitas/create', { cliente_id, representante_id: rep, obs, data_hora });
  await visita(loja, 'Pedido semanal', '2025-03-10 14:30:00');
  await visita(bar, 'Sem estoque', '2025-03-12 09:05:00');

  await entrar(page, e.email, e.senha);
  await fecharBoasVindas(page);
  await page.goto('/listar-visitas');
  const vazio = page.getByRole('region', { name: 'Nenhum registro disponivel' });
  await expect(vazio).toContainText('Nenhum registro foi encontrado, Informa a data inicial e final');
  await captura(page, 'visitas-vazia');
  await preencherData(page, 'De', '01/03/2025');
  await expect(vazio).toBeHidden();
  await preencherData(page, 'até', '31/03/2025');

  await expect(page.getByRole('heading', { name: 'LISTA DE VISITAS' })).toBeVisible();
  await expect(page.getByText('registros: 2')).toBeVisible();
  const linha = page.getByRole('row', { name: /Loja do Souza/ });
  await expect(linha).toContainText('Carlos Vendedor');
  await expect(linha).toContainText('Pedido semanal');
  await expect(linha).toContainText('10/03/2025 14:30');
  await expect(page.getByRole('row', { name: /Bar Central/ })).toContainText('12/03/2025 09:05');
  await captura(page, 'visitas-lista');

  await page.reload();
  await esperarData(page, 'De', '01/03/2025');
  await esperarData(page, 'até', '31/03/2025');
  await expect(page.getByText('registros: 2')).toBeVisible();

  await preencherData(page, 'De', '11/03/2025');
  await expect(page.getByText('registros: 1', { exact: true })).toBeVisible();
  await preencherData(page, 'De', '01/03/2025');
  await page.getByLabel('Pesquisar').fill('souza');
  await expect(page.getByText('registros: 1', { exact: true })).toBeVisible();
  await page.getByLabel('Pesquisar').fill('carlos');
  await expect(page.getByText('registros: 2')).toBeVisible();

  await page
    .getByRole('row', { name: /Bar Central/ })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(page.getByRole('dialog')).toContainText(
    'Deseja Realmente excluir a visita ao cliente Bar Central',
  );
  await page.getByRole('button', { name: 'Confirmar' }).click();
  const sucesso = page.getByRole('dialog', { name: 'Sucesso' });
  await expect(sucesso).toContainText('Visita excluída com sucesso!');
  await sucesso.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/listar-visitas$/);
  await expect(page.getByText('registros: 1', { exact: true })).toBeVisible();
});
