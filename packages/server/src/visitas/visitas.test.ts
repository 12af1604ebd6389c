import { beforeAll, describe, expect, it } from 'vitest';
import type { EmpresaTeste } from '../../test/ambiente.ts';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { apiDoCadastro } from '../../test/chamadas.ts';

type Cadastros = { cliente: number; fantasia: number; rep: number };
let ca: Cadastros;
let cb: Cadastros;

async function cadastros(e: EmpresaTeste, sufixo: string): Promise<Cadastros> {
  const id = async (url: string, corpo: Record<string, unknown>) =>
    Number((await amb.chamar('POST', url, corpo, e.token)).corpo.retorno.id);
  return {
    cliente: await id('/api/clientes/create', { nome: `Razão ${sufixo}`, cnpj_cpf: '52998224725' }),
    fantasia: await id('/api/clientes/create', {
      nome: `Outra ${sufixo}`,
      apelido: `Loja ${sufixo}`,
      cnpj_cpf: '11144477735',
    }),
    rep: await id('/api/representantes/create', { nome: `Vendedor ${sufixo}`, cnpj_cpf: '52998224725' }),
  };
}

const amb = ambienteDoArquivo();
const a = empresaDoArquivo(amb);
const b = empresaDoArquivo(amb);
beforeAll(async () => {
  ca = await cadastros(a, 'A');
  cb = await cadastros(b, 'B');
});

const { criar, ler } = apiDoCadastro(amb, 'visitas');

