// Customers' import: check the file against the company's routes and customers, then write it in batches.
import {
  CAMPOS_TEXTO_CLIENTE,
  type CampoCliente,
  type ClienteImportado,
  COLUNAS_CLIENTES,
  COLUNAS_OBRIGATORIAS_CLIENTES,
  conferirLinhaCliente,
} from '@mascate/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/banco.ts';
import { clientes, rotas } from '../db/schema.ts';
import type { Linhas } from '../planilhas/leitor.ts';
import { atualizarEmLote, type ColunaLote, inserirEmLote } from './em-lote.ts';
import { type Importacao, planejarImportacao } from './planejar.ts';
import type { Plano } from './plano.ts';

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

const IMPORTACAO: Importacao<CampoCliente, ClienteImportado, number | null, Cliente> = {
  colunas: COLUNAS_CLIENTES,
  obrigatorias: COLUNAS_OBRIGATORIAS_CLIENTES,
  conferir: (c) => {
    const r = conferirLinhaCliente(c);
    return { dados: r.cliente, erros: r.erros };
  },
  chave: {
    titulo: 'CPF/CNPJ',
    de: (c) => c.cnpj_cpf,
    tabela: clientes,
    coluna: clientes.cnpjCpf,
    jaExiste: 'Já existe um cliente com este CPF/CNPJ: marque "Atualizar existentes" para atualizá-lo.',
  },
  referencia: {
    mapa: rotasPorNomeOuCodigo,
    resolver: (c, mapa) => (c.rota === '' ? null : (mapa.get(c.rota.trim().toLowerCase()) ?? undefined)),
    naoEncontrada: (c) => ({
      coluna: 'Rota',
      mensagem: `Rota não encontrada: "${c.rota}". Use o nome ou o código de uma rota cadastrada.`,
    }),
  },
  montar: (c, rotaId) => ({ ...c, rotaId }),
};

export const planejarClientes = (tx: Tx, empresaId: number, linhas: Linhas, atualizar: boolean) =>
  planejarImportacao(IMPORTACAO, tx, empresaId, linhas, atualizar);

const COLUNAS_LOTE: ColunaLote<Cliente>[] = [
  { nome: 'rota_id', tipo: 'int', valor: (c) => c.rotaId },
  ...CAMPOS_TEXTO_CLIENTE.map((k): ColunaLote<Cliente> => ({ nome: k, tipo: 'text', valor: (c) => c[k] })),
];

/** Inserts and updates in batches; the price table is left as it is. */
export async function gravarClientes(tx: Tx, empresaId: number, plano: Plano<Cliente>): Promise<void> {
  await inserirEmLote(tx, clientes, empresaId, COLUNAS_LOTE, plano.novos);
  await atualizarEmLote(tx, clientes, empresaId, COLUNAS_LOTE, plano.atualizacoes);
}
