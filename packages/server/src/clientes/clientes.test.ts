import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { apiDoCadastro } from '../../test/chamadas.ts';
import { clientes, formasPagamento, pedidos, representantes, visitas } from '../db/schema.ts';

let rotaA: number;
let rotaB: number;
const amb = ambienteDoArquivo();
const a = empresaDoArquivo(amb);
const b = empresaDoArquivo(amb);
beforeAll(async () => {
  rotaA = Number((await amb.chamar('POST', '/api/rotas/create', { nome: 'R A' }, a.token)).corpo.retorno.id);
  rotaB = Number((await amb.chamar('POST', '/api/rotas/create', { nome: 'R B' }, b.token)).corpo.retorno.id);
});

const completo = {
  rota_id: 0,
  nome: 'Mercado Boa Vista Ltda',
  apelido: 'Boa Vista',
  logradouro: 'Praça da Sé',
  numero: '10',
  cep: '01001-000',
  bairro: 'Sé',
  complemento: 'lado ímpar',
  cidade: 'São Paulo',
  uf: 'sp',
  email: 'compras@boavista.com',
  fone1: '(11) 3333-4444',
  cnpj_cpf: '529.982.247-25',
  ie_rg: 'ISENTO',
};
const { criar, ler, nomes, umDe } = apiDoCadastro(amb, 'clientes');

describe('clientes/create', () => {
  it('cadastra com todos os campos; sem rota devolve rota_id 0; documento e CEP normalizados', async () => {
    const r = await criar(a, completo);
    expect(r.corpo.retorno).toMatchObject({ sucesso: true, mensagem: 'Cliente cadastrado com sucesso!' });
    expect(await umDe(a, r.corpo.retorno.id)).toEqual({
      ...completo,
      id: r.corpo.retorno.id,
      cep: '01001000',
      uf: 'SP',
      cnpj_cpf: '52998224725',
      tabela_preco_id: 0,
      latitude: null,
      longitude: null,
      limite_credito: null,
      contribuinte_icms: 9,
    });
  });

  it('só razão social e documento; CEP curto vira 1000000; rota da empresa é aceita', async () => {
    const r = await criar(a, {
      nome: 'Mínimo',
      cnpj_cpf: '11.222.333/0001-81',
      cep: '123',
      rota_id: String(rotaA),
    });
    expect(r.status).toBe(200);
    expect(await umDe(a, r.corpo.retorno.id)).toMatchObject({ cep: '1000000', rota_id: rotaA, apelido: '' });
    const nulos = await criar(a, { nome: 'Nulos', cnpj_cpf: '11144477735', apelido: null, rota_id: null });
    expect(await umDe(a, nulos.corpo.retorno.id)).toMatchObject({ apelido: '', rota_id: 0, cep: '1000000' });
  });

  it('aceita CNPJ alfanumérico', async () => {
    const r = await criar(a, { nome: 'Alfa', cnpj_cpf: '12.ABC.345/01DE-35' });
    expect((await umDe(a, r.corpo.retorno.id))?.cnpj_cpf).toBe('12ABC34501DE35');
  });

  it.each([
    [{ nome: '' }, 'Preencha os campos obrigatórios(*)'],
    [{ nome: undefined }, 'Preencha os campos obrigatórios(*)'],
    [{ cnpj_cpf: '' }, 'Preencha os campos obrigatórios(*)'],
    [{ cnpj_cpf: undefined }, 'Preencha os campos obrigatórios(*)'],
    [{ cnpj_cpf: '529.982.247-26' }, 'CPF/CNPJ inválido!'],
    [{ cnpj_cpf: '000.000.000-00' }, 'CPF/CNPJ inválido!'],
    [{ cnpj_cpf: '12345678909' }, 'CPF/CNPJ inválido!'],
    [{ cnpj_cpf: '5299822472' }, 'CPF/CNPJ inválido!'],
    [{ cnpj_cpf: '11.111.111/1111-11' }, 'CPF/CNPJ inválido!'],
    [{ cnpj_cpf: '12.ABC.345/01DE-36' }, 'CPF/CNPJ inválido!'],
    [{ nome: 'x'.repeat(151) }, 'O campo nome deve ter no máximo 150 caracteres.'],
    [{ uf: 'SPX' }, 'O campo UF deve ter no máximo 2 caracteres.'],
    [{ email: 7 }, 'O campo email deve ser um texto.'],
    [{ cep: '0'.repeat(10) }, 'O campo cep deve ter no máximo 9 caracteres.'],
    [{ rota_id: 'abc' }, 'O campo rota_id deve ser o identificador de uma rota.'],
    [{ rota_id: -3 }, 'O campo rota_id deve ser o identificador de uma rota.'],
  ])('recusa %j com a mensagem exata e nada gravado', async (troca, mensagem) => {
    const antes = await nomes(a);
    const r = await criar(a, { ...completo, nome: 'Recusado', ...troca });
    expect(r.status).toBe(400);
    expect(r.corpo.retorno).toEqual({ sucesso: false, mensagem });
    expect(await nomes(a)).toEqual(antes);
  });

  it('rota de outra empresa: 400 e nada gravado', async () => {
    const antes = await nomes(a);
    const r = await criar(a, { ...completo, nome: 'Na rota alheia', rota_id: rotaB });
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe('Rota não encontrada: selecione uma rota cadastrada ou nenhuma.');
    expect(await nomes(a)).toEqual(antes);
  });

  it('corpo acima de 1 MB: 413; sem sessão: 401', async () => {
    const grande = await criar(a, { ...completo, obs: 'x'.repeat(1_100_000) });
    expect(grande.status).toBe(413);
    expect((await amb.chamar('POST', '/api/clientes/create', completo)).status).toBe(401);
    expect((await amb.chamar('POST', '/api/clientes/read', {})).status).toBe(401);
  });
});

