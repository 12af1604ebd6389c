import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { apiDoCadastro } from '../../test/chamadas.ts';
import { clientes, empresas, representantes, representantesRotas } from '../db/schema.ts';

const amb = ambienteDoArquivo();
const a = empresaDoArquivo(amb);
const b = empresaDoArquivo(amb);

const { criar, ler, nomes } = apiDoCadastro(amb, 'rotas');

describe('rotas/create', () => {
  it('cadastra com os dias da semana e devolve o id', async () => {
    const r = await criar(a, { nome: 'Centro', descricao: 'Zona central', dias_semana_venda: '0101010' });
    expect(r.status).toBe(200);
    expect(r.corpo.retorno).toMatchObject({ sucesso: true, mensagem: 'Rota cadastrada com sucesso!' });
    const lida = await amb.chamar('PUT', '/api/rotas/read_one', { id: r.corpo.retorno.id }, a.token);
    expect(lida.corpo.registros?.[0]).toEqual({
      id: r.corpo.retorno.id,
      nome: 'Centro',
      descricao: 'Zona central',
      dias_semana_venda: '0101010',
      tabela_preco_id: 0,
    });
  });

  it('sem dias grava 0000000 e aceita descrição ausente', async () => {
    const r = await criar(a, { nome: 'Sem dias' });
    const lida = await amb.chamar('POST', '/api/rotas/read_one', { id: r.corpo.retorno.id }, a.token);
    expect(lida.corpo.registros?.[0]).toMatchObject({ descricao: '', dias_semana_venda: '0000000' });
  });

  it.each([
    [{ descricao: 'x' }, 'Informe o nome da rota.'],
    [{ nome: '   ' }, 'Informe o nome da rota.'],
    [{ nome: 12 }, 'O campo nome deve ser um texto.'],
    [{ nome: 'x'.repeat(101) }, 'O campo nome deve ter no máximo 100 caracteres.'],
    [{ nome: 'X', descricao: 'd'.repeat(256) }, 'O campo descrição deve ter no máximo 255 caracteres.'],
    [
      { nome: 'X', dias_semana_venda: '01' },
      'O campo dias_semana_venda deve ter 7 caracteres 0 ou 1, começando no domingo.',
    ],
    [
      { nome: 'X', dias_semana_venda: '0120000' },
      'O campo dias_semana_venda deve ter 7 caracteres 0 ou 1, começando no domingo.',
    ],
  ])('recusa %j com a mensagem exata e não grava', async (corpo, mensagem) => {
    const antes = await nomes(a);
    const r = await criar(a, corpo);
    expect(r.status).toBe(400);
    expect(r.corpo.retorno).toEqual({ sucesso: false, mensagem });
    expect(await nomes(a)).toEqual(antes);
  });

  it('sem sessão: 401', async () => {
    const r = await amb.chamar('POST', '/api/rotas/create', { nome: 'X' });
    expect(r.status).toBe(401);
    expect(r.corpo.retorno.sucesso).toBe(false);
  });

  it('usaMerchant diferente de 0 recusa cadastrar e alterar (403), mas permite excluir', async () => {
    const m = await amb.novaEmpresa();
    const criada = await criar(m, { nome: 'Antes do merchant' });
    await amb.banco.db.update(empresas).set({ usaMerchant: 1 }).where(eq(empresas.id, m.empresaId));
    const c = await criar(m, { nome: 'Nova' });
    expect(c.status).toBe(403);
    expect(c.corpo.retorno.mensagem).toMatch(/^Não é permitido cadastrar rotas/);
    const u = await amb.chamar(
      'PUT',
      '/api/rotas/update',
      { id: criada.corpo.retorno.id, nome: 'Y' },
      m.token,
    );
    expect(u.status).toBe(403);
    expect(await nomes(m)).toEqual(['Antes do merchant']);
    const d = await amb.chamar('POST', '/api/rotas/delete', { id: criada.corpo.retorno.id }, m.token);
    expect(d.status).toBe(200);
  });
});

