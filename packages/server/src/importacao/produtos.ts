// Products' import: check the file against the company's units and products, then write it in batches.
import {
  type CampoProduto,
  COLUNAS_OBRIGATORIAS_PRODUTOS,
  COLUNAS_PRODUTOS,
  centavosParaDecimal,
  conferirLinhaProduto,
  milesimosParaDecimal,
  type ProdutoImportado,
} from '@mascate/domain';
import type { Tx } from '../db/banco.ts';
import { produtos, unidades } from '../db/schema.ts';
import type { Linhas } from '../planilhas/leitor.ts';
import { atualizarEmLote, type ColunaLote, inserirEmLote } from './em-lote.ts';
import { type Importacao, planejarImportacao } from './planejar.ts';
import type { Plano } from './plano.ts';

type Produto = ProdutoImportado & { unidadeId: number };

const IMPORTACAO: Importacao<CampoProduto, Produto> = {
  colunas: COLUNAS_PRODUTOS,
  obrigatorias: COLUNAS_OBRIGATORIAS_PRODUTOS,
  // Units by description, abbreviation (any case) or code (id); the abbreviation wins a tie.
  cadastro: {
    tabela: unidades,
    id: unidades.id,
    empresaId: unidades.empresaId,
    nomes: [unidades.descricao, unidades.sigla],
  },
  conferir: (c, mapaUnidades) => {
    const r = conferirLinhaProduto(c);
    // An empty unit already has the domain's message.
    const unidadeId = r.unidade === '' ? undefined : mapaUnidades.get(r.unidade.trim().toLowerCase());
    const erros = [...r.erros];
    if (r.unidade !== '' && unidadeId === undefined)
      erros.push({
        coluna: 'Unidade',
        mensagem: `Unidade não encontrada: "${r.unidade}". Use a sigla, a descrição ou o código de uma unidade cadastrada.`,
      });
    const dados = r.produto && unidadeId !== undefined ? { ...r.produto, unidadeId } : undefined;
    return { dados, erros, chave: r.codigo };
  },
  chave: {
    coluna: 'Código',
    tabela: produtos,
    id: produtos.id,
    empresaId: produtos.empresaId,
    valor: produtos.codigo,
    de: (p) => p.codigo,
  },
  jaExiste: 'Já existe um produto com este código: marque "Atualizar existentes" para atualizá-lo.',
};

/** Every check of every line (the unit against the company's units, the code against the file and the company's products). */
export const planejarProdutos = (tx: Tx, empresaId: number, linhas: Linhas, atualizar: boolean) =>
  planejarImportacao(tx, empresaId, linhas, atualizar, IMPORTACAO);

const COLUNAS_LOTE: ColunaLote<Produto>[] = [
  { nome: 'codigo', tipo: 'text', valor: (p) => p.codigo },
  { nome: 'descricao', tipo: 'text', valor: (p) => p.descricao },
  { nome: 'unidade_id', tipo: 'int', valor: (p) => p.unidadeId },
  { nome: 'preco', tipo: 'numeric', valor: (p) => centavosParaDecimal(p.preco) },
  { nome: 'status', tipo: 'smallint', valor: (p) => p.status },
  { nome: 'estoque', tipo: 'numeric', valor: (p) => milesimosParaDecimal(p.estoque) },
  { nome: 'tipo', tipo: 'smallint', valor: (p) => p.tipo },
];

/** Inserts and updates in batches; the image and meu_id are left as they are. */
export async function gravarProdutos(tx: Tx, empresaId: number, plano: Plano<Produto>): Promise<void> {
  await inserirEmLote(tx, produtos, empresaId, COLUNAS_LOTE, plano.novos);
  await atualizarEmLote(tx, produtos, empresaId, COLUNAS_LOTE, plano.atualizacoes);
}