describe('clientes/read', () => {
  it('busca por razão social, fantasia ou documento; pagina com total; ordena por nome', async () => {
    const e = await amb.novaEmpresa();
    await criar(e, { nome: 'Padaria Central', apelido: 'Pão Quente', cnpj_cpf: '52998224725' });
    await criar(e, { nome: 'Açougue Central', cnpj_cpf: '11.222.333/0001-81' });
    await criar(e, { nome: 'Mercearia', apelido: 'Central do Bairro', cnpj_cpf: '11144477735' });
    await criar(e, { nome: 'Outro 50%', cnpj_cpf: '12ABC34501DE35' });
    const busca = async (termo: string) =>
      (await ler(e, { busca: termo, limite: 10 })).registros?.map((r) => r.nome);
    expect(await busca('central')).toEqual(['Açougue Central', 'Mercearia', 'Padaria Central']);
    expect(await busca('pão q')).toEqual(['Padaria Central']);
    expect(await busca('529.982.247')).toEqual(['Padaria Central']);
    expect(await busca('0001-81')).toEqual(['Açougue Central']);
    expect(await busca('abc345')).toEqual(['Outro 50%']);
    expect(await busca('50%')).toEqual(['Outro 50%']);
    expect(await busca('nada assim')).toEqual([]);
    const p = await ler(e, { busca: 'central', limite: 2, deslocamento: 2 });
    expect(p.total).toBe(3);
    expect(p.registros?.map((r) => r.nome)).toEqual(['Padaria Central']);
    // A later page of the same search may decline the count (the list screen does): same rows, no total.
    const semTotal = await ler(e, { busca: 'central', limite: 2, deslocamento: 2, contar_total: 0 });
    expect(semTotal.registros?.map((r) => r.nome)).toEqual(['Padaria Central']);
    expect(semTotal).not.toHaveProperty('total');
    expect((await ler(e)).registros).toHaveLength(4);
  });

  it('contar_total que não é 0 nem 1 é recusado', async () => {
    const r = await amb.chamar('POST', '/api/clientes/read', { limite: 10, contar_total: 2 }, a.token);
    expect(r.status).toBe(400);
    expect(r.corpo.retorno).toEqual({ sucesso: false, mensagem: 'O campo contar_total deve ser 0 ou 1.' });
  });

  it('não vê clientes de outra empresa', async () => {
    const r = await criar(b, { ...completo, nome: 'Só da B' });
    expect(await nomes(a)).not.toContain('Só da B');
    const um = await amb.chamar('POST', '/api/clientes/read_one', { id: r.corpo.retorno.id }, a.token);
    expect(um.status).toBe(404);
    expect(um.corpo.retorno).toEqual({ sucesso: false, mensagem: 'Cliente não encontrado.' });
  });
});

