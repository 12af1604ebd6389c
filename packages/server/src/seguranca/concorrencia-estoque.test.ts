import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EmpresaTeste } from '../../test/ambiente.ts';
import { ambienteDoArquivo } from '../../test/arquivo.ts';
import { configurar, estoqueDe } from '../../test/pedidos-consultas.ts';
import { type Cadastros, pedido, semear } from '../../test/pedidos-dados.ts';
import { criar, mudar } from '../../test/pedidos-situacao-apoio.ts';
import { pedidos, produtos } from '../db/schema.ts';

// What pedidos/pedidos-concorrencia.test.ts leaves out (issue 11): orders of several units, approvals of
// quotes and edits racing for the same last units, and numbering of two companies at once. Every
// request overlaps on the real PostgreSQL; only row locks keep the counts right.
const amb = ambienteDoArquivo();

async function empresaSemVendaSemEstoque(estoque: number): Promise<{ e: EmpresaTeste; c: Cadastros }> {
  const e = await amb.novaEmpresa();
  const c = await semear(amb, e.empresaId);
  await configurar(amb, e.empresaId, { vendaSemEstoque: 0 });
  await amb.banco.db
    .update(produtos)
    .set({ estoque: String(estoque) })
    .where(eq(produtos.id, c.produto2Id));
  return { e, c };
}

const deFeijao = (c: Cadastros, qt: number) => pedido(c, [{ produto_id: c.produto2Id, qt, preco: 5.5 }]);
const criarPedido = (e: EmpresaTeste, corpo: unknown) =>
  amb.chamar('POST', '/api/pedidosvenda/create', corpo, e.token);

describe('últimas unidades disputadas ao mesmo tempo', () => {
  it('8 pedidos de 3 unidades com 10 em estoque: exatamente 3 passam e sobra 1', async () => {
    const { e, c } = await empresaSemVendaSemEstoque(10);
    const rs = await Promise.all(Array.from({ length: 8 }, () => criarPedido(e, deFeijao(c, 3))));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(3);
    for (const r of rs.filter((x) => x.status !== 200)) {
      expect(r.corpo.retorno.mensagem).toBe('Estoque insuficiente para o produto Feijão 1kg.');
    }
    expect(await estoqueDe(amb, c.produto2Id, e.empresaId)).toBe(1);
  });

  it('6 orçamentos de 2 unidades aprovados juntos com 5 em estoque: 2 aprovados, sobra 1', async () => {
    const { e, c } = await empresaSemVendaSemEstoque(5);
    const orcamentos = [];
    for (let i = 0; i < 6; i++)
      orcamentos.push(await criar(amb, e, { ...deFeijao(c, 2), situacao: 'orcamento' }));
    expect(await estoqueDe(amb, c.produto2Id, e.empresaId)).toBe(5);
    const rs = await Promise.all(orcamentos.map((id) => mudar(amb, e, { id, situacao: 'pedido' })));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(2);
    expect(await estoqueDe(amb, c.produto2Id, e.empresaId)).toBe(1);
    const situacoes = await amb.banco.db.select().from(pedidos).where(eq(pedidos.empresaId, e.empresaId));
    expect(situacoes.filter((p) => p.situacao === 'pedido')).toHaveLength(2);
  });

  it('pedidos novos e aprovações misturados por 4 unidades: exatamente 4 levam, estoque 0', async () => {
    const { e, c } = await empresaSemVendaSemEstoque(4);
    const orcamentos = [];
    for (let i = 0; i < 4; i++)
      orcamentos.push(await criar(amb, e, { ...deFeijao(c, 1), situacao: 'orcamento' }));
    const rs = await Promise.all([
      ...orcamentos.map((id) => mudar(amb, e, { id, situacao: 'pedido' })),
      ...Array.from({ length: 4 }, () => criarPedido(e, deFeijao(c, 1))),
    ]);
    expect(rs.filter((r) => r.status === 200)).toHaveLength(4);
    expect(await estoqueDe(amb, c.produto2Id, e.empresaId)).toBe(0);
  });

  it('5 pedidos de 1 alterados juntos para 3, com 4 livres: 2 alterações passam e o estoque fica em 0', async () => {
    const { e, c } = await empresaSemVendaSemEstoque(9);
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await criar(amb, e, deFeijao(c, 1)));
    expect(await estoqueDe(amb, c.produto2Id, e.empresaId)).toBe(4);
    const rs = await Promise.all(
      ids.map((id) => amb.chamar('PUT', '/api/pedidosvenda/update', { ...deFeijao(c, 3), id }, e.token)),
    );
    expect(rs.filter((r) => r.status === 200)).toHaveLength(2);
    expect(await estoqueDe(amb, c.produto2Id, e.empresaId)).toBe(0);
  });
});

describe('numeração ao mesmo tempo', () => {
  it('duas empresas criando 15 pedidos cada, intercalados: cada uma recebe 1..15 sem repetição', async () => {
    const [a, b] = [await amb.novaEmpresa(), await amb.novaEmpresa()];
    const [ca, cb] = [await semear(amb, a.empresaId), await semear(amb, b.empresaId)];
    const rs = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2
          ? criarPedido(a, { ...pedido(ca), situacao: i % 3 ? 'pedido' : 'orcamento' })
          : criarPedido(b, pedido(cb)),
      ),
    );
    expect(rs.every((r) => r.status === 200)).toBe(true);
    const numeros = (par: number) =>
      rs
        .filter((_, i) => i % 2 === par)
        .map((r) => Number(r.corpo.retorno.numero))
        .sort((x, y) => x - y);
    const um15 = Array.from({ length: 15 }, (_, i) => i + 1);
    expect({ a: numeros(1), b: numeros(0) }).toEqual({ a: um15, b: um15 });
  });
});
