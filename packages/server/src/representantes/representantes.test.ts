import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EmpresaTeste } from '../../test/ambiente.ts';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { apiDoCadastro } from '../../test/chamadas.ts';
import { clientes, empresas, visitas } from '../db/schema.ts';

let rotaA: number;
let rotaA2: number;
let rotaB: number;
const amb = ambienteDoArquivo();
const a = empresaDoArquivo(amb);
const b = empresaDoArquivo(amb);
beforeAll(async () => {
  const rota = async (e: EmpresaTeste, nome: string) =>
    Number((await amb.chamar('POST', '/api/rotas/create', { nome }, e.token)).corpo.retorno.id);
  rotaA = await rota(a, 'Centro');
  rotaA2 = await rota(a, 'Bairros');
  rotaB = await rota(b, 'Rota da B');
});

const CPF = '529.982.247-25';
const { criar, ler, nomes, umDe } = apiDoCadastro(amb, 'representantes');

describe('representantes/create', () => {
  it('cadastra com rotas (objetos ou ids), documento normalizado, status 1', async () => {
    const r = await criar(a, {
      nome: 'Ana',
      email: 'ana@x.com',
      cnpj_cpf: CPF,
      rotas: [{ id: rotaA }, rotaA2],
    });
    expect(r.status).toBe(200);
    expect(r.corpo.retorno).toMatchObject({
      sucesso: true,
      mensagem: 'Representante cadastrado com sucesso!',
    });
    expect(await umDe(a, r.corpo.retorno.id)).toEqual({
      id: r.corpo.retorno.id,
      nome: 'Ana',
      email: 'ana@x.com',
      cnpj_cpf: '52998224725',
      status: '1',
      rotas: [
        { id: rotaA2, nome: 'Bairros' },
        { id: rotaA, nome: 'Centro' },
      ],
      comissao_percentual: null,
    });
  });

  it('aceita CNPJ alfanumérico e guarda em maiúsculas sem pontuação', async () => {
    const r = await criar(a, { nome: 'Alfa', email: '', cnpj_cpf: '12.abc.345/01de-35' });
    expect(r.status).toBe(200);
    expect((await umDe(a, r.corpo.retorno.id))?.cnpj_cpf).toBe('12ABC34501DE35');
  });

  it.each([
    ['dígitos verificadores errados', '529.982.247-24'],
    ['todos iguais', '111.111.111-11'],
    ['12345678909', '12345678909'],
    ['menos de 11', '5299822472'],
    ['CNPJ errado', '11.222.333/0001-82'],
    ['longo demais', '529.982.247-25.0000000'],
  ])('CPF/CNPJ inválido (%s): 400 e nada gravado', async (_caso, cnpj_cpf) => {
    const antes = await nomes(a);
    const r = await criar(a, { nome: 'Inválido', email: '', cnpj_cpf });
    expect(r.status).toBe(400);
    expect(r.corpo.retorno).toEqual({ sucesso: false, mensagem: 'CPF/CNPJ inválido!' });
    expect(await nomes(a)).toEqual(antes);
  });

  it.each([
    [{ email: 'a@b.c', cnpj_cpf: CPF }, 'Preencha todos os campos'],
    [{ nome: '', cnpj_cpf: CPF }, 'Preencha todos os campos'],
    [{ nome: 'X' }, 'Preencha todos os campos'],
    [{ nome: 'x'.repeat(151), cnpj_cpf: CPF }, 'O campo nome deve ter no máximo 150 caracteres.'],
    [
      { nome: 'X', cnpj_cpf: CPF, email: 'e'.repeat(151) },
      'O campo email deve ter no máximo 150 caracteres.',
    ],
    [{ nome: 'X', cnpj_cpf: CPF, rotas: 'Centro' }, 'O campo rotas deve ser uma lista de rotas.'],
    [{ nome: 'X', cnpj_cpf: 52998224725 }, 'CPF/CNPJ inválido!'],
  ])('recusa %j com a mensagem exata', async (corpo, mensagem) => {
    const antes = await nomes(a);
    const r = await criar(a, corpo);
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe(mensagem);
    expect(await nomes(a)).toEqual(antes);
  });

  it('rota de outra empresa: 400, nada gravado (nem o representante)', async () => {
    const antes = await nomes(a);
    const r = await criar(a, { nome: 'Intruso', cnpj_cpf: CPF, rotas: [rotaA, rotaB] });
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe(`Rota não encontrada (${rotaB}): verifique as rotas selecionadas.`);
    expect(await nomes(a)).toEqual(antes);
  });

  it('sem sessão: 401; usaMerchant diferente de 0: 403', async () => {
    expect(
      (await amb.chamar('POST', '/api/representantes/create', { nome: 'X', cnpj_cpf: CPF })).status,
    ).toBe(401);
    const m = await amb.novaEmpresa();
    await amb.banco.db.update(empresas).set({ usaMerchant: 1 }).where(eq(empresas.id, m.empresaId));
    const r = await criar(m, { nome: 'X', cnpj_cpf: CPF });
    expect(r.status).toBe(403);
    expect(await nomes(m)).toEqual([]);
  });
});

