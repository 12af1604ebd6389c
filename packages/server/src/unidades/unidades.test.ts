import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { testarRecusas } from '../../test/recusa.ts';
import { empresas, produtos, unidades } from '../db/schema.ts';

const amb = ambienteDoArquivo();
const a = empresaDoArquivo(amb);
const b = empresaDoArquivo(amb);

const criar = (corpo: unknown, token = a.token) => amb.chamar('POST', '/api/unidades/create', corpo, token);
const alterar = (corpo: unknown, token = a.token) => amb.chamar('PUT', '/api/unidades/update', corpo, token);
const ler = (id: number, token = a.token) => amb.chamar('POST', '/api/unidades/read_one', { id }, token);
const linhasDe = (empresaId: number) =>
  amb.banco.db.select().from(unidades).where(eq(unidades.empresaId, empresaId));

async function novaUnidade(sigla: string, descricao: string, e = a): Promise<number> {
  return Number((await criar({ sigla, descricao }, e.token)).corpo.retorno.id);
}

describe('unidades/create e read_one', () => {
  it('cadastra e lê de volta', async () => {
    const r = await criar({ sigla: ' KG ', descricao: 'Quilograma ' });
    expect(r.status).toBe(200);
    expect(r.corpo.retorno).toMatchObject({ sucesso: true, mensagem: 'Unidade cadastrada com sucesso!' });
    const id = Number(r.corpo.retorno.id);
    expect((await ler(id)).corpo.registros).toEqual([{ id, sigla: 'KG', descricao: 'Quilograma' }]);
  });

  testarRecusas(
    [
      [{}, 'Todos os campos devem ser preenchidos!'],
      [{ sigla: 'UN' }, 'Todos os campos devem ser preenchidos!'],
      [{ sigla: '', descricao: 'Unidade' }, 'Todos os campos devem ser preenchidos!'],
      [{ sigla: 'UN', descricao: '  ' }, 'Todos os campos devem ser preenchidos!'],
      [{ sigla: ['UN'], descricao: 'Unidade' }, 'O campo sigla deve ser um texto.'],
      [{ sigla: 'UNIDADEGRANDE', descricao: 'Unidade' }, 'O campo sigla deve ter no máximo 10 caracteres.'],
      [{ sigla: 'UN', descricao: 'x'.repeat(101) }, 'O campo descrição deve ter no máximo 100 caracteres.'],
    ],
    criar,
    () => linhasDe(a.empresaId),
  );

  it('sem sessão responde 401', async () => {
    for (const [metodo, acao] of [
      ['POST', 'create'],
      ['POST', 'read'],
      ['POST', 'read_one'],
      ['PUT', 'update'],
      ['POST', 'delete'],
    ] as const) {
      const r = await amb.chamar(metodo, `/api/unidades/${acao}`, { id: 1, sigla: 'X', descricao: 'X' });
      expect(r.status).toBe(401);
    }
  });

  it('o id de outra empresa não é encontrado', async () => {
    const id = await novaUnidade('CX', 'Caixa de B', b);
    const r = await ler(id);
    expect(r.status).toBe(404);
    expect(r.corpo.retorno.mensagem).toBe('Unidade não encontrada.');
  });
});

describe('unidades/update', () => {
  it('altera sigla e descrição', async () => {
    const id = await novaUnidade('PC', 'Peça');
    const r = await alterar({ id, sigla: 'PÇ', descricao: 'Peças' });
    expect(r.corpo.retorno).toEqual({ sucesso: true, mensagem: 'Unidade alterada com sucesso!' });
    expect((await ler(id)).corpo.registros?.[0]).toEqual({ id, sigla: 'PÇ', descricao: 'Peças' });
  });

  it('valida como no cadastro, sem alterar nada', async () => {
    const id = await novaUnidade('LT', 'Litro');
    const r = await alterar({ id, sigla: 'LT', descricao: '' });
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe('Todos os campos devem ser preenchidos!');
    expect((await alterar({ sigla: 'LT', descricao: 'Litro' })).corpo.retorno.mensagem).toBe(
      'Identificador inválido.',
    );
    expect((await ler(id)).corpo.registros?.[0]?.descricao).toBe('Litro');
  });

  it('não altera a unidade de outra empresa', async () => {
    const id = await novaUnidade('FD', 'Fardo de B', b);
    expect((await alterar({ id, sigla: 'X', descricao: 'invadida' })).status).toBe(404);
    expect((await ler(id, b.token)).corpo.registros?.[0]?.descricao).toBe('Fardo de B');
  });
});

