import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { testarRecusas } from '../../test/recusa.ts';
import { clientes, empresas, formasPagamento, pedidos } from '../db/schema.ts';

const amb = ambienteDoArquivo();
const a = empresaDoArquivo(amb);
const b = empresaDoArquivo(amb);

const criar = (corpo: unknown, token = a.token) =>
  amb.chamar('POST', '/api/formaspagamento/create', corpo, token);
const ler = (id: number, token = a.token) =>
  amb.chamar('POST', '/api/formaspagamento/read_one', { id }, token);
const linhasDe = (empresaId: number) =>
  amb.banco.db.select().from(formasPagamento).where(eq(formasPagamento.empresaId, empresaId));

async function novaForma(descricao: string, parcelamento = 0, e = a): Promise<number> {
  const r = await criar({ descricao, parcelamento }, e.token);
  return Number(r.corpo.retorno.id);
}

describe('formaspagamento/create e read_one', () => {
  it('cadastra e lê de volta, com parcelamento como texto', async () => {
    const r = await criar({ descricao: '  Boleto 30 dias ', parcelamento: 1 });
    expect(r.status).toBe(200);
    expect(r.corpo.retorno).toMatchObject({
      sucesso: true,
      mensagem: 'Forma de pagamento cadastrada com sucesso!',
    });
    const lida = await ler(Number(r.corpo.retorno.id));
    expect(lida.corpo.registros).toEqual([
      { id: r.corpo.retorno.id, descricao: 'Boleto 30 dias', parcelamento: '1', prazos: '' },
    ]);
  });

  it('guarda os prazos escritos como "28/35/42 dias" normalizados e lê de volta', async () => {
    const r = await criar({ descricao: 'Boleto 28/35/42', parcelamento: 1, prazos: ' 28 / 35 / 42 dias ' });
    expect(r.status).toBe(200);
    const id = Number(r.corpo.retorno.id);
    expect((await ler(id)).corpo.registros?.[0]).toMatchObject({ prazos: '28/35/42' });
    const alterada = await amb.chamar(
      'PUT',
      '/api/formaspagamento/update',
      { id, descricao: 'Boleto à vista', parcelamento: 0, prazos: '0' },
      a.token,
    );
    expect(alterada.status).toBe(200);
    expect((await ler(id)).corpo.registros?.[0]).toMatchObject({
      descricao: 'Boleto à vista',
      prazos: 'à vista',
    });
  });

  testarRecusas(
    [
      [{}, 'O campo descrição é obrigatório.'],
      [{ descricao: '' }, 'O campo descrição é obrigatório.'],
      [{ descricao: '   ', parcelamento: 1 }, 'O campo descrição é obrigatório.'],
      [{ descricao: 5 }, 'O campo descrição deve ser um texto.'],
      [{ descricao: 'x'.repeat(151) }, 'O campo descrição deve ter no máximo 150 caracteres.'],
      [{ descricao: 'Pix', parcelamento: 'sim' }, 'O campo parcelamento deve ser 0 ou 1.'],
      [
        { descricao: 'Boleto', prazos: '28/35/x' },
        'Escreva os prazos em dias separados por barra, como 28/35/42, ou 0 para à vista.',
      ],
      [
        { descricao: 'Boleto', prazos: '42/35/28' },
        'Os prazos devem estar em ordem crescente, sem repetir dias (por exemplo 30/60/90).',
      ],
      [{ descricao: 'Boleto', prazos: '30/900' }, 'Cada prazo deve ser de 0 a 730 dias.'],
      [
        { descricao: 'Boleto', prazos: Array.from({ length: 25 }, (_, i) => i + 1).join('/') },
        'Os prazos podem ter no máximo 24 parcelas.',
      ],
      [
        { descricao: 'Boleto', prazos: 30 },
        'Escreva os prazos em dias separados por barra, como 28/35/42, ou 0 para à vista.',
      ],
    ],
    criar,
    () => linhasDe(a.empresaId),
  );

  it('sem sessão responde 401', async () => {
    expect((await amb.chamar('POST', '/api/formaspagamento/create', { descricao: 'X' })).status).toBe(401);
    expect((await amb.chamar('POST', '/api/formaspagamento/read', {})).status).toBe(401);
    expect((await amb.chamar('POST', '/api/formaspagamento/read_one', { id: 1 })).status).toBe(401);
    expect((await amb.chamar('PUT', '/api/formaspagamento/update', { id: 1, descricao: 'X' })).status).toBe(
      401,
    );
    expect((await amb.chamar('POST', '/api/formaspagamento/delete', { id: 1 })).status).toBe(401);
  });

  it('o id de outra empresa não é encontrado', async () => {
    const id = await novaForma('Cartão de B', 0, b);
    const r = await ler(id);
    expect(r.status).toBe(404);
    expect(r.corpo.retorno.mensagem).toBe('Forma de pagamento não encontrada.');
    expect(r.corpo.registros).toBeUndefined();
  });
});

