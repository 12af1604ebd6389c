import { crc16CcittFalse, MSG_SEM_PERMISSAO } from '@mascate/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ambienteDoArquivo,
  cadastrosDoArquivo,
  doisRepresentantesDoArquivo,
  empresaDoArquivo,
} from '../../test/arquivo.ts';
import { usuarioDaEmpresa } from '../../test/equipe-apoio.ts';
import { mudar } from '../../test/pedidos-situacao-apoio.ts';
import { testarRecusas } from '../../test/recusa.ts';
import { pedidoFaturado, titulosDoPedido } from '../../test/titulos-apoio.ts';
import { pixConfiguracoes } from '../db/schema.ts';

const amb = ambienteDoArquivo();
const e = empresaDoArquivo(amb);
const c = cadastrosDoArquivo(amb, e);
const outra = empresaDoArquivo(amb);
const vazia = empresaDoArquivo(amb);
const reps = doisRepresentantesDoArquivo(amb, e);

const valida = {
  tipo_chave: 'cnpj',
  chave: '11.222.333/0001-81',
  nome: 'Distribuidora Ação Ltda',
  cidade: 'São Paulo',
};

const configurar = (corpo: unknown, token = e.token) =>
  amb.chamar('PUT', '/api/pix/configurar', corpo, token);
const ler = (token = e.token) => amb.chamar('POST', '/api/pix/configuracao', {}, token);
const codigo = (id: number, token = e.token) => amb.chamar('POST', '/api/pix/titulo', { id }, token);
const linhas = (empresaId: number) =>
  amb.banco.db.select().from(pixConfiguracoes).where(eq(pixConfiguracoes.empresaId, empresaId));

describe('pix/configurar e pix/configuracao', () => {
  it('grava a chave normalizada, o nome e a cidade; lê sem segredos', async () => {
    expect((await ler(vazia.token)).corpo.registros).toEqual([]);
    const r = await configurar({ ...valida, psp_client_secret: 'segredo-do-psp' });
    expect(r.status).toBe(200);
    expect(r.corpo.retorno).toEqual({ sucesso: true, mensagem: 'Pix da empresa gravado com sucesso!' });
    const lida = (await ler()).corpo.registros?.[0];
    expect(lida).toMatchObject({
      tipo_chave: 'cnpj',
      chave: '11222333000181',
      nome: 'Distribuidora Ação Ltda',
      cidade: 'São Paulo',
      psp_client_secret_definido: true,
      psp_certificado_definido: false,
      webhook_definido: false,
    });
    expect(JSON.stringify(lida)).not.toContain('segredo-do-psp');
    // A second save without the secret keeps the stored one.
    expect(
      (await configurar({ ...valida, tipo_chave: 'email', chave: 'Financeiro@Loja.com.br' })).status,
    ).toBe(200);
    const [g] = await linhas(e.empresaId);
    expect(g).toMatchObject({
      tipoChave: 'email',
      chave: 'financeiro@loja.com.br',
      pspClientSecret: 'segredo-do-psp',
    });
  });

  describe('entradas ruins: 400 em português e nada gravado', () => {
    testarRecusas(
      [
        [
          { ...valida, tipo_chave: 'banco' },
          'Escolha o tipo da chave Pix (CPF, CNPJ, e-mail, telefone ou chave aleatória).',
        ],
        [
          { ...valida, tipo_chave: 'cpf', chave: '529.982.247-24' },
          'Chave Pix inválida: informe um CPF válido.',
        ],
        [{ ...valida, chave: '11.222.333/0001-82' }, 'Chave Pix inválida: informe um CNPJ válido.'],
        [
          { ...valida, tipo_chave: 'email', chave: 'financeiro@' },
          'Chave Pix inválida: informe um e-mail válido (até 77 caracteres).',
        ],
        [
          { ...valida, tipo_chave: 'telefone', chave: '98765-4321' },
          'Chave Pix inválida: informe o celular com DDD, por exemplo (11) 98765-4321.',
        ],
        [
          { ...valida, tipo_chave: 'aleatoria', chave: 'abc' },
          'Chave Pix inválida: a chave aleatória tem 36 caracteres, como 123e4567-e89b-12d3-a456-426614174000.',
        ],
        [{ ...valida, chave: '' }, 'Informe a chave Pix.'],
        [{ ...valida, nome: 'N'.repeat(26) }, 'Informe o nome do recebedor (de 1 a 25 caracteres).'],
        [{ ...valida, nome: '!!!' }, 'Informe o nome do recebedor (de 1 a 25 caracteres).'],
        [
          { ...valida, cidade: 'Cidade Muito Longa' },
          'Informe a cidade do recebedor (de 1 a 15 caracteres).',
        ],
        [
          { ...valida, psp_url: 'ftp://psp' },
          'O endereço do PSP deve começar com https:// (até 500 caracteres).',
        ],
        [
          { ...valida, expiracao_segundos: 10 },
          'A validade da cobrança deve ser de 60 a 2592000 segundos (30 dias).',
        ],
        [
          { ...valida, psp_certificado: 'não é PEM' },
          'O campo certificado do PSP deve estar no formato PEM (-----BEGIN ...-----).',
        ],
      ],
      (corpo) => configurar(corpo, vazia.token),
      () => linhas(vazia.empresaId),
    );
  });

  it('sem sessão: 401 e nada gravado', async () => {
    const r = await amb.chamar('PUT', '/api/pix/configurar', valida);
    expect(r.status).toBe(401);
    expect(await linhas(vazia.empresaId)).toEqual([]);
  });

  it('cada empresa tem o seu Pix: outra empresa não lê nem muda o desta', async () => {
    await configurar({ ...valida, tipo_chave: 'telefone', chave: '(21) 99876-5432' }, outra.token);
    expect((await ler(outra.token)).corpo.registros?.[0]?.chave).toBe('+5521998765432');
    const [desta] = await linhas(e.empresaId);
    expect(desta?.chave).not.toBe('+5521998765432');
  });

  it('o vendedor não lê nem grava o Pix da empresa (403)', async () => {
    const v = await usuarioDaEmpresa(amb, e, 'vendedor', c.vendedorId);
    const r = await configurar(valida, v.token);
    expect(r.status).toBe(403);
    expect(r.corpo.retorno.mensagem).toBe(MSG_SEM_PERMISSAO);
    expect((await ler(v.token)).status).toBe(403);
  });
});

