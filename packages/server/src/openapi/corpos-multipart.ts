// The bodies the server reads itself from multipart (a product's image, a spreadsheet): Fastify validates
// no schema for them, so the document describes them here, from the same domain schemas the handlers use.
import { corpoId, importarCampos, produtoAlteracaoSchema } from '@mascate/domain';
import { z } from 'zod';
import { exemploDeObjeto } from './exemplos.ts';

const paraDocumento = (s: z.ZodType) =>
  z.toJSONSchema(s, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' });

/** A multipart schema: the domain's fields plus the file part, with its example. */
function comArquivo(campos: z.ZodType, arquivo: string, descricao: string, obrigatorio: boolean) {
  const base = paraDocumento(campos);
  const propriedades = {
    ...base.properties,
    [arquivo]: { type: 'string', format: 'binary', description: descricao },
  };
  const requeridos = [...(base.required ?? []), ...(obrigatorio ? [arquivo] : [])];
  const exemplo = { ...exemploDeObjeto(base), [arquivo]: '(o arquivo)' };
  // `examples` inside the schema: @fastify/swagger moves it to the media type's `example`.
  return { schema: { ...base, properties: propriedades, required: requeridos, examples: [exemplo] } };
}

const IMAGEM = 'A imagem (PNG, JPEG, GIF ou WEBP; até 5 MB), reconhecida pelo conteúdo.';
const PLANILHA =
  'A planilha (.csv ou .xlsx; até 20 MB), com o cabeçalho do modelo. `simular=1` só confere; `simular=0` grava tudo ou nada.';

function produtoAlterado() {
  const json = paraDocumento(produtoAlteracaoSchema);
  return {
    content: {
      'multipart/form-data': comArquivo(produtoAlteracaoSchema, 'imagem', `Opcional. ${IMAGEM}`, false),
      'application/json': { schema: { ...json, examples: [exemploDeObjeto(json)] } },
    },
  };
}

const CORPOS: Record<string, () => object> = {
  'POST /api/produtos/update': produtoAlterado,
  'PUT /api/produtos/update': produtoAlterado,
  'POST /api/produtos/add_image': () => ({
    content: { 'multipart/form-data': comArquivo(corpoId, 'imagem', IMAGEM, true) },
  }),
  'POST /api/clientes/importar': () => ({
    content: { 'multipart/form-data': comArquivo(importarCampos, 'arquivo', PLANILHA, true) },
  }),
  'POST /api/produtos/importar': () => ({
    content: { 'multipart/form-data': comArquivo(importarCampos, 'arquivo', PLANILHA, true) },
  }),
};

/** The documented body of an endpoint that reads its own multipart, by 'METHOD /path'. */
export function corpoMultipart(chave: string): object | undefined {
  return CORPOS[chave]?.();
}