describe('formaspagamento/update', () => {
  it('altera descrição e parcelamento', async () => {
    const id = await novaForma('Dinheiro');
    const r = await amb.chamar(
      'PUT',
      '/api/formaspagamento/update',
      { id, descricao: 'Espécie', parcelamento: '1' },
      a.token,
    );
    expect(r.corpo.retorno).toEqual({ sucesso: true, mensagem: 'Forma de pagamento alterada com sucesso!' });
    expect((await ler(id)).corpo.registros?.[0]).toEqual({
      id,
      descricao: 'Espécie',
      parcelamento: '1',
      prazos: '',
    });
  });

  it('valida como no cadastro, sem alterar nada', async () => {
    const id = await novaForma('Cheque');
    const r = await amb.chamar('PUT', '/api/formaspagamento/update', { id, descricao: '' }, a.token);
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe('O campo descrição é obrigatório.');
    expect((await ler(id)).corpo.registros?.[0]?.descricao).toBe('Cheque');
  });

  it('não altera a forma de outra empresa', async () => {
    const id = await novaForma('Pix de B', 0, b);
    const r = await amb.chamar('PUT', '/api/formaspagamento/update', { id, descricao: 'invadida' }, a.token);
    expect(r.status).toBe(404);
    expect((await ler(id, b.token)).corpo.registros?.[0]?.descricao).toBe('Pix de B');
  });
});

describe('formaspagamento/delete', () => {
  it('exclui', async () => {
    const id = await novaForma('Temporária');
    const r = await amb.chamar('POST', '/api/formaspagamento/delete', { id }, a.token);
    expect(r.corpo.retorno).toEqual({ sucesso: true, mensagem: 'Forma de pagamento excluída com sucesso!' });
    expect((await ler(id)).status).toBe(404);
  });

  it('não exclui a de outra empresa', async () => {
    const id = await novaForma('Fiado de B', 0, b);
    const r = await amb.chamar('POST', '/api/formaspagamento/delete', { id }, a.token);
    expect(r.status).toBe(404);
    expect((await ler(id, b.token)).status).toBe(200);
  });

  it('recusa excluir a usada em pedidos (409) e nada é excluído', async () => {
    const id = await novaForma('Usada em pedido');
    const [cliente] = await amb.banco.db
      .insert(clientes)
      .values({ empresaId: a.empresaId, nome: 'Cliente', cnpjCpf: '52998224725' })
      .returning({ id: clientes.id });
    await amb.banco.db.insert(pedidos).values({
      empresaId: a.empresaId,
      numero: 1,
      data: '2026-01-10',
      participanteId: cliente?.id ?? 0,
      formaPagamentoId: id,
      valor: '10.00',
    });
    const r = await amb.chamar('POST', '/api/formaspagamento/delete', { id }, a.token);
    expect(r.status).toBe(409);
    expect(r.corpo.retorno.mensagem).toBe(
      'Não é possível excluir: esta forma de pagamento é usada em pedidos.',
    );
    expect((await ler(id)).status).toBe(200);
  });

  it('recusa id inválido', async () => {
    const r = await amb.chamar('POST', '/api/formaspagamento/delete', { id: 'abc' }, a.token);
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe('Identificador inválido.');
  });
});

describe('usaMerchant', () => {
  it('recusa cadastrar e alterar (403), mas lê e exclui', async () => {
    const c = await amb.novaEmpresa();
    const id = await novaForma('Antes do merchant', 0, c);
    await amb.banco.db.update(empresas).set({ usaMerchant: 1 }).where(eq(empresas.id, c.empresaId));
    const criada = await criar({ descricao: 'Nova' }, c.token);
    expect(criada.status).toBe(403);
    expect(criada.corpo.retorno.mensagem).toMatch(/^Não é permitido cadastrar formas de pagamento/);
    const alterada = await amb.chamar(
      'PUT',
      '/api/formaspagamento/update',
      { id, descricao: 'Mudou' },
      c.token,
    );
    expect(alterada.status).toBe(403);
    expect((await linhasDe(c.empresaId)).map((f) => f.descricao)).toEqual(['Antes do merchant']);
    expect((await amb.chamar('POST', '/api/formaspagamento/read', {}, c.token)).status).toBe(200);
  });
});

describe('formaspagamento/read', () => {
  it('pagina, conta e busca sem diferenciar maiúsculas, em ordem de descrição', async () => {
    const d = await amb.novaEmpresa();
    await amb.banco.db.insert(formasPagamento).values(
      Array.from({ length: 30 }, (_, i) => ({
        empresaId: d.empresaId,
        descricao: `${i % 2 ? 'boleto' : 'Cartão'} ${String(i).padStart(2, '0')}`,
        parcelamento: i % 2,
      })),
    );
    const ler = (corpo: unknown) => amb.chamar('POST', '/api/formaspagamento/read', corpo, d.token);
    const tudo = await ler({});
    expect(tudo.corpo.registros).toHaveLength(30);
    expect(tudo.corpo.total).toBeUndefined();
    expect(tudo.corpo.registros?.[0]).toMatchObject({ descricao: 'boleto 01', parcelamento: '1' });

    const pagina = await ler({ limite: 10, deslocamento: 10 });
    expect(pagina.corpo.total).toBe(30);
    expect(pagina.corpo.registros?.map((r) => r.descricao)[0]).toBe('boleto 21');
    expect(pagina.corpo.registros).toHaveLength(10);

    const busca = await ler({ busca: 'BOLETO', limite: 10 });
    expect(busca.corpo.total).toBe(15);
    expect(busca.corpo.registros).toHaveLength(10);
    expect((await ler({ busca: '100%', limite: 10 })).corpo.total).toBe(0);
    expect((await ler({ limite: 0 })).status).toBe(400);
    expect((await ler({ busca: 'x'.repeat(151) })).status).toBe(400);
  });

  it('sem corpo responde tudo; não mostra a outra empresa', async () => {
    const r = await amb.chamar('POST', '/api/formaspagamento/read', undefined, b.token);
    expect(r.status).toBe(200);
    expect(r.corpo.registros?.every((f) => !String(f.descricao).includes('Boleto 30'))).toBe(true);
  });
});
