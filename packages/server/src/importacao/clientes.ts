// Customers' import: check the file against the company's routes and customers, then write it in batches.
import {
  CAMPOS_TEXTO_CLIENTE,
  type CampoCliente,
  type ClienteImportado,
  COLUNAS_CLIENTES,
  COLUNAS_OBRIGATORIAS_CLIENTES,
  conferirLinhaCliente,
} from '@mascate/domain';
import type { Tx } from '../db/banco.ts';
import { clientes, rotas } from '../db/schema.ts';
import type { Linhas } from '../planilhas/leitor.ts';
import { atualizarEmLote, type ColunaLote, inserirEmLote } from './em-lote.ts';
import { type Importacao, planejarImportacao } from './planejar.ts';
import type { Plano } from './plano.ts';

type Cliente = ClienteImportado & { rotaId: number | null };

const IMPORTACAO: Importacao<CampoCliente, Cliente> = {
  colunas: COLUNAS_CLIENTES,
  obrigatorias: COLUNAS_OBRIGATORIAS_CLIENTES,
  // Routes by name (any case) or by code (id).
  cadastro: { tabela: rotas, id: rotas.id, empresaId: rotas.empresaId, nomes: [rotas.nome] },
  conferir: (c, mapaRotas) => {
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
  },
  chave: {
    coluna: 'CPF/CNPJ',
    tabela: clientes,
    id: clientes.id,
    empresaId: clientes.empresaId,
    valor: clientes.cnpjCpf,
    de: (c) => c.cnpj_cpf,
  },
  jaExiste: 'Já existe um cliente com este CPF/CNPJ: marque "Atualizar existentes" para atualizá-lo.',
};

/** Every check of every line (the route against the company's routes, the document against the file and the company's customers). */
export const planejarClientes = (tx: Tx, empresaId: number, linhas: Linhas, atualizar: boolean) =>
  planejarImportacao(tx, empresaId, linhas, atualizar, IMPORTACAO);

const COLUNAS_LOTE: ColunaLote<Cliente>[] = [
  { nome: 'rota_id', tipo: 'int', valor: (c) => c.rotaId },
  ...CAMPOS_TEXTO_CLIENTE.map((k): ColunaLote<Cliente> => ({ nome: k, tipo: 'text', valor: (c) => c[k] })),
];

/** Inserts and updates in batches; the price table is left as it is. */
export async function gravarClientes(tx: Tx, empresaId: number, plano: Plano<Cliente>): Promise<void> {
  await inserirEmLote(tx, clientes, empresaId, COLUNAS_LOTE, plano.novos);
  await atualizarEmLote(tx, clientes, empresaId, COLUNAS_LOTE, plano.atualizacoes);
}
