// Products' spreadsheet: the same columns for export, the template and import.
import { STATUS_PRODUTO, TIPOS_PRODUTO } from '../schemas/produtos.ts';
import type { ColunaPlanilha } from './colunas.ts';

/** A product as the export reads it: preco in cents, estoque in thousandths, the unit by its abbreviation. */
export type ProdutoPlanilha = {
  codigo: string;
  descricao: string;
  unidade: string;
  preco: number;
  estoque: number;
  status: number;
  tipo: number;
};

export type CampoProduto = keyof ProdutoPlanilha;

export const nomeStatusProduto = (codigo: number) =>
  STATUS_PRODUTO.find((s) => s.codigo === codigo)?.nome ?? '';
export const nomeTipoProduto = (codigo: number) => TIPOS_PRODUTO.find((t) => t.codigo === codigo)?.nome ?? '';

type Coluna = ColunaPlanilha<ProdutoPlanilha> & { campo: CampoProduto };

export const COLUNAS_PRODUTOS: Coluna[] = [
  { titulo: 'Código', campo: 'codigo', tipo: 'texto', valor: (p) => p.codigo },
  { titulo: 'Descrição', campo: 'descricao', tipo: 'texto', valor: (p) => p.descricao },
  { titulo: 'Unidade', campo: 'unidade', tipo: 'texto', valor: (p) => p.unidade },
  { titulo: 'Preço', campo: 'preco', tipo: 'dinheiro', valor: (p) => p.preco },
  { titulo: 'Quantidade em estoque', campo: 'estoque', tipo: 'quantidade', valor: (p) => p.estoque },
  { titulo: 'Status', campo: 'status', tipo: 'texto', valor: (p) => nomeStatusProduto(p.status) },
  { titulo: 'Tipo', campo: 'tipo', tipo: 'texto', valor: (p) => nomeTipoProduto(p.tipo) },
];