describe('unidades/delete', () => {
  it('exclui', async () => {
    const id = await novaUnidade('TMP', 'Temporária');
    const r = await amb.chamar('POST', '/api/unidades/delete', { id }, a.token);
    expect(r.corpo.retorno).toEqual({ sucesso: true, mensagem: 'Unidade excluída com sucesso!' });
    expect((await ler(id)).status).toBe(404);
  });

  it('não exclui a de outra empresa', async () => {
    const id = await novaUnidade('DZ', 'Dúzia de B', b);
    expect((await amb.chamar('POST', '/api/unidades/delete', { id }, a.token)).status).toBe(404);
    expect((await ler(id, b.token)).status).toBe(200);
  });

  it('recusa excluir a usada por produtos (409) e nada é excluído', async () => {
    const id = await novaUnidade('SC', 'Saco');
    await amb.banco.db
      .insert(produtos)
      .values({ empresaId: a.empresaId, codigo: 'P1', descricao: 'Arroz', unidadeId: id, preco: '10.00' });
    const r = await amb.chamar('POST', '/api/unidades/delete', { id }, a.token);
    expect(r.status).toBe(409);
    expect(r.corpo.retorno.mensagem).toBe('Não é possível excluir: esta unidade é usada por produtos.');
    expect((await ler(id)).status).toBe(200);
  });
});

describe('usaMerchant', () => {
  it('recusa cadastrar e alterar (403)', async () => {
    const c = await amb.novaEmpresa();
    const id = await novaUnidade('UN', 'Unidade', c);
    await amb.banco.db.update(empresas).set({ usaMerchant: 2 }).where(eq(empresas.id, c.empresaId));
    const criada = await criar({ sigla: 'CX', descricao: 'Caixa' }, c.token);
    expect(criada.status).toBe(403);
    expect(criada.corpo.retorno.mensagem).toMatch(/^Não é permitido cadastrar unidades/);
    expect((await alterar({ id, sigla: 'U', descricao: 'Mudou' }, c.token)).status).toBe(403);
    expect((await linhasDe(c.empresaId)).map((u) => u.descricao)).toEqual(['Unidade']);
  });
});

describe('unidades/read', () => {
  it('pagina, conta e busca por descrição ou sigla, em ordem de descrição', async () => {
    const d = await amb.novaEmpresa();
    await amb.banco.db.insert(unidades).values(
      Array.from({ length: 30 }, (_, i) => ({
        empresaId: d.empresaId,
        sigla: i < 3 ? `KG${i}` : `U${i}`,
        descricao: `${i % 2 ? 'caixa' : 'Pacote'} ${String(i).padStart(2, '0')}`,
      })),
    );
    const listar = (corpo: unknown) => amb.chamar('POST', '/api/unidades/read', corpo, d.token);
    const tudo = await listar({});
    expect(tudo.corpo.registros).toHaveLength(30);
    expect(tudo.corpo.total).toBeUndefined();
    expect(tudo.corpo.registros?.[0]).toMatchObject({ descricao: 'caixa 01', sigla: 'KG1' });

    const pagina = await listar({ limite: 25, deslocamento: 25 });
    expect(pagina.corpo.total).toBe(30);
    expect(pagina.corpo.registros).toHaveLength(5);

    expect((await listar({ busca: 'CAIXA', limite: 10 })).corpo.total).toBe(15);
    const porSigla = await listar({ busca: 'kg', limite: 10 });
    expect(porSigla.corpo.total).toBe(3);
    expect(porSigla.corpo.registros?.map((u) => u.sigla)).toEqual(['KG1', 'KG0', 'KG2']);
    expect((await listar({ limite: 101 })).status).toBe(400);
  });
});
