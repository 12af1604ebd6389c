// Customers' import: check the file against the company's routes and customers, then write it in batches.
import {
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
import { conferirLinhas, type Linha, ordenarErros } from './conferencia.ts';
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

export async function planejarClientes(
  tx: Tx,
  empresaId: number,
  linhas: Linhas,
  atualizar: boolean,
): Promise<Plano<Cliente>> {
  const { validas, erros } = await conferirLinhas(
    linhas,
    COLUNAS_CLIENTES,
    COLUNAS_OBRIGATORIAS_CLIENTES,
    (c) => {
      const r = conferirLinhaCliente(c);
      return { dados: r.cliente, erros: r.erros };
    },
  );
  const repetidas = duplicadasNoArquivo(
    validas.map((v) => ({ linha: v.linha, chave: v.dados.cnpj_cpf })),
    'CPF/CNPJ',
    'CPF/CNPJ',
  );
  erros.push(...repetidas);
  const comErro = new Set(repetidas.map((e) => e.linha));
  const mapaRotas = await rotasPorNomeOuCodigo(tx, empresaId);
  const ja = await existentes(
    tx,
    empresaId,
    validas.map((v) => v.dados.cnpj_cpf),
  );
  const novos: Cliente[] = [];
  const atualizacoes: { id: number; dados: Cliente }[] = [];
  for (const { linha, dados } of validas as Linha<ClienteImportado>[]) {
    if (comErro.has(linha)) continue;
    const rotaId = dados.rota === '' ? null : (mapaRotas.get(dados.rota.trim().toLowerCase()) ?? undefined);
    const problemas: ErroImportacao[] = [];
    if (rotaId === undefined)
      problemas.push({
        linha,
        coluna: 'Rota',
        mensagem: `Rota não encontrada: "${dados.rota}". Use o nome ou o código de uma rota cadastrada.`,
      });
    const id = ja.get(dados.cnpj_cpf);
    if (id !== undefined && !atualizar)
      problemas.push({
        linha,
        coluna: 'CPF/CNPJ',
        mensagem: 'Já existe um cliente com este CPF/CNPJ: marque "Atualizar existentes" para atualizá-lo.',
      });
    erros.push(...problemas);
    if (problemas.length > 0 || rotaId === undefined) continue;
    if (id === undefined) novos.push({ ...dados, rotaId });
    else atualizacoes.push({ id, dados: { ...dados, rotaId } });
  }
  return { novos, atualizacoes, erros: ordenarErros(erros, COLUNAS_CLIENTES) };
}

// One array per column, each sent as a single parameter and opened by unnest(): a batch of thousands of
// rows is one short statement (no per-row placeholders for the driver or the query builder to build).
const TEXTOS = [
  'nome',
  'apelido',
  'logradouro',
  'numero',
  'cep',
  'bairro',
  'complemento',
  'cidade',
  'uf',
  'email',
  'fone1',
  'cnpj_cpf',
  'ie_rg',
] as const;

function colunas(lote: readonly Cliente[]) {
  return sql.join(
    [
      sql`${sql.param(lote.map((c) => c.rotaId))}::int[]`,
      ...TEXTOS.map((k) => sql`${sql.param(lote.map((c) => c[k]))}::text[]`),
    ],
    sql`, `,
  );
}
const NOMES = sql.raw(`rota_id, ${TEXTOS.join(', ')}`);

/** Inserts and updates in batches of unnest()ed arrays; the price table is left as it is. */
export async function gravarClientes(tx: Tx, empresaId: number, plano: Plano<Cliente>): Promise<void> {
  for (const parte of emPartes(plano.novos, 5000))
    await tx.execute(sql`insert into ${clientes} (empresa_id, ${NOMES})
      select ${empresaId}, * from unnest(${colunas(parte)})`);
  for (const parte of emPartes(plano.atualizacoes, 5000)) {
    const ids = sql`${sql.param(parte.map((a) => a.id))}::int[]`;
    await tx.execute(sql`
      update ${clientes} set (${NOMES}) = (v.rota_id, ${sql.raw(TEXTOS.map((k) => `v.${k}`).join(', '))})
      from unnest(${ids}, ${colunas(parte.map((a) => a.dados))}) as v(id, ${NOMES})
      where ${clientes.empresaId} = ${empresaId} and ${clientes.id} = v.id`);
  }
}