describe('visitas/create e read', () => {
  it('registra e lista pelo dia de São Paulo, inclusive nos dois extremos', async () => {
    const e = await amb.novaEmpresa();
    const c = await cadastros(e, 'E');
    // 23:30 in São Paulo on the 9th is already the 10th in UTC; it belongs to the 9th.
    await criar(e, {
      cliente_id: c.cliente,
      representante_id: c.rep,
      obs: 'noite',
      data_hora: '2026-03-09 23:30:00',
    });
    await criar(e, {
      cliente_id: c.fantasia,
      representante_id: c.rep,
      obs: 'manhã',
      data_hora: '2026-03-10T00:10:00-03:00',
    });
    await criar(e, {
      cliente_id: c.cliente,
      representante_id: c.rep,
      obs: 'depois',
      data_hora: '2026-03-11T03:00:00Z',
    });
    const dia9 = await ler(e, { data_ini: '2026-03-09', data_fin: '2026-03-09' });
    expect(dia9.registros?.map((v) => v.obs)).toEqual(['noite']);
    expect(dia9.registros?.[0]).toMatchObject({
      cliente: { nome: 'Razão E', fantasia: '' },
      representante: { nome: 'Vendedor E' },
      data_hora: '2026-03-10T02:30:00Z',
    });
    const periodo = await ler(e, { data_ini: '2026-03-09', data_fin: '2026-03-10' });
    expect(periodo.registros?.map((v) => v.obs)).toEqual(['manhã', 'noite']);
    expect(
      (await ler(e, { data_ini: '2026-03-11', data_fin: '2026-03-11' })).registros?.map((v) => v.obs),
    ).toEqual(['depois']);
  });

  it('sem data_hora registra agora; busca por fantasia, razão ou representante com total', async () => {
    const r = await criar(a, { cliente_id: ca.fantasia, representante_id: String(ca.rep), obs: 'hoje' });
    expect(r.corpo.retorno).toMatchObject({ sucesso: true, mensagem: 'Visita registrada com sucesso!' });
    await criar(a, { cliente_id: ca.cliente, representante_id: ca.rep });
    const hoje = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
    const periodo = { data_ini: hoje, data_fin: hoje };
    const total = async (busca: string) => (await ler(a, { ...periodo, busca, limite: 10 })).total;
    expect(await total('loja a')).toBe(1);
    expect(await total('RAZÃO A')).toBe(1);
    // Accents and case folded both ways (issue 25): the stored 'Razão A' is found without its accent.
    expect(await total('razao a')).toBe(1);
    expect(await total('RAZAO A')).toBe(1);
    expect(await total('vendedor')).toBe(2);
    expect(await total('ninguém')).toBe(0);
    const p = await ler(a, { ...periodo, limite: 1, deslocamento: 1 });
    expect(p.total).toBe(2);
    expect(p.registros).toHaveLength(1);
  });

  it.each([
    [{}, 'Informe a data inicial e final (aaaa-mm-dd).'],
    [{ data_ini: '2026-02-30', data_fin: '2026-03-01' }, 'Informe a data inicial e final (aaaa-mm-dd).'],
    [{ data_ini: '10/03/2026', data_fin: '2026-03-10' }, 'Informe a data inicial e final (aaaa-mm-dd).'],
  ])('read recusa %j', async (corpo, mensagem) => {
    const r = await amb.chamar('POST', '/api/visitas/read', corpo, a.token);
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe(mensagem);
  });

  it.each([
    [{ cliente_id: 'x' }, 'Identificador inválido.'],
    [{ obs: 'o'.repeat(1001) }, 'O campo obs deve ter no máximo 1000 caracteres.'],
    [{ data_hora: 'ontem' }, 'O campo data_hora deve ser uma data e hora (aaaa-mm-dd hh:mm:ss).'],
    [{ data_hora: '2026-13-01 10:00' }, 'O campo data_hora deve ser uma data e hora (aaaa-mm-dd hh:mm:ss).'],
  ])('create recusa %j e nada grava', async (troca, mensagem) => {
    const periodo = { data_ini: '2024-06-01', data_fin: '2029-05-31', limite: 1 };
    const antes = (await ler(a, periodo)).total;
    const r = await criar(a, {
      cliente_id: ca.cliente,
      representante_id: ca.rep,
      data_hora: '2026-01-01 10:00',
      ...troca,
    });
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe(mensagem);
    expect((await ler(a, periodo)).total).toBe(antes);
  });

  it('cliente ou representante de outra empresa: 400 e nada gravado em nenhuma das duas', async () => {
    const periodo = { data_ini: '2024-06-01', data_fin: '2029-05-31', limite: 1 };
    const antesA = (await ler(a, periodo)).total;
    const antesB = (await ler(b, periodo)).total;
    const r1 = await criar(a, { cliente_id: cb.cliente, representante_id: ca.rep });
    expect(r1.status).toBe(400);
    expect(r1.corpo.retorno.mensagem).toBe('Cliente não encontrado: informe um cliente cadastrado.');
    const r2 = await criar(a, { cliente_id: ca.cliente, representante_id: cb.rep });
    expect(r2.status).toBe(400);
    expect(r2.corpo.retorno.mensagem).toBe(
      'Representante não encontrado: informe um representante cadastrado.',
    );
    expect((await ler(a, periodo)).total).toBe(antesA);
    expect((await ler(b, periodo)).total).toBe(antesB);
  });

  it('sem sessão: 401', async () => {
    expect(
      (await amb.chamar('POST', '/api/visitas/read', { data_ini: '2026-01-01', data_fin: '2026-01-01' }))
        .status,
    ).toBe(401);
    expect(
      (await amb.chamar('POST', '/api/visitas/create', { cliente_id: 1, representante_id: 1 })).status,
    ).toBe(401);
    expect((await amb.chamar('POST', '/api/visitas/delete', { id: 1 })).status).toBe(401);
  });
});

describe('visitas/delete', () => {
  it('exclui a visita; a de outra empresa dá 404 e continua lá', async () => {
    const periodo = { data_ini: '2025-05-05', data_fin: '2025-05-05' };
    const minha = (
      await criar(a, { cliente_id: ca.cliente, representante_id: ca.rep, data_hora: '2025-05-05 09:00' })
    ).corpo.retorno.id;
    const alheia = (
      await criar(b, { cliente_id: cb.cliente, representante_id: cb.rep, data_hora: '2025-05-05 09:00' })
    ).corpo.retorno.id;
    const r = await amb.chamar('POST', '/api/visitas/delete', { id: minha }, a.token);
    expect(r.corpo.retorno).toEqual({ sucesso: true, mensagem: 'Visita excluída com sucesso!' });
    expect((await ler(a, periodo)).registros).toEqual([]);
    const r2 = await amb.chamar('POST', '/api/visitas/delete', { id: alheia }, a.token);
    expect(r2.status).toBe(404);
    expect(r2.corpo.retorno.mensagem).toBe('Visita não encontrada.');
    expect((await ler(b, periodo)).registros).toHaveLength(1);
  });
});
