import { describe, expect, it } from 'vitest';
import { chavePodeChamar, ESCOPOS_INTEGRACAO, escopoDaRota, PERMISSOES } from './index.ts';

describe('escopoDaRota', () => {
  it.each([
    ['POST /api/pedidosvenda/read', 'pedidos:leitura'],
    ['PUT /api/pedidosvenda/read_one', 'pedidos:leitura'],
    ['POST /api/pedidosvenda/create', 'pedidos:escrita'],
    ['POST /api/pedidosvenda/situacao', 'pedidos:escrita'],
    ['GET /api/pedidosvenda/:id/pdf', 'pedidos:leitura'],
    ['POST /api/titulos/baixar', 'titulos:escrita'],
    ['GET /api/titulos/exportar', 'titulos:leitura'],
    ['POST /api/clientes/extrato', 'clientes:leitura'],
    ['GET /api/cep/:cep', 'clientes:leitura'],
    ['POST /api/relatorios/vendas', 'relatorios:leitura'],
    ['PUT /api/produtos/update', 'produtos:escrita'],
    ['POST /api/tabelasprecos/precos', 'tabelasprecos:leitura'],
  ])('%s → %s', (rota, escopo) => {
    expect(escopoDaRota(rota)).toBe(escopo);
  });

  it.each([
    'POST /api/campo/receber',
    'POST /api/campo/enviar',
    'POST /api/usuarios/read',
    'POST /api/chavesapi/create',
    'POST /api/estabelecimentos/logout',
    'PUT /api/pix/configurar',
    'POST /api/pix/gerar_webhook',
    'POST /api/desconhecida/read',
    'lixo',
  ])('%s: nenhuma chave', (rota) => {
    expect(escopoDaRota(rota)).toBeNull();
    expect(chavePodeChamar(ESCOPOS_INTEGRACAO, rota)).toBe(false);
  });

  it('toda rota da tabela de permissões que pede escopo nomeia um escopo que existe', () => {
    for (const rota of Object.keys(PERMISSOES)) {
      const e = escopoDaRota(rota);
      if (e !== null) expect(ESCOPOS_INTEGRACAO).toContain(e);
    }
  });

  it('leitura não dá escrita, nem uma área dá outra', () => {
    expect(chavePodeChamar(['pedidos:leitura'], 'POST /api/pedidosvenda/create')).toBe(false);
    expect(chavePodeChamar(['pedidos:escrita'], 'POST /api/pedidosvenda/read')).toBe(false);
    expect(chavePodeChamar(['pedidos:leitura', 'pedidos:escrita'], 'POST /api/titulos/read')).toBe(false);
    expect(chavePodeChamar(['titulos:leitura'], 'POST /api/titulos/read')).toBe(true);
  });
});
