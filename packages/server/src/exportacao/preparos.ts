// What each export job reads and writes, by the list's resource: the list's own export definition
// (its filters' schema, query, columns), with the job's filters parsed by that schema again.
import type { Writable } from 'node:stream';
import type { FormatoPlanilha, RecursoExportacao } from '@mascate/domain';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { type EscritorPlanilha, escritorPlanilha } from '../planilhas/escritor.ts';
import {
  exportacaoFormasPagamento,
  exportacaoRepresentantes,
  exportacaoRotas,
  exportacaoTabelasPrecos,
  exportacaoUnidades,
} from './cadastros.ts';
import { exportacaoClientes } from './clientes.ts';
import { exportacaoComissoes } from './comissoes.ts';
import type { ContextoExportacao, Exportacao } from './definicao.ts';
import { exportacaoPedidos } from './pedidos.ts';
import { exportacaoProdutos } from './produtos.ts';
import { exportacaoTitulos } from './titulos.ts';
import { exportacaoVisitas } from './visitas.ts';

/** One job's query, and its file's writer taking the raw rows, whatever the list's own row type. */
type Preparado = {
  consulta: SQL;
  escritor: (destino: Writable) => EscritorPlanilha<Record<string, unknown>>;
};

export type PreparoExportacao = {
  arquivo: string;
  preparar: (
    empresaId: number,
    filtros: Record<string, string>,
    formato: FormatoPlanilha,
    contexto: ContextoExportacao,
  ) => Preparado;
};

function preparo<Q extends z.ZodType<{ formato: FormatoPlanilha }>, T>(
  d: Exportacao<Q, T>,
): PreparoExportacao {
  return {
    arquivo: d.arquivo,
    preparar: (empresaId, filtros, formato, contexto) => ({
      consulta: d.consulta(empresaId, d.query.parse({ ...filtros, formato }), contexto),
      escritor: (destino) => {
        const e = escritorPlanilha(formato, d.colunas, destino, d.aba);
        return { escrever: (brutas) => e.escrever(brutas.map(d.linha)), fechar: () => e.fechar() };
      },
    }),
  };
}

export const PREPAROS: Record<string, PreparoExportacao | undefined> = {
  clientes: preparo(exportacaoClientes),
  produtos: preparo(exportacaoProdutos),
  pedidosvenda: preparo(exportacaoPedidos),
  visitas: preparo(exportacaoVisitas),
  representantes: preparo(exportacaoRepresentantes),
  rotas: preparo(exportacaoRotas),
  formaspagamento: preparo(exportacaoFormasPagamento),
  unidades: preparo(exportacaoUnidades),
  tabelasprecos: preparo(exportacaoTabelasPrecos),
  titulos: preparo(exportacaoTitulos),
  comissoes: preparo(exportacaoComissoes),
} satisfies Record<RecursoExportacao, PreparoExportacao>;
