// Products' import: check the file against the company's units and products, then write it in batches.
import {
  COLUNAS_OBRIGATORIAS_PRODUTOS,
  COLUNAS_PRODUTOS,
  centavosParaDecimal,
  conferirLinhaProduto,
  duplicadasNoArquivo,
  type ErroImportacao,
  milesimosParaDecimal,
  type ProdutoImportado,
} from '@mascate/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/banco.ts';
import { produtos, unidades } from '../db/schema.ts';
import type { Linhas } from '../planilhas/leitor.ts';
import { conferirLinhas, errosDoPlano, guardarErros } from './conferencia.ts';
import { atualizarEmLote, type ColunaLote, inserirEmLote } from './em-lote.ts';
import { emPartes, type Plano } from './plano.ts';

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

async function existentes(tx: Tx, empresaId: number, codigos: string[]): Promise<Map<string, number>> {
  const mapa = new Map<string, number>();
  for (const parte of emPartes(codigos, 20_000)) {
    const achados = await tx
      .select({ id: produtos.id, codigo: produtos.codigo })
      .from(produtos)
      .where(
        and(eq(produtos.empresaId, empresaId), sql`${produtos.codigo} = any(${sql.param(parte)}::text[])`),
      );
    for (const a of achados) if (!mapa.has(a.codigo)) mapa.set(a.codigo, a.id);
  }
  return mapa;
}

const MSG_JA_EXISTE = 'Já existe um produto com este código: marque "Atualizar existentes" para atualizá-lo.';

/**
 * Every check of a line runs on it whatever else is wrong with it (issue 27): the domain's rule, the
 * unit against the company's units, the code against the file and the company's products.
 */
export async function planejarProdutos(
  tx: Tx,
  empresaId: number,
  linhas: Linhas,
  atualizar: boolean,
): Promise<Plano<Produto>> {
  const mapaUnidades = await unidadesPorNomeOuCodigo(tx, empresaId);
  const lidas = await conferirLinhas(linhas, COLUNAS_PRODUTOS, COLUNAS_OBRIGATORIAS_PRODUTOS, (c) => {
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
  });
  const { validas, erros, chaves } = lidas;
  let alemDosGuardados = lidas.alemDosGuardados;
  const repetidas = duplicadasNoArquivo(chaves, 'Código', 'Código');
  const comErro = new Set(repetidas.map((e) => e.linha));
  const ja = await existentes(
    tx,
    empresaId,
    chaves.map((c) => c.chave),
  );
  const existentesRecusados: ErroImportacao[] = [];
  if (!atualizar)
    for (const { linha, chave } of chaves)
      if (ja.has(chave) && !comErro.has(linha)) {
        existentesRecusados.push({ linha, coluna: 'Código', mensagem: MSG_JA_EXISTE });
        comErro.add(linha);
      }
  alemDosGuardados += guardarErros(erros, [...repetidas, ...existentesRecusados]);
  const novos: Produto[] = [];
  const atualizacoes: { id: number; dados: Produto }[] = [];
  for (const { linha, dados } of validas) {
    if (comErro.has(linha)) continue;
    const id = ja.get(dados.codigo);
    if (id === undefined) novos.push(dados);
    else atualizacoes.push({ id, dados });
  }
  return { novos, atualizacoes, ...errosDoPlano(erros, alemDosGuardados, COLUNAS_PRODUTOS) };
}

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
