import { COLUNAS_PRODUTOS } from '@mascate/domain';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { baixar, csv, exportarEImportar, importar, lerXlsx, xlsx } from '../../test/planilhas-apoio.ts';
import { definirMerchant, novaUnidade } from '../../test/produtos-apoio.ts';
import { produtos } from '../db/schema.ts';

let caixa = 0;
const CABECALHO = COLUNAS_PRODUTOS.map((c) => c.titulo);

/** The refusal of a unit the company does not have, on its line. */
const semUnidade = (linha: number, unidade: string) => ({
  linha,
  coluna: 'Unidade',
  mensagem: `Unidade não encontrada: "${unidade}". Use a sigla, a descrição ou o código de uma unidade cadastrada.`,
});

const daEmpresa = (empresaId: number) =>
  amb.banco.db.select().from(produtos).where(eq(produtos.empresaId, empresaId)).orderBy(asc(produtos.id));

const amb = ambienteDoArquivo();
const e = empresaDoArquivo(amb);
const outra = empresaDoArquivo(amb);

/** `linhas` under the header, sent as p.csv (simular 1: a dry run). */
const importarLinhas = (linhas: string[][], simular: 0 | 1, token = e.token) =>
  importar(amb, 'produtos', { nome: 'p.csv', dados: csv([CABECALHO, ...linhas]) }, { simular }, token);
beforeAll(async () => {
  await novaUnidade(amb, e, 'UN');
  caixa = await novaUnidade(amb, e, 'CX');
  await novaUnidade(amb, outra, 'KG');
});

describe('POST /api/produtos/importar', () => {
  it('cada erro de produto na sua linha e coluna; nada gravado ao confirmar', async () => {
    const r = await importarLinhas(
      [
        ['A1', 'Arroz 5kg', 'UN', '1.234,56', '10,5', 'Ativo', 'Mercadoria para Revenda'],
        ['A2', 'Preço ruim', 'UN', 'doze', '1', 'Ativo', '0'],
        ['A3', 'Unidade de outra empresa', 'KG', '1,00', '1', 'Ativo', '0'],
        ['A4', 'Tipo ruim', 'UN', '1,00', '1', 'Ativo', 'Nenhum'],
        ['A5', 'Status ruim', 'UN', '1,00', '1', 'Talvez', '0'],
        ['A1', 'Código repetido', 'UN', '1,00', '1', 'Ativo', '0'],
        ['', '', 'UN', '-1,00', '1', 'Ativo', '0'],
      ],
      0,
    );
    expect(r.status).toBe(400);
    expect(r.corpo.registros).toEqual([
      { linha: 3, coluna: 'Preço', mensagem: 'O campo preço deve ser um número.' },
      semUnidade(4, 'KG'),
      { linha: 5, coluna: 'Tipo', mensagem: 'Tipo de produto inválido.' },
      { linha: 6, coluna: 'Status', mensagem: 'O status deve ser 0 (Ativo) ou 1 (Inativo).' },
      { linha: 7, coluna: 'Código', mensagem: 'Código repetido no arquivo (já na linha 2).' },
      { linha: 8, coluna: 'Código', mensagem: 'Todos os campos devem ser preenchidos!' },
      { linha: 8, coluna: 'Descrição', mensagem: 'Todos os campos devem ser preenchidos!' },
      { linha: 8, coluna: 'Preço', mensagem: 'O campo preço não pode ser negativo.' },
    ]);
    expect(r.corpo.retorno).toMatchObject({ sucesso: false, novos: 1, erros: 8 });
    expect(await daEmpresa(e.empresaId)).toEqual([]);
  });

  it('todos os erros de uma linha de uma vez: preço, unidade e código repetido', async () => {
    const r = await importarLinhas(
      [
        ['B1', 'Feijão', 'UN', '1,00', '1', 'Ativo', '0'],
        ['B1', 'Tudo errado', 'GRANEL', 'doze', '1', 'Talvez', '0'],
      ],
      1,
    );
    expect(r.status).toBe(200);
    expect(r.corpo.registros).toEqual([
      { linha: 3, coluna: 'Código', mensagem: 'Código repetido no arquivo (já na linha 2).' },
      semUnidade(3, 'GRANEL'),
      { linha: 3, coluna: 'Preço', mensagem: 'O campo preço deve ser um número.' },
      { linha: 3, coluna: 'Status', mensagem: 'O status deve ser 0 (Ativo) ou 1 (Inativo).' },
    ]);
    expect(await daEmpresa(e.empresaId)).toEqual([]);
  });

  it('XLSX com números de verdade; unidade por sigla, descrição ou código; depois exporta igual', async () => {
    const dados = await xlsx([
      CABECALHO,
      ['B1', 'Feijão', 'un', 5.5, 3, 'Ativo', 'Mercadoria para Revenda'],
      ['B2', 'Caixa de leite', 'Unidade CX', 60, 0.25, 'Inativo', 99],
      ['B3', 'Por código', String(caixa), '1.000,00', '1.000', '0', '4'],
    ]);
    const r = await importar(amb, 'produtos', { nome: 'p.xlsx', dados }, { simular: 0 }, e.token);
    expect(r.status).toBe(200);
    expect(r.corpo.retorno).toMatchObject({ sucesso: true, novos: 3, atualizados: 0, erros: 0 });
    const salvos = await daEmpresa(e.empresaId);
    expect(salvos.map((p) => [p.codigo, p.preco, p.estoque, p.status, p.tipo])).toEqual([
      ['B1', '5.50', '3.000', 0, 0],
      ['B2', '60.00', '0.250', 1, 99],
      ['B3', '1000.00', '1000.000', 0, 4],
    ]);
    const exportado = await lerXlsx(
      (await baixar(amb, '/api/produtos/exportar?formato=xlsx', e.token)).dados,
    );
    expect(exportado).toContainEqual(['B2', 'Caixa de leite', 'CX', 60, 0.25, 'Inativo', 'Outras']);
  });

  it('exportar e importar de novo com "atualizar existentes" não muda nada', async () => {
    const antes = await daEmpresa(e.empresaId);
    const r = await exportarEImportar(amb, 'produtos', 'csv', e.token);
    expect(r.corpo.retorno).toMatchObject({ novos: 0, atualizados: 3, erros: 0 });
    expect(await daEmpresa(e.empresaId)).toEqual(antes);
  });

  it('código já cadastrado sem "atualizar existentes" é duplicado', async () => {
    const r = await importarLinhas([['B1', 'Feijão novo', 'UN', '6,00', '3', 'Ativo', '0']], 1);
    expect(r.corpo.registros).toEqual([
      {
        linha: 2,
        coluna: 'Código',
        mensagem: 'Já existe um produto com este código: marque "Atualizar existentes" para atualizá-lo.',
      },
    ]);
  });

  it('usaMerchant diferente de 0: 403 e nada gravado', async () => {
    await definirMerchant(amb, outra, 1);
    const r = await importarLinhas([['M1', 'Merchant', 'KG', '1,00', '1', 'Ativo', '0']], 0, outra.token);
    expect(r.status).toBe(403);
    expect(await daEmpresa(outra.empresaId)).toEqual([]);
  });

  it('sem sessão: 401', async () => {
    expect((await amb.chamar('GET', '/api/produtos/modelo')).status).toBe(401);
  });
});
