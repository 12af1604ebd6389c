import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { empresas } from '../db/schema.ts';

const amb = ambienteDoArquivo();
const a = empresaDoArquivo(amb, { nome: 'Mascate A' });
const b = empresaDoArquivo(amb, { nome: 'Mascate B' });

const completa = () => ({
  id: a.empresaId,
  nome: 'Mascate Distribuidora Ltda',
  fantasia: 'Mascate',
  logradouro: 'Praça da Sé',
  numero: '100',
  cep: '01001-000',
  bairro: 'Sé',
  complemento: 'lado ímpar',
  cidade: 'São Paulo',
  uf: 'SP',
  email: 'contato@mascate.com.br',
  fone: '(11) 3333-4444',
  cnpj: '60.701.190/0001-04',
  ie: '123456',
  link_mapa_google: 'https://maps.google.com/?q=se',
  altera_preco_pedido: 2,
  venda_sem_estoque: 0,
  venda_cliente_autorizado: 1,
  permite_desconto: 1,
  financeiro_venda: 1,
});

const lerA = () => amb.chamar('POST', '/api/empresas/read_one', { id: a.empresaId }, a.token);
const alterar = (corpo: unknown, token = a.token) => amb.chamar('PUT', '/api/empresas/update', corpo, token);
const linha = async (id: number) =>
  (await amb.banco.db.select().from(empresas).where(eq(empresas.id, id)))[0];

describe('empresas/read_one e read', () => {
  it('lê a empresa da sessão com os nomes de campo da especificação', async () => {
    const r = await lerA();
    expect(r.status).toBe(200);
    const e = r.corpo.registros?.[0];
    expect(e).toMatchObject({
      id: a.empresaId,
      nome: 'Mascate A',
      cnpj: '11222333000181',
      fone: '',
      usa_merchant: 0,
    });
    expect(e).toMatchObject({ altera_preco_pedido: 1, venda_sem_estoque: 1, financeiro_venda: 0 });
    expect(String(e?.token)).toMatch(/^[0-9a-f-]{36}$/);
    const lista = await amb.chamar('POST', '/api/empresas/read', {}, a.token);
    expect(lista.corpo.registros?.map((x) => x.id)).toEqual([a.empresaId]);
  });

  it('outra empresa: 404 sem dados', async () => {
    const r = await amb.chamar('POST', '/api/empresas/read_one', { id: b.empresaId }, a.token);
    expect(r.status).toBe(404);
    expect(r.corpo).toEqual({ retorno: { sucesso: false, mensagem: 'Empresa não encontrada.' } });
  });

  it('sem sessão: 401', async () => {
    expect((await amb.chamar('POST', '/api/empresas/read_one', { id: a.empresaId })).status).toBe(401);
    expect((await amb.chamar('POST', '/api/empresas/read', {})).status).toBe(401);
    expect((await amb.chamar('PUT', '/api/empresas/update', completa())).status).toBe(401);
  });
});

describe('empresas/update', () => {
  it('grava todos os campos, com CNPJ e CEP só com dígitos', async () => {
    const r = await alterar(completa());
    expect(r.corpo.retorno).toEqual({ sucesso: true, mensagem: 'Empresa alterada com sucesso!' });
    const e = (await lerA()).corpo.registros?.[0];
    expect(e).toMatchObject({ ...completa(), cnpj: '60701190000104', cep: '01001000' });
  });

  it('aceita o CEP curto enviado como 1000000', async () => {
    expect((await alterar({ ...completa(), cep: '1000000' })).status).toBe(200);
    expect((await linha(a.empresaId))?.cep).toBe('1000000');
  });

  it.each([
    [{ nome: '' }, 'Preencha os campos obrigatórios(*)'],
    [{ nome: undefined }, 'Preencha os campos obrigatórios(*)'],
    [{ cnpj: '' }, 'Preencha os campos obrigatórios(*)'],
    [{ cnpj: '60.701.190/0001-05' }, 'CPF/CNPJ inválido!'],
    [{ cnpj: '111.111.111-11' }, 'CPF/CNPJ inválido!'],
    [{ cep: '0100' }, 'CEP inválido. Informe os 8 dígitos.'],
    [{ altera_preco_pedido: 3 }, 'O campo altera_preco_pedido deve ser 0, 1 ou 2.'],
    [{ financeiro_venda: 2 }, 'O campo financeiro_venda deve ser 0 ou 1.'],
    [{ nome: 'x'.repeat(151) }, 'O campo razão social deve ter no máximo 150 caracteres.'],
    [{ fantasia: 42 }, 'O campo fantasia deve ser um texto.'],
    [{ link_mapa_google: 'h'.repeat(501) }, 'O campo link do mapa deve ter no máximo 500 caracteres.'],
    [{ email: 'sem-arroba' }, 'Informe um e-mail válido.'],
  ])('recusa %j com 400 e nada muda', async (mudanca, mensagem) => {
    const antes = await linha(a.empresaId);
    const r = await alterar({ ...completa(), nome: 'Nome novo', ...mudanca });
    expect(r.status).toBe(400);
    expect(r.corpo.retorno).toEqual({ sucesso: false, mensagem });
    expect(await linha(a.empresaId)).toEqual(antes);
  });

  it('não altera outra empresa', async () => {
    const antes = await linha(b.empresaId);
    const r = await alterar({ ...completa(), id: b.empresaId });
    expect(r.status).toBe(404);
    expect(r.corpo.retorno.mensagem).toBe('Empresa não encontrada.');
    expect(await linha(b.empresaId)).toEqual(antes);
  });

  it('não muda token nem usaMerchant, mesmo se enviados', async () => {
    const antes = await linha(a.empresaId);
    await alterar({ ...completa(), token: '00000000-0000-0000-0000-000000000000', usa_merchant: 1 });
    const depois = await linha(a.empresaId);
    expect(depois?.token).toBe(antes?.token);
    expect(depois?.usaMerchant).toBe(0);
  });

  it('recusa um corpo grande demais (413)', async () => {
    const r = await alterar({ ...completa(), fantasia: 'x'.repeat(1_100_000) });
    expect(r.status).toBe(413);
  });
});
