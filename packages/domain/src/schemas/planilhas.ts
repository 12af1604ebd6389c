// Spreadsheets in and out (issue 15): query strings of export and templates, the import's fields and answer.
import { z } from 'zod';
import { dentroDoPeriodoMaximo, flag01, MSG_PERIODO_MAXIMO, paginacao } from './comum.ts';
import { envelopeRegistros, retornoSchema } from './envelope.ts';
import { pedidosLeituraSchema } from './pedidos.ts';
import { lerVisitasSchema } from './visitas.ts';

export const FORMATOS_PLANILHA = ['csv', 'xlsx'] as const;
export type FormatoPlanilha = (typeof FORMATOS_PLANILHA)[number];

export const formatoPlanilha = z
  .enum(FORMATOS_PLANILHA, { error: 'O formato deve ser csv ou xlsx.' })
  .default('csv');

/** The lists with `GET /api/{recurso}/exportar`, by the resource of their read. */
export const RECURSOS_EXPORTAVEIS = [
  'clientes',
  'produtos',
  'pedidosvenda',
  'visitas',
  'representantes',
  'rotas',
  'formaspagamento',
  'unidades',
  'tabelasprecos',
  'titulos',
] as const;

/** The lists that also import a spreadsheet, with the route of their import screen. */
export const ROTAS_IMPORTACAO: Record<string, string> = {
  clientes: '/importar-clientes',
  produtos: '/importar-produtos',
};

/** `GET /api/{recurso}/modelo?formato=` */
export const modeloQuery = z.object({ formato: formatoPlanilha });

/** `GET /api/{recurso}/exportar?formato=&busca=`: the list's own search. */
export const exportarQuery = paginacao.pick({ busca: true }).extend({ formato: formatoPlanilha });
export type ExportarQuery = z.output<typeof exportarQuery>;

/** Orders: the list's dates and operation type too. */
export const exportarPedidosQuery = z
  .object(pedidosLeituraSchema.shape)
  .omit({ limite: true, deslocamento: true })
  .extend({ formato: formatoPlanilha })
  .refine((p) => dentroDoPeriodoMaximo(p.data_inicial, p.data_final), {
    error: MSG_PERIODO_MAXIMO,
    path: ['data_inicial'],
  });
export type ExportarPedidosQuery = z.output<typeof exportarPedidosQuery>;

/** Visits: the list's period (required, as the list asks for it). */
export const exportarVisitasQuery = z
  .object(lerVisitasSchema.shape)
  .omit({ limite: true, deslocamento: true })
  .extend({ formato: formatoPlanilha })
  .refine((p) => dentroDoPeriodoMaximo(p.data_ini, p.data_fin), {
    error: MSG_PERIODO_MAXIMO,
    path: ['data_ini'],
  });
export type ExportarVisitasQuery = z.output<typeof exportarVisitasQuery>;

/** The multipart fields beside `arquivo`: check only (1, the default) or apply (0); update existing rows. */
export const importarCampos = z.object({
  simular: flag01('simular').default(1),
  atualizar: flag01('atualizar').default(0),
});
export type ImportarCampos = z.output<typeof importarCampos>;

export const erroImportacaoSchema = z.object({
  linha: z.number().int(),
  coluna: z.string(),
  mensagem: z.string(),
});

/** Errors as registros; the counts in retorno. The same shape answers 400 when a confirmed file has errors. */
export const respostaImportacao = envelopeRegistros(erroImportacaoSchema).extend({
  retorno: retornoSchema.extend({
    novos: z.number().int(),
    atualizados: z.number().int(),
    erros: z.number().int(),
  }),
});
export type RespostaImportacao = z.infer<typeof respostaImportacao>;

/** A downloaded file (CSV or XLSX), documented by media type. */
export const arquivoPlanilha = z
  .custom<Uint8Array>((v) => v instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary' });

/** The largest file the import reads. */
export const LIMITE_ARQUIVO_IMPORTACAO = 20 * 1024 * 1024;
/** Lines per import, the header aside (docs/planilhas.md); a line numbered past it is refused at once. */
export const LIMITE_LINHAS_IMPORTACAO = 100_000;
/** Columns a line may use: the templates have about twenty. */
export const LIMITE_COLUNAS_IMPORTACAO = 200;
/** What an .xlsx may expand to (its zip entries, inflated): a 100,000-line sheet is well under it. */
export const LIMITE_XLSX_EXPANDIDO = 100 * 1024 * 1024;
/** Errors an import answers (the first ones, by line); `erros` in its answer counts them all. */
export const LIMITE_ERROS_IMPORTACAO = 100;
