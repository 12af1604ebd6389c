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
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/banco.ts';
import { produtos, unidades } from '../db/schema.ts';
import type { Linhas } from '../planilhas/leitor.ts';
import { atualizarEmLote, type ColunaLote, inserirEmLote } from './em-lote.ts';
import { type Importacao, planejarImportacao } from './planejar.ts';
import type { Plano } from './plano.ts';

type Produto = ProdutoImportado & { unidadeId: number };

/** Units by abbreviation, description (any case) or code (id); the abbreviation wins a tie. */
async function unidadesPorNomeOuCodigo(tx: Tx, empresaId: number): Promise<Map<string, number>> {
  const todas = await tx
    .select({ id: unidades.id, sigla: unidades.sigla, descricao: unidades.descricao })
    .from(unidades)
    .where(eq(unidades.empresaId, empresaId));
  const mapa = new Map<string, number>();
  for (const u of todas) mapa.set(String(u.id), u.id);
  for (const u of todas) mapa.set(u.descricao.trim().toLowerCase(), u.id);
  for (const u of todas) mapa.set(u.sigla.trim().toLowerCase(), u.id);
  return mapa;
}

const IMPORTACAO: Importacao<CampoProduto, ProdutoImportado, number, Produto> = {
  colunas: COLUNAS_PRODUTOS,
  obrigatorias: COLUNAS_OBRIGATORIAS_PRODUTOS,
  conferir: (c) => {
    const r = conferirLinhaProduto(c);
    return { dados: r.produto, erros: r.erros };
  },
  chave: {
    titulo: 'Código',
    de: (p) => p.codigo,
    tabela: produtos,
    coluna: produtos.codigo,
    jaExiste: 'Já existe um produto com este código: marque "Atualizar existentes" para atualizá-lo.',
  },
  referencia: {
    mapa: unidadesPorNomeOuCodigo,
    resolver: (p, mapa) => mapa.get(p.unidade.trim().toLowerCase()),
    naoEncontrada: (p) => ({
      coluna: 'Unidade',
      mensagem: `Unidade não encontrada: "${p.unidade}". Use a sigla, a descrição ou o código de uma unidade cadastrada.`,
    }),
  },
  montar: (p, unidadeId) => ({ ...p, unidadeId }),
};

export const planejarProdutos = (tx: Tx, empresaId: number, linhas: Linhas, atualizar: boolean) =>
  planejarImportacao(IMPORTACAO, tx, empresaId, linhas, atualizar);

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
