// Customers' import: check the file against the company's routes and customers, then write it in batches.
import {
  CAMPOS_TEXTO_CLIENTE,
  type ClienteImportado,
  COLUNAS_CLIENTES,
  COLUNAS_OBRIGATORIAS_CLIENTES,
  conferirLinhaCliente,
  duplicadasNoArquivo,
  type ErroImportacao,
} from '@mascate/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/banco.ts';
import { clientes, rotas } from '../db/schema.ts';
import type { Linhas } from '../planilhas/leitor.ts';
import { conferirLinhas, errosDoPlano, guardarErros, type Linha } from './conferencia.ts';
import { atualizarEmLote, type ColunaLote, inserirEmLote } from './em-lote.ts';
import { emPartes, type Plano } from './plano.ts';

type Cliente = ClienteImportado & { rotaId: number | null };

/** Routes by name (any case) or by code (id). */
async function rotasPorNomeOuCodigo(tx: Tx, empresaId: number): Promise<Map<string, number>> {
  const todas = await tx
    .select({ id: rotas.id, nome: rotas.nome })
    .from(rotas)
    .where(eq(rotas.empresaId, empresaId));
  const mapa = new Map<string, number>();
  for (const r of todas) mapa.set(String(r.id), r.id);
  for (const r of todas) mapa.set(r.nome.trim().toLowerCase(), r.id);
  return mapa;
}

async function existentes(tx: Tx, empresaId: number, docs: string[]): Promise<Map<string, number>> {
  const mapa = new Map<string, number>();
  for (const parte of emPartes(docs, 20_000)) {
    const achados = await tx
      .select({ id: clientes.id, doc: clientes.cnpjCpf })
      .from(clientes)
      .where(
        and(eq(clientes.empresaId, empresaId), sql`${clientes.cnpjCpf} = any(${sql.param(parte)}::text[])`),
      );
    for (const a of achados) if (!mapa.has(a.doc)) mapa.set(a.doc, a.id);
  }
  return mapa;
}

const MSG_JA_EXISTE =
  'Já existe um cliente com este CPF/CNPJ: marque "Atualizar existentes" para atualizá-lo.';

/**
 * Every check of a line runs on it whatever else is wrong with it (issue 27): the domain's rule, the
 * route against the company's routes, the document against the file and the company's customers. So a
 * dry run lists all of a line's errors at once instead of one more on each try.
 */
export async function planejarClientes(
  tx: Tx,
  empresaId: number,
  linhas: Linhas,
  atualizar: boolean,
): Promise<Plano<Cliente>> {
  const mapaRotas = await rotasPorNomeOuCodigo(tx, empresaId);
  const lidas = await conferirLinhas(linhas, COLUNAS_CLIENTES, COLUNAS_OBRIGATORIAS_CLIENTES, (c) => {
    const r = conferirLinhaCliente(c);
    const rotaId = r.rota === '' ? null : mapaRotas.get(r.rota.trim().toLowerCase());
    const erros = [...r.erros];
    // A name over 100 characters already has its own message from the domain.
    if (rotaId === undefined && r.rota.length <= 100)
      erros.push({
        coluna: 'Rota',
        mensagem: `Rota não encontrada: "${r.rota}". Use o nome ou o código de uma rota cadastrada.`,
      });
    const dados = r.cliente && rotaId !== undefined ? { ...r.cliente, rotaId } : undefined;
    return { dados, erros, chave: r.documento };
  });
  const { validas, erros, chaves } = lidas;
  let alemDosGuardados = lidas.alemDosGuardados;
  const repetidas = duplicadasNoArquivo(chaves, 'CPF/CNPJ', 'CPF/CNPJ');
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
        existentesRecusados.push({ linha, coluna: 'CPF/CNPJ', mensagem: MSG_JA_EXISTE });
        comErro.add(linha);
      }
  alemDosGuardados += guardarErros(erros, [...repetidas, ...existentesRecusados]);
  const novos: Cliente[] = [];
  const atualizacoes: { id: number; dados: Cliente }[] = [];
  for (const { linha, dados } of validas as Linha<Cliente>[]) {
    if (comErro.has(linha)) continue;
    const id = ja.get(dados.cnpj_cpf);
    if (id === undefined) novos.push(dados);
    else atualizacoes.push({ id, dados });
  }
  return { novos, atualizacoes, ...errosDoPlano(erros, alemDosGuardados, COLUNAS_CLIENTES) };
}

const COLUNAS_LOTE: ColunaLote<Cliente>[] = [
  { nome: 'rota_id', tipo: 'int', valor: (c) => c.rotaId },
  ...CAMPOS_TEXTO_CLIENTE.map((k): ColunaLote<Cliente> => ({ nome: k, tipo: 'text', valor: (c) => c[k] })),
];

/** Inserts and updates in batches; the price table is left as it is. */
export async function gravarClientes(tx: Tx, empresaId: number, plano: Plano<Cliente>): Promise<void> {
  await inserirEmLote(tx, clientes, empresaId, COLUNAS_LOTE, plano.novos);
  await atualizarEmLote(tx, clientes, empresaId, COLUNAS_LOTE, plano.atualizacoes);
}