describe('representantes/read', () => {
  it('busca por nome, email ou documento (com ou sem pontuação), com total', async () => {
    const e = await amb.novaEmpresa();
    await criar(e, { nome: 'Bruno', email: 'bruno@vendas.com', cnpj_cpf: CPF });
    await criar(e, { nome: 'Carla', email: 'carla@outra.com', cnpj_cpf: '11.222.333/0001-81' });
    await criar(e, { nome: 'Daniel', email: 'dan@vendas.com', cnpj_cpf: '11144477735' });
    const busca = async (termo: string) =>
      (await ler(e, { busca: termo, limite: 10 })).registros?.map((r) => r.nome);
    expect(await busca('carl')).toEqual(['Carla']);
    expect(await busca('@VENDAS')).toEqual(['Bruno', 'Daniel']);
    expect(await busca('529.982')).toEqual(['Bruno']);
    expect(await busca('0001-81')).toEqual(['Carla']);
    const p = await ler(e, { limite: 1, deslocamento: 1 });
    expect(p.total).toBe(3);
    expect(p.registros?.map((r) => r.nome)).toEqual(['Carla']);
    expect(p.registros?.[0]).toMatchObject({ status: '1', rotas: [] });
  });

  it('não vê representantes de outra empresa (lista e read_one 404)', async () => {
    const r = await criar(b, { nome: 'Só da B', cnpj_cpf: CPF });
    expect(await nomes(a)).not.toContain('Só da B');
    const um = await amb.chamar('POST', '/api/representantes/read_one', { id: r.corpo.retorno.id }, a.token);
    expect(um.status).toBe(404);
    expect(um.corpo.retorno.mensagem).toBe('Representante não encontrado.');
  });
});

