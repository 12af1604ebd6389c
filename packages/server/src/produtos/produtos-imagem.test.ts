import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo } from '../../test/arquivo.ts';
import {
  definirMerchant,
  enviarMultipart,
  novaUnidade,
  novoProduto,
  PNG,
  produtoValido,
} from '../../test/produtos-apoio.ts';
import { produtoImagens, produtos } from '../db/schema.ts';

const amb = ambienteDoArquivo();

const png = { nome: 'foto.png', tipo: 'image/png', dados: PNG };

async function imagemGuardada(produtoId: number) {
  const [r] = await amb.banco.db.select().from(produtoImagens).where(eq(produtoImagens.produtoId, produtoId));
  return r;
}

describe('produtos/update', () => {
  it('altera os campos por multipart com uma imagem PNG, e a imagem é servida só à dona', async () => {
    const a = await amb.novaEmpresa();
    const b = await amb.novaEmpresa();
    const { id, unidadeId } = await novoProduto(amb, a);
    const campos = { ...produtoValido(unidadeId), id, descricao: 'Café moído', preco: '9,90' };
    const r = await enviarMultipart(amb, '/api/produtos/update', campos, png, a.token);
    expect(r.corpo.retorno).toEqual({ sucesso: true, mensagem: 'Produto alterado com sucesso!' });
    const lido = await amb.chamar('POST', '/api/produtos/read_one', { id }, a.token);
    expect(lido.corpo.registros?.[0]).toMatchObject({
      descricao: 'Café moído',
      preco: 9.9,
      possui_imagem: true,
    });

    const img = await amb.app.inject({
      url: `/api/produtos/imagem/${id}`,
      headers: { authorization: a.token },
    });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(PNG)).toBe(true);
    const alheia = await amb.chamar('GET', `/api/produtos/imagem/${id}`, undefined, b.token);
    expect(alheia.status).toBe(404);
  });

  it('aceita PUT JSON; recusa o produto de outra empresa (404) sem mudar nada', async () => {
    const a = await amb.novaEmpresa();
    const b = await amb.novaEmpresa();
    const { id, unidadeId } = await novoProduto(amb, a);
    const ok = await amb.chamar(
      'PUT',
      '/api/produtos/update',
      { ...produtoValido(unidadeId), id, status: 1 },
      a.token,
    );
    expect(ok.status).toBe(200);
    const uB = await novaUnidade(amb, b);
    const alheio = { ...produtoValido(uB), id, descricao: 'invadido' };
    const r = await amb.chamar('PUT', '/api/produtos/update', alheio, b.token);
    expect(r.status).toBe(404);
    const [p] = await amb.banco.db.select().from(produtos).where(eq(produtos.id, id));
    expect(p).toMatchObject({ descricao: 'Café torrado 500g', status: 1 });
  });

  it('valida os campos do multipart com as mesmas mensagens', async () => {
    const e = await amb.novaEmpresa();
    const { id, unidadeId } = await novoProduto(amb, e);
    const r = await enviarMultipart(
      amb,
      '/api/produtos/update',
      { ...produtoValido(unidadeId), id, codigo: '' },
      undefined,
      e.token,
    );
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe('Todos os campos devem ser preenchidos!');
  });

  it('recusa um texto com nome .png (400) e um arquivo de 6 MB (413), sem gravar', async () => {
    const e = await amb.novaEmpresa();
    const { id, unidadeId } = await novoProduto(amb, e);
    const campos = { ...produtoValido(unidadeId), id, descricao: 'Não deve gravar' };
    const falso = { nome: 'foto.png', tipo: 'image/png', dados: Buffer.from('isto não é uma imagem') };
    const r1 = await enviarMultipart(amb, '/api/produtos/update', campos, falso, e.token);
    expect(r1.status).toBe(400);
    expect(r1.corpo.retorno.mensagem).toBe('Envie uma imagem PNG, JPEG, GIF ou WEBP.');
    const grande = { ...png, dados: Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]) };
    const r2 = await enviarMultipart(amb, '/api/produtos/add_image', { id }, grande, e.token);
    expect(r2.status).toBe(413);
    expect(r2.corpo.retorno.mensagem).toBe('A imagem deve ter no máximo 5 MB.');
    expect(await imagemGuardada(id)).toBeUndefined();
    const [p] = await amb.banco.db.select().from(produtos).where(eq(produtos.id, id));
    expect(p?.descricao).toBe('Café torrado 500g');
  });
});

describe('usaMerchant diferente de 0', () => {
  it('recusa cadastrar e alterar (403), mas aceita trocar a imagem', async () => {
    const e = await amb.novaEmpresa();
    const { id, unidadeId } = await novoProduto(amb, e);
    await definirMerchant(amb, e, 1);
    const criar = await amb.chamar('POST', '/api/produtos/create', produtoValido(unidadeId), e.token);
    expect(criar.status).toBe(403);
    const alterar = await enviarMultipart(
      amb,
      '/api/produtos/update',
      { ...produtoValido(unidadeId), id },
      png,
      e.token,
    );
    expect(alterar.status).toBe(403);
    expect(await imagemGuardada(id)).toBeUndefined();
    const imagem = await enviarMultipart(amb, '/api/produtos/add_image', { id }, png, e.token);
    expect(imagem.corpo.retorno).toEqual({
      sucesso: true,
      mensagem: 'Imagem do produto alterada com sucesso!',
    });
    expect((await imagemGuardada(id))?.tipo).toBe('image/png');
  });

  it('add_image: exige uma imagem e recusa o produto de outra empresa (404)', async () => {
    const a = await amb.novaEmpresa();
    const b = await amb.novaEmpresa();
    const { id } = await novoProduto(amb, a);
    const sem = await enviarMultipart(amb, '/api/produtos/add_image', { id }, undefined, a.token);
    expect(sem.status).toBe(400);
    const alheio = await enviarMultipart(amb, '/api/produtos/add_image', { id }, png, b.token);
    expect(alheio.status).toBe(404);
    expect(await imagemGuardada(id)).toBeUndefined();
  });
});