describe('rotas/read', () => {
  it('busca por nome sem diferenciar maiúsculas, pagina e informa o total', async () => {
    const e = await amb.novaEmpresa();
    for (const nome of ['Norte 1', 'Norte 2', 'Norte 3', 'Sul', 'Nordeste']) await criar(e, { nome });
    const tudo = await ler(e);
    expect(tudo.registros?.map((r) => r.nome)).toEqual(['Nordeste', 'Norte 1', 'Norte 2', 'Norte 3', 'Sul']);
    expect(tudo.total).toBeUndefined();
    const p = await ler(e, { busca: 'NORTE', limite: 2, deslocamento: 1 });
    expect(p.total).toBe(3);
    expect(p.registros?.map((r) => r.nome)).toEqual(['Norte 2', 'Norte 3']);
    expect((await ler(e, { busca: '%' })).registros).toEqual([]);
  });

  it('não mostra rotas de outra empresa', async () => {
    const r = await criar(b, { nome: 'Só da B' });
    expect(await nomes(a)).not.toContain('Só da B');
    const um = await amb.chamar('PUT', '/api/rotas/read_one', { id: r.corpo.retorno.id }, a.token);
    expect(um.status).toBe(404);
    expect(um.corpo.retorno).toEqual({ sucesso: false, mensagem: 'Rota não encontrada.' });
  });

  it('recusa limite fora da faixa', async () => {
    const r = await amb.chamar('POST', '/api/rotas/read', { limite: 1000 }, a.token);
    expect(r.status).toBe(400);
  });
});

describe('rotas/update', () => {
  it('altera nome e descrição e mantém os dias quando não enviados', async () => {
    const { id } = (await criar(a, { nome: 'Velha', dias_semana_venda: '1000001' })).corpo.retorno;
    const r = await amb.chamar('PUT', '/api/rotas/update', { id, nome: 'Nova', descricao: 'd' }, a.token);
    expect(r.corpo.retorno).toEqual({ sucesso: true, mensagem: 'Rota alterada com sucesso!' });
    const lida = await amb.chamar('PUT', '/api/rotas/read_one', { id }, a.token);
    expect(lida.corpo.registros?.[0]).toMatchObject({
      nome: 'Nova',
      descricao: 'd',
      dias_semana_venda: '1000001',
    });
    await amb.chamar('PUT', '/api/rotas/update', { id, nome: 'Nova', dias_semana_venda: '0111110' }, a.token);
    const relida = await amb.chamar('PUT', '/api/rotas/read_one', { id }, a.token);
    expect(relida.corpo.registros?.[0]?.dias_semana_venda).toBe('0111110');
  });

  it('rota de outra empresa: 404 e nada muda', async () => {
    const { id } = (await criar(b, { nome: 'Da B' })).corpo.retorno;
    const r = await amb.chamar('PUT', '/api/rotas/update', { id, nome: 'Invadida' }, a.token);
    expect(r.status).toBe(404);
    expect(await nomes(b)).toContain('Da B');
    expect(await nomes(b)).not.toContain('Invadida');
  });

  it('id inválido: 400', async () => {
    const r = await amb.chamar('PUT', '/api/rotas/update', { id: 'abc', nome: 'X' }, a.token);
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe('Identificador inválido.');
  });
});

describe('rotas/delete', () => {
  it('exclui uma rota sem uso', async () => {
    const { id } = (await criar(a, { nome: 'Descartável' })).corpo.retorno;
    const r = await amb.chamar('POST', '/api/rotas/delete', { id }, a.token);
    expect(r.corpo.retorno).toEqual({ sucesso: true, mensagem: 'Rota excluída com sucesso!' });
    expect(await nomes(a)).not.toContain('Descartável');
  });

  it('recusa (409) a rota usada por clientes ou representantes, e nada é excluído', async () => {
    const id = Number((await criar(a, { nome: 'Em uso' })).corpo.retorno.id);
    await amb.banco.db
      .insert(clientes)
      .values({ empresaId: a.empresaId, nome: 'Cliente', cnpjCpf: '52998224725', rotaId: id });
    const [rep] = await amb.banco.db
      .insert(representantes)
      .values({ empresaId: a.empresaId, nome: 'Rep', cnpjCpf: '52998224725' })
      .returning();
    await amb.banco.db
      .insert(representantesRotas)
      .values({ empresaId: a.empresaId, representanteId: rep?.id ?? 0, rotaId: id });
    const r = await amb.chamar('POST', '/api/rotas/delete', { id }, a.token);
    expect(r.status).toBe(409);
    expect(r.corpo.retorno.mensagem).toBe(
      'Não é possível excluir a rota: ela está vinculada a 1 cliente(s) e 1 representante(s). Retire a rota deles antes de excluí-la.',
    );
    expect(await nomes(a)).toContain('Em uso');
  });

  it('rota de outra empresa: 404 e continua existindo', async () => {
    const { id } = (await criar(b, { nome: 'Protegida' })).corpo.retorno;
    const r = await amb.chamar('POST', '/api/rotas/delete', { id }, a.token);
    expect(r.status).toBe(404);
    expect(await nomes(b)).toContain('Protegida');
  });
});