describe('representantes/update', () => {
  const corpo = (id: unknown) => ({
    id,
    status: '0',
    nome: 'Eva',
    email: 'eva@x.com',
    cnpj_cpf: CPF,
    rotas: [rotaA],
  });

  it('altera dados, status e troca as rotas', async () => {
    const { id } = (await criar(a, { nome: 'Eva antes', cnpj_cpf: CPF, rotas: [rotaA2] })).corpo.retorno;
    const r = await amb.chamar('PUT', '/api/representantes/update', corpo(id), a.token);
    expect(r.corpo.retorno).toEqual({ sucesso: true, mensagem: 'Representante alterado com sucesso!' });
    expect(await umDe(a, id)).toMatchObject({
      nome: 'Eva',
      status: '0',
      rotas: [{ id: rotaA, nome: 'Centro' }],
    });
    await amb.chamar(
      'PUT',
      '/api/representantes/update',
      { ...corpo(id), rotas: undefined, status: 1 },
      a.token,
    );
    expect(await umDe(a, id)).toMatchObject({ status: '1', rotas: [{ id: rotaA, nome: 'Centro' }] });
  });

  it.each([
    [{ status: '' }, 'Preencha todos os campos'],
    [{ status: undefined }, 'Preencha todos os campos'],
    [{ status: 2 }, 'O campo status deve ser 0 ou 1.'],
    [{ nome: ' ' }, 'Preencha todos os campos'],
    [{ email: '' }, 'Preencha todos os campos'],
    [{ cnpj_cpf: '' }, 'Preencha todos os campos'],
    [{ cnpj_cpf: '123.456.789-09' }, 'CPF/CNPJ inválido!'],
    [{ id: '' }, 'Preencha todos os campos'],
  ])('recusa %j com a mensagem exata e nada muda', async (troca, mensagem) => {
    const { id } = (await criar(a, { nome: 'Fixo', cnpj_cpf: CPF, rotas: [rotaA2] })).corpo.retorno;
    const r = await amb.chamar('PUT', '/api/representantes/update', { ...corpo(id), ...troca }, a.token);
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe(mensagem);
    expect(await umDe(a, id)).toMatchObject({ nome: 'Fixo', status: '1', rotas: [{ id: rotaA2 }] });
  });

  it('rota de outra empresa: 400 e nada muda', async () => {
    const { id } = (await criar(a, { nome: 'Gil', cnpj_cpf: CPF, rotas: [rotaA] })).corpo.retorno;
    const r = await amb.chamar(
      'PUT',
      '/api/representantes/update',
      { ...corpo(id), rotas: [rotaB] },
      a.token,
    );
    expect(r.status).toBe(400);
    expect(await umDe(a, id)).toMatchObject({ nome: 'Gil', rotas: [{ id: rotaA }] });
  });

  it('representante de outra empresa: 404 e nada muda', async () => {
    const { id } = (await criar(b, { nome: 'Hugo', cnpj_cpf: CPF })).corpo.retorno;
    const r = await amb.chamar('PUT', '/api/representantes/update', { ...corpo(id), rotas: [] }, a.token);
    expect(r.status).toBe(404);
    expect(await umDe(b, id)).toMatchObject({ nome: 'Hugo', status: '1' });
  });
});

describe('representantes/delete', () => {
  it('exclui (com as rotas) e recusa o que tem visitas (409)', async () => {
    const livre = (await criar(a, { nome: 'Livre', cnpj_cpf: CPF, rotas: [rotaA] })).corpo.retorno.id;
    const r = await amb.chamar('POST', '/api/representantes/delete', { id: livre }, a.token);
    expect(r.corpo.retorno).toEqual({ sucesso: true, mensagem: 'Representante excluído com sucesso!' });
    const ocupado = Number((await criar(a, { nome: 'Ocupado', cnpj_cpf: CPF })).corpo.retorno.id);
    const [c] = await amb.banco.db
      .insert(clientes)
      .values({ empresaId: a.empresaId, nome: 'C', cnpjCpf: '52998224725' })
      .returning();
    await amb.banco.db.insert(visitas).values({
      empresaId: a.empresaId,
      clienteId: c?.id ?? 0,
      representanteId: ocupado,
      dataHora: new Date().toISOString(),
    });
    const recusa = await amb.chamar('POST', '/api/representantes/delete', { id: ocupado }, a.token);
    expect(recusa.status).toBe(409);
    expect(recusa.corpo.retorno.mensagem).toBe(
      'Não é possível excluir o representante: ele tem 1 visita(s) registrados. Marque-o como Inativo.',
    );
    expect(await nomes(a)).toContain('Ocupado');
  });

  it('representante de outra empresa: 404 e continua existindo', async () => {
    const { id } = (await criar(b, { nome: 'Ivo', cnpj_cpf: CPF })).corpo.retorno;
    expect((await amb.chamar('POST', '/api/representantes/delete', { id }, a.token)).status).toBe(404);
    expect(await nomes(b)).toContain('Ivo');
  });
});