describe('clientes/update', () => {
  it('altera todos os campos, inclusive retirar a rota', async () => {
    const { id } = (await criar(a, { ...completo, nome: 'Antigo', rota_id: rotaA })).corpo.retorno;
    const r = await amb.chamar(
      'PUT',
      '/api/clientes/update',
      { ...completo, id, nome: 'Novo', rota_id: 0 },
      a.token,
    );
    expect(r.corpo.retorno).toEqual({ sucesso: true, mensagem: 'Cliente alterado com sucesso!' });
    expect(await umDe(a, id)).toMatchObject({ nome: 'Novo', rota_id: 0 });
  });

  it.each([
    [{ nome: '' }, 'Preencha os campos obrigatórios(*)'],
    [{ cnpj_cpf: '123' }, 'CPF/CNPJ inválido!'],
  ])('recusa %j e nada muda', async (troca, mensagem) => {
    const { id } = (await criar(a, { ...completo, nome: 'Intacto' })).corpo.retorno;
    const r = await amb.chamar('PUT', '/api/clientes/update', { ...completo, id, ...troca }, a.token);
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe(mensagem);
    expect((await umDe(a, id))?.nome).toBe('Intacto');
  });

  it('cliente de outra empresa: 404; rota de outra empresa: 400; nada muda', async () => {
    const daB = (await criar(b, { ...completo, nome: 'Cliente B' })).corpo.retorno.id;
    const r = await amb.chamar(
      'PUT',
      '/api/clientes/update',
      { ...completo, id: daB, nome: 'Tomado' },
      a.token,
    );
    expect(r.status).toBe(404);
    expect((await umDe(b, daB))?.nome).toBe('Cliente B');
    const meu = (await criar(a, { ...completo, nome: 'Meu' })).corpo.retorno.id;
    const r2 = await amb.chamar(
      'PUT',
      '/api/clientes/update',
      { ...completo, id: meu, rota_id: rotaB },
      a.token,
    );
    expect(r2.status).toBe(400);
    expect((await umDe(a, meu))?.rota_id).toBe(0);
  });
});

describe('clientes/delete', () => {
  it('exclui um cliente sem pedidos nem visitas', async () => {
    const { id } = (await criar(a, { ...completo, nome: 'Some' })).corpo.retorno;
    const r = await amb.chamar('POST', '/api/clientes/delete', { id }, a.token);
    expect(r.corpo.retorno).toEqual({ sucesso: true, mensagem: 'Cliente excluído com sucesso!' });
    expect(await nomes(a)).not.toContain('Some');
  });

  it('recusa (409) o cliente com pedidos e visitas, e nada é excluído', async () => {
    const id = Number((await criar(a, { ...completo, nome: 'Com histórico' })).corpo.retorno.id);
    const db = amb.banco.db;
    const [rep] = await db
      .insert(representantes)
      .values({ empresaId: a.empresaId, nome: 'R', cnpjCpf: '52998224725' })
      .returning();
    await db.insert(visitas).values({
      empresaId: a.empresaId,
      clienteId: id,
      representanteId: rep?.id ?? 0,
      dataHora: new Date().toISOString(),
    });
    const [fp] = await db
      .insert(formasPagamento)
      .values({ empresaId: a.empresaId, descricao: 'PIX' })
      .returning();
    await db.insert(pedidos).values({
      empresaId: a.empresaId,
      numero: 1,
      data: '2026-01-10',
      participanteId: id,
      formaPagamentoId: fp?.id ?? null,
      valor: '10.00',
    });
    const r = await amb.chamar('POST', '/api/clientes/delete', { id }, a.token);
    expect(r.status).toBe(409);
    expect(r.corpo.retorno.mensagem).toBe(
      'Não é possível excluir o cliente: ele tem 1 pedido(s) e 1 visita(s) registrados.',
    );
    expect(await db.select().from(clientes)).toEqual(
      expect.arrayContaining([expect.objectContaining({ id })]),
    );
  });

  it('cliente de outra empresa: 404 e continua existindo', async () => {
    const { id } = (await criar(b, { ...completo, nome: 'Resiste' })).corpo.retorno;
    expect((await amb.chamar('POST', '/api/clientes/delete', { id }, a.token)).status).toBe(404);
    expect(await nomes(b)).toContain('Resiste');
  });
});
