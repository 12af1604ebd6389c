import { hojeSaoPaulo, mesDaData } from '@mascate/domain';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo } from '../../test/arquivo.ts';
import { pedido, semear } from '../../test/pedidos-dados.ts';
import { criar, mudar } from '../../test/pedidos-situacao-apoio.ts';

const amb = ambienteDoArquivo();

describe('pedidosvenda/resumo_mensal e a situação dos pedidos', () => {
  it('conta só pedido e faturado; orçamento e cancelado ficam de fora', async () => {
    const e = await amb.novaEmpresa();
    const c = await semear(amb, e.empresaId);
    await criar(amb, e, pedido(c)); // pedido: 20,00
    const faturado = await criar(amb, e, pedido(c, [{ produto_id: c.produtoId, qt: 3, preco: 10 }]));
    await mudar(amb, e, { id: faturado, situacao: 'faturado' });
    await criar(amb, e, { ...pedido(c), situacao: 'orcamento' });
    const cancelado = await criar(amb, e, pedido(c));
    await mudar(amb, e, { id: cancelado, situacao: 'cancelado', motivo: 'Pedido em duplicidade' });
    const orcCancelado = await criar(amb, e, { ...pedido(c), situacao: 'orcamento' });
    await mudar(amb, e, { id: orcCancelado, situacao: 'cancelado', motivo: 'Sem resposta do cliente' });

    const r = await amb.chamar('POST', '/api/pedidosvenda/resumo_mensal', {}, e.token);
    const mes = (r.corpo.registros ?? [])[mesDaData(hojeSaoPaulo()) - 1];
    expect(mes).toEqual({ mes: mesDaData(hojeSaoPaulo()), quantidade: 2, valor: 50 });
  });
});
