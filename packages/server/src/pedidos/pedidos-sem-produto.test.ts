import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, cadastrosDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { contarPedidos } from '../../test/pedidos-consultas.ts';
import { pedido } from '../../test/pedidos-dados.ts';

const amb = ambienteDoArquivo();
const emp = empresaDoArquivo(amb);
const c = cadastrosDoArquivo(amb, emp);

// A contract run found 'Identificador inválido.' here; the spec's message for an item without a product is this.
describe('pedidosvenda/create com um item sem produto', () => {
  it.each([
    ['sem produto_id', undefined],
    ['produto_id 0', 0],
    ['produto_id vazio', ''],
    ['produto_id nulo', null],
  ])('%s: 400 "Insira um produto para continuar!" e nada gravado', async (_caso, produtoId) => {
    const p = pedido(c);
    const [item] = p.produtos ?? [];
    const { produto_id: _, ...semProduto } = item ?? { produto_id: 0 };
    const corpo = {
      ...p,
      produtos: [produtoId === undefined ? semProduto : { ...semProduto, produto_id: produtoId }],
    };
    const antes = await contarPedidos(amb, emp.empresaId);
    const r = await amb.chamar('POST', '/api/pedidosvenda/create', corpo, emp.token);
    expect(r).toEqual({
      status: 400,
      corpo: { retorno: { sucesso: false, mensagem: 'Insira um produto para continuar!' } },
    });
    expect(await contarPedidos(amb, emp.empresaId)).toBe(antes);
  });
});
