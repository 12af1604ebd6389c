import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ErroApi, entradaInvalida } from '../http/erros.ts';
import type { Imagem } from './repository.ts';

const MSG_TAMANHO = 'A imagem deve ter no máximo 5 MB.';
const MSG_FORMATO = 'Envie uma imagem PNG, JPEG, GIF ou WEBP.';

// Magic bytes, not the file name or the declared type, which the sender controls.
const ASSINATURAS: { tipo: string; confere: (b: Buffer) => boolean }[] = [
  {
    tipo: 'image/png',
    confere: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { tipo: 'image/jpeg', confere: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { tipo: 'image/gif', confere: (b) => /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1')) },
  {
    tipo: 'image/webp',
    confere: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

function tipoDaImagem(dados: Buffer): string | undefined {
  return ASSINATURAS.find((a) => a.confere(dados))?.tipo;
}

export type Formulario = { campos: Record<string, unknown>; imagem?: Imagem };

/**
 * The body of a product change: multipart (the web app, the field app) with an optional file `imagem`,
 * or plain JSON (PUT, like every other update).
 */
export async function lerFormulario(req: FastifyRequest): Promise<Formulario> {
  if (!req.isMultipart()) {
    const corpo = req.body;
    if (corpo === null || typeof corpo !== 'object' || Array.isArray(corpo)) {
      throw entradaInvalida('Dados inválidos.');
    }
    return { campos: corpo as Record<string, unknown> };
  }
  const campos: Record<string, unknown> = {};
  let imagem: Imagem | undefined;
  for await (const parte of req.parts()) {
    if (parte.type === 'field') {
      campos[parte.fieldname] = parte.value;
      continue;
    }
    const dados = await lerArquivo(() => parte.toBuffer());
    // A form whose file input was left empty still sends an empty part.
    if (parte.fieldname !== 'imagem' || dados.length === 0) continue;
    const tipo = tipoDaImagem(dados);
    if (!tipo) throw entradaInvalida(MSG_FORMATO);
    imagem = { tipo, dados };
  }
  return imagem ? { campos, imagem } : { campos };
}

async function lerArquivo(ler: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await ler();
  } catch (erro) {
    if ((erro as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ErroApi('grande_demais', MSG_TAMANHO);
    throw erro;
  }
}

export function exigirImagem(f: Formulario): Imagem {
  if (!f.imagem) throw entradaInvalida(MSG_FORMATO);
  return f.imagem;
}

/** Validation outside Fastify's schema step (multipart fields), with the same messages it gives. */
export function validar<S extends z.ZodType>(schema: S, dados: unknown): z.output<S> {
  const r = schema.safeParse(dados);
  if (r.success) return r.data;
  const problema = r.error.issues[0];
  const campo = problema?.path.join('.') ?? '';
  const mensagem = problema?.message ?? 'Dados inválidos.';
  const propria = problema?.code === 'custom' || campo === '' || /[.!)]$/.test(mensagem);
  throw entradaInvalida(propria ? mensagem : `Campo '${campo}' inválido: ${mensagem}.`);
}
