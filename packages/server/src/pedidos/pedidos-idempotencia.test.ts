// Issue 23: an order's idempotency key (the body's `id`) is the user's own, and the same key with another
// body is refused (409) instead of answering the old order.
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, doisRepresentantesDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { impressaoDados } from '../../test/impressao-dados.ts';
import { pedidoDe } from '../../test/matriz-papeis.ts';
import type { Cadastro } from '../../test/seguranca-dados.ts';
import { pedidos } from '../db/schema.ts';
import { MSG_CHAVE_OUTRO_CORPO } from './idempotencia.ts';

const amb = ambienteDoArquivo();
const e = empresaDoArquivo(amb);
const { a, b, vendA, vendB } = doisRepresentantesDoArquivo(amb, e);

const criar = (corpo: unknown, token: string) => amb.chamar('POST', '/api/pedidosvenda/create', corpo, token);
// pedidoDe gives each item a new random id: a body is built once and resent as it is, like a client's
// retry after a lost answer.
const comChave = (c: Cadastro, chave: string, extra: Record<string, unknown> = {}) =>
  pedidoDe(c, { id: chave, vendedor_id: 0, ...extra });
const pedidosComChave = async (chave: string) => {
  const [linha] = await amb.banco.db
    .select({ n: count() })
    .from(pedidos)
    .where(and(eq(pedidos.empresaId, e.empresaId), eq(pedidos.chaveCliente, chave)));
  return linha?.n ?? 0;
};

describe('chave de idempotência do pedido', () => {
  it('a chave que um vendedor usou não atrapalha outro: cada um grava o seu pedido (nunca 500)', async () => {
    const chave = randomUUID();
    const deA = await criar(comChave(a, chave), vendA.token);
    expect(deA.status).toBe(200);
    const corpoB = comChave(b, chave);
    const deB = await criar(corpoB, vendB.token);
    expect(deB.status).toBe(200);
    expect(deB.corpo.retorno.id).not.toBe(deA.corpo.retorno.id);
    // The administrator's key is theirs too.
    const doAdmin = await criar({ ...comChave(a, chave), vendedor_id: a.representanteId }, e.token);
    expect(doAdmin.status).toBe(200);
    expect(await pedidosComChave(chave)).toBe(3);
    // Each one's retry answers their own order.
    const deNovo = await criar(corpoB, vendB.token);
    expect(deNovo.corpo.retorno).toMatchObject({ sucesso: true, id: deB.corpo.retorno.id });
    expect(await pedidosComChave(chave)).toBe(3);
  });

  it('a mesma chave enviada ao mesmo tempo por dois vendedores: um pedido de cada', async () => {
    const chave = randomUUID();
    const [corpoA, corpoB] = [comChave(a, chave), comChave(b, chave)];
    const rs = await Promise.all([
      criar(corpoA, vendA.token),
      criar(corpoB, vendB.token),
      criar(corpoA, vendA.token),
      criar(corpoB, vendB.token),
    ]);
    expect(rs.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(rs[0]?.corpo.retorno.id).toBe(rs[2]?.corpo.retorno.id);
    expect(rs[1]?.corpo.retorno.id).toBe(rs[3]?.corpo.retorno.id);
    expect(rs[0]?.corpo.retorno.id).not.toBe(rs[1]?.corpo.retorno.id);
    expect(await pedidosComChave(chave)).toBe(2);
  });

  it('a mesma chave com outro corpo responde 409 dizendo isso, e nada é gravado', async () => {
    const chave = randomUUID();
    const corpo = comChave(a, chave);
    expect((await criar(corpo, vendA.token)).status).toBe(200);
    const antes = await impressaoDados(amb.banco, e.empresaId);
    const outro = await criar({ ...corpo, data_saida: null }, vendA.token);
    expect(outro.status).toBe(409);
    expect(outro.corpo.retorno).toMatchObject({ sucesso: false, mensagem: MSG_CHAVE_OUTRO_CORPO });
    expect(await impressaoDados(amb.banco, e.empresaId)).toEqual(antes);
  });

  it('a mesma chave com o mesmo pedido, campos em outra ordem, responde o pedido já gravado', async () => {
    const chave = randomUUID();
    const corpo = comChave(a, chave);
    const primeiro = await criar(corpo, vendA.token);
    const invertido = Object.fromEntries(Object.entries(corpo).reverse());
    const segundo = await criar(invertido, vendA.token);
    expect(segundo.status).toBe(200);
    expect(segundo.corpo.retorno.id).toBe(primeiro.corpo.retorno.id);
  });

  it('com outro corpo ao mesmo tempo: um grava, o outro recebe 409', async () => {
    const chave = randomUUID();
    const corpo = comChave(a, chave);
    const rs = await Promise.all([
      criar(corpo, vendA.token),
      criar({ ...corpo, data_saida: null }, vendA.token),
    ]);
    expect(rs.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await pedidosComChave(chave)).toBe(1);
  });
});
