// A list's export as a background job (issue 42): the request stores what to export and answers at once
// with the job's id; the screen follows its progress and downloads the file when it is ready.
import { z } from 'zod';
import { exportarComissoesQuery } from './comissoes.ts';
import { envelopeRegistros, envelopeRetorno, idCriado } from './envelope.ts';
import {
  exportarPedidosQuery,
  exportarQuery,
  exportarVisitasQuery,
  formatoPlanilha,
  RECURSOS_EXPORTAVEIS,
} from './planilhas.ts';
import { exportarTitulosQuery } from './titulos.ts';

/** The lists whose export runs as a job: every list's (RECURSOS_EXPORTAVEIS) and the commissions'. */
export const RECURSOS_EXPORTACAO = [...RECURSOS_EXPORTAVEIS, 'comissoes'] as const;
export type RecursoExportacao = (typeof RECURSOS_EXPORTACAO)[number];

/** Each list's filters, the same query string its `GET /api/{recurso}/exportar` reads. */
export const FILTROS_EXPORTACAO = {
  clientes: exportarQuery,
  produtos: exportarQuery,
  pedidosvenda: exportarPedidosQuery,
  visitas: exportarVisitasQuery,
  representantes: exportarQuery,
  rotas: exportarQuery,
  formaspagamento: exportarQuery,
  unidades: exportarQuery,
  tabelasprecos: exportarQuery,
  titulos: exportarTitulosQuery,
  comissoes: exportarComissoesQuery,
} as const satisfies Record<RecursoExportacao, z.ZodType>;

/** How many filters a job carries at most (the lists have up to eight). */
const MAXIMO_FILTROS = 20;

/** A filter's value as the query string would carry it. */
const valorFiltro = z.union([
  z.string().max(200, { error: 'Cada filtro deve ter no máximo 200 caracteres.' }),
  z.number(),
]);

/** The filters as text, as a query string carries them: what each list's export schema reads. */
export const filtrosComoTexto = (f: Record<string, string | number>): Record<string, string> =>
  Object.fromEntries(Object.entries(f).map(([k, v]) => [k, String(v)]));

/**
 * exportacoes/create: the list, the format and the list's filters, checked by that list's own export
 * schema (the messages of `GET /api/{recurso}/exportar`), so a job never starts with a bad filter.
 */
export const criarExportacaoSchema = z
  .object({
    recurso: z.enum(RECURSOS_EXPORTACAO, { error: 'Esta lista não tem exportação.' }),
    formato: formatoPlanilha,
    filtros: z
      .record(z.string().max(40, { error: 'Filtro desconhecido.' }), valorFiltro)
      .refine((f) => Object.keys(f).length <= MAXIMO_FILTROS, {
        error: `A exportação aceita no máximo ${MAXIMO_FILTROS} filtros.`,
      })
      .default({}),
  })
  .superRefine((c, ctx) => {
    const lido = FILTROS_EXPORTACAO[c.recurso].safeParse({
      ...filtrosComoTexto(c.filtros),
      formato: c.formato,
    });
    if (lido.success) return;
    for (const i of lido.error.issues)
      ctx.addIssue({ code: 'custom', message: i.message, path: ['filtros', ...i.path.map(String)] });
  });
export type CriarExportacao = z.output<typeof criarExportacaoSchema>;

export const SITUACOES_EXPORTACAO = ['na_fila', 'gerando', 'pronta', 'falhou'] as const;
export type SituacaoExportacao = (typeof SITUACOES_EXPORTACAO)[number];

export const exportacaoLidaSchema = z.object({
  id: z.number().int(),
  recurso: z.enum(RECURSOS_EXPORTACAO),
  formato: z.enum(['csv', 'xlsx']),
  situacao: z.enum(SITUACOES_EXPORTACAO),
  /** 0 to 100: the rows written of the rows the list had when the job started. */
  progresso: z.number().int().min(0).max(100),
  linhas: z.number().int(),
  total: z.number().int().nullable(),
  /** The file's name once it is ready ('clientes-2026-12-02.xlsx'), '' before. */
  nome_arquivo: z.string(),
  tamanho: z.number().int(),
  /** Why it failed, in Portuguese; '' otherwise. */
  mensagem: z.string(),
  criada_em: z.string(),
  /** Until when the file can be downloaded (ISO date-time); null until it is ready. */
  expira_em: z.string().nullable(),
});
export type ExportacaoLida = z.infer<typeof exportacaoLidaSchema>;

export const respostasExportacoes = {
  create: envelopeRetorno(idCriado),
  read_one: envelopeRegistros(exportacaoLidaSchema),
};

export const MSG_EXPORTACAO_NA_FILA = 'Exportação na fila.';
export const MSG_EXPORTACAO_NAO_PRONTA = 'A exportação ainda não está pronta.';
export const MSG_EXPORTACAO_NAO_ENCONTRADA = 'Exportação não encontrada.';
export const MSG_EXPORTACAO_FALHOU = 'Não foi possível gerar a exportação. Tente novamente.';
