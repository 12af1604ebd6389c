import { PERMISSOES, podeChamar } from '@mascate/domain';
import { describe, expect, it } from 'vitest';
import { ITENS_MENU } from '../app/menu.ts';
import { rotaDaTela } from './permissoes.ts';

describe('permissões das telas (a mesma tabela do servidor)', () => {
  it('toda tela protegida aponta para uma rota que existe na tabela de permissões', () => {
    const telas = [
      '/listar-empresas',
      '/alterar-empresas',
      '/listar-usuarios',
      '/cadastrar-usuario',
      '/alterar-produto/1',
      '/importar-clientes',
      '/listar-regras-fiscais',
      '/cadastrar-regra-fiscal',
      '/alterar-regra-fiscal/1',
      '/alterar-aliquotas-internas',
    ];
    for (const tela of telas) {
      const rota = rotaDaTela(tela);
      expect({ tela, naTabela: rota !== undefined && rota in PERMISSOES }).toEqual({ tela, naTabela: true });
    }
  });

  it('o menu do vendedor não tem configurações, cadastros de apoio nem usuários', () => {
    const doVendedor = ITENS_MENU.filter(({ rota }) => {
      const api = rotaDaTela(rota);
      return api === undefined || podeChamar('vendedor', api);
    }).map((i) => i.texto);
    // Exactly these, in the menu's order: no company settings, support registers nor users.
    expect(doVendedor.join(', ')).toBe(
      'Home, Clientes, Produtos, Pedidos, Contas a receber, Visitas, Dashboard, Relatórios, Comissões, Metas',
    );
    expect(ITENS_MENU.filter(({ rota }) => podeChamar('administrador', rotaDaTela(rota) ?? '')).length).toBe(
      ITENS_MENU.length,
    );
  });

  it('telas da carteira (clientes, pedidos, visitas) não são protegidas por papel', () => {
    for (const tela of [
      '/listar-clientes',
      '/cadastrar-clientes',
      '/alterar-pedido/3',
      '/listar-visitas',
      '/listar-produtos',
    ])
      expect(rotaDaTela(tela)).toBeUndefined();
  });
});
