import { describe, expect, it } from 'vitest';
import {
  alterarTabelaPrecoSchema,
  MSG_TABELA_AJUSTE,
  MSG_TABELA_NOME,
  MSG_TABELA_VALIDADE,
  precosTabelaSchema,
  tabelaPrecoIdSchema,
  tabelaPrecoSchema,
} from './tabelas-precos.ts';

const primeiraMensagem = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('tabelaPrecoSchema', () => {
  it('aceita o mínimo e completa os padrões', () => {
    expect(tabelaPrecoSchema.parse({ nome: ' Atacado ' })).toEqual({
      nome: 'Atacado',
      ajuste_percentual: 0,
      validade_inicio: null,
      validade_fim: null,
      ativo: 1,
      itens: [],
    });
  });

  it('lê ajuste e preços como número ou texto pt-BR', () => {
    const t = tabelaPrecoSchema.parse({
      nome: 'Varejo',
      ajuste_percentual: '-10,5',
      validade_inicio: '2026-01-01',
      validade_fim: '2026-01-01',
      ativo: '0',
      itens: [{ produto_id: '3', preco: '12,34' }],
    });
    expect(t).toMatchObject({ ajuste_percentual: -10.5, ativo: 0, itens: [{ produto_id: 3, preco: 12.34 }] });
  });

  it.each([
    [{}, MSG_TABELA_NOME],
    [{ nome: '  ' }, MSG_TABELA_NOME],
    [{ nome: 'x'.repeat(101) }, 'O campo nome deve ter no máximo 100 caracteres.'],
    [{ nome: 'T', ajuste_percentual: -100.01 }, MSG_TABELA_AJUSTE],
    [{ nome: 'T', ajuste_percentual: 1000.01 }, MSG_TABELA_AJUSTE],
    [{ nome: 'T', ajuste_percentual: 1.234 }, MSG_TABELA_AJUSTE],
    [{ nome: 'T', ajuste_percentual: 'dez' }, MSG_TABELA_AJUSTE],
    [{ nome: 'T', validade_inicio: '2026-02-30' }, 'A validade inicial é inválida.'],
    [{ nome: 'T', validade_inicio: '2026-02-02', validade_fim: '2026-02-01' }, MSG_TABELA_VALIDADE],
    [{ nome: 'T', ativo: 2 }, 'O campo ativo deve ser 0 ou 1.'],
    [
      { nome: 'T', itens: [{ produto_id: 1, preco: 0 }] },
      'O preço de cada produto da tabela deve ser um número maior que zero.',
    ],
    [
      {
        nome: 'T',
        itens: [
          { produto_id: 1, preco: 1 },
          { produto_id: 1, preco: 2 },
        ],
      },
      'O produto 1 aparece mais de uma vez nos itens da tabela.',
    ],
  ])('recusa %j', (corpo, mensagem) => {
    expect(primeiraMensagem(tabelaPrecoSchema.safeParse(corpo))).toBe(mensagem);
  });

  it('aceita os extremos -100 e 1000', () => {
    expect(tabelaPrecoSchema.parse({ nome: 'T', ajuste_percentual: -100 }).ajuste_percentual).toBe(-100);
    expect(tabelaPrecoSchema.parse({ nome: 'T', ajuste_percentual: '1000' }).ajuste_percentual).toBe(1000);
  });
});

describe('alterarTabelaPrecoSchema', () => {
  it('sem itens, os itens ficam como estão (undefined)', () => {
    expect(alterarTabelaPrecoSchema.parse({ id: 1, nome: 'T' }).itens).toBeUndefined();
  });
});

describe('tabelaPrecoIdSchema e precosTabelaSchema', () => {
  it('0, vazio e null significam nenhuma tabela', () => {
    for (const v of [0, '0', '', null]) expect(tabelaPrecoIdSchema.parse(v)).toBe(0);
    expect(tabelaPrecoIdSchema.parse('7')).toBe(7);
    expect(tabelaPrecoIdSchema.safeParse(-1).success).toBe(false);
  });
  it('precos: tabela ausente é 0; no máximo 500 produtos', () => {
    expect(precosTabelaSchema.parse({})).toEqual({ tabela_preco_id: 0 });
    expect(precosTabelaSchema.parse({ contar_total: '0' }).contar_total).toBe(0);
    const muitos = Array.from({ length: 501 }, (_, i) => i + 1);
    expect(primeiraMensagem(precosTabelaSchema.safeParse({ produto_ids: muitos }))).toBe(
      'Peça os preços de no máximo 500 produtos por vez.',
    );
  });
});