describe('pix/titulo: o BR Code estático do valor em aberto', () => {
  it('gera o copia e cola e o QR do título, com o txid que o nomeia e o CRC certo', async () => {
    await configurar({ ...valida, tipo_chave: 'aleatoria', chave: '123e4567-e12b-12d1-a456-426655440000' });
    const pedidoId = await pedidoFaturado(amb, e, c, { qt: 3, preco: 10.5 });
    const [t] = await titulosDoPedido(amb, e.empresaId, pedidoId);
    const id = t?.id ?? 0;
    const r = await codigo(id);
    expect(r.status).toBe(200);
    const p = r.corpo.registros?.[0];
    expect(p?.valor).toBe(31.5);
    expect(p?.txid).toBe(`MASC${e.empresaId}T${id}`);
    const texto = String(p?.pix_copia_e_cola ?? '');
    expect(texto).toContain('0014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000');
    expect(texto).toContain('540531.50');
    expect(texto).toContain('5923DISTRIBUIDORA ACAO LTDA6009SAO PAULO');
    expect(texto.slice(-4)).toBe(crc16CcittFalse(texto.slice(0, -4)));
    expect(p?.qr_svg).toMatch(/^<svg/);

    // After a partial payment the code asks for what is still open.
    const baixa = { id, data: '2026-01-10', valor: 11.5, meio: 'dinheiro' };
    expect((await amb.chamar('POST', '/api/titulos/baixar', baixa, e.token)).status).toBe(200);
    expect((await codigo(id)).corpo.registros?.[0]?.pix_copia_e_cola).toContain('540520.00');
    const resto = { ...baixa, valor: 20 };
    expect((await amb.chamar('POST', '/api/titulos/baixar', resto, e.token)).status).toBe(200);
    const pago = await codigo(id);
    expect(pago.status).toBe(409);
    expect(pago.corpo.retorno.mensagem).toBe('Este título não tem valor em aberto (pago ou cancelado).');
  });

  it('outra empresa, com ou sem chave, não gera o código deste título (404); sem sessão, 401', async () => {
    const pedidoId = await pedidoFaturado(amb, e, c);
    const [t] = await titulosDoPedido(amb, e.empresaId, pedidoId);
    const r = await codigo(t?.id ?? 0, outra.token);
    expect(r.status).toBe(404);
    const semChave = await codigo(t?.id ?? 0, vazia.token);
    expect(semChave.status).toBe(404);
    expect((await amb.chamar('POST', '/api/pix/titulo', { id: t?.id })).status).toBe(401);
  });
});

describe('pix/titulo na carteira do vendedor', () => {
  it('o vendedor gera o código dos títulos dos próprios pedidos, não dos de outro representante (404)', async () => {
    await configurar(valida);
    for (const r of [reps.a, reps.b])
      expect((await mudar(amb, e, { id: r.pedidoId, situacao: 'faturado' })).status).toBe(200);
    const [ta] = await titulosDoPedido(amb, e.empresaId, reps.a.pedidoId);
    const [tb] = await titulosDoPedido(amb, e.empresaId, reps.b.pedidoId);
    expect((await codigo(ta?.id ?? 0, reps.vendA.token)).status).toBe(200);
    const r = await codigo(tb?.id ?? 0, reps.vendA.token);
    expect(r.status).toBe(404);
    expect(r.corpo.retorno.mensagem).toBe('Título não encontrado.');
  });
});
