import { type Empresa, formatarMoeda } from '@mascate/domain';

/** The company's sales settings the order screen applies while typing (the server checks them again). */
export type RegrasVenda = {
  /** altera_preco_pedido: 0 not allowed, 1 allowed, 2 only increase. */
  alteraPreco: 0 | 1 | 2;
  permiteDesconto: boolean;
};

export const REGRAS_LIVRES: RegrasVenda = { alteraPreco: 1, permiteDesconto: true };

/** The settings as the company's row holds them (permite_desconto 1 means 'Não permite'). */
export function regrasDaEmpresa(e: Pick<Empresa, 'altera_preco_pedido' | 'permite_desconto'>): RegrasVenda {
  return { alteraPreco: e.altera_preco_pedido, permiteDesconto: e.permite_desconto !== 1 };
}

/** 'Somente aumentar': the server's own message for a price under the table's, or null. */
export function precoAbaixoDaTabela(
  regras: RegrasVenda,
  v: { descricao: string; preco: number; preco_tabela: number },
): string | null {
  if (regras.alteraPreco !== 2 || v.preco >= v.preco_tabela) return null;
  return `O preço do produto ${v.descricao} não pode ser menor que ${formatarMoeda(v.preco_tabela)}.`;
}
