// The multipart body of an import: the file (up to 20 MB) and the simular/atualizar fields.
import { type ImportarCampos, importarCampos, LIMITE_ARQUIVO_IMPORTACAO } from '@mascate/domain';
import type { FastifyRequest } from 'fastify';
import { ErroApi, entradaInvalida } from '../http/erros.ts';

const MSG_GRANDE = 'O arquivo deve ter no máximo 20 MB.';
const MSG_SEM_ARQUIVO = 'Escolha o arquivo da planilha (.csv ou .xlsx).';

export type Recebido = { nome: string; dados: Buffer; campos: ImportarCampos };

export async function receberArquivo(req: FastifyRequest): Promise<Recebido> {
  if (!req.isMultipart()) throw entradaInvalida(MSG_SEM_ARQUIVO);
  const campos: Record<string, unknown> = {};
  let arquivo: { nome: string; dados: Buffer } | undefined;
  try {
    for await (const parte of req.parts({
      limits: { fileSize: LIMITE_ARQUIVO_IMPORTACAO, files: 1, fields: 10 },
    })) {
      if (parte.type === 'field') campos[parte.fieldname] = parte.value;
      else if (parte.fieldname === 'arquivo')
        arquivo = { nome: parte.filename, dados: await parte.toBuffer() };
      else await parte.toBuffer();
    }
  } catch (erro) {
    const codigo = (erro as { code?: string }).code;
    if (codigo === 'FST_REQ_FILE_TOO_LARGE') throw new ErroApi('grande_demais', MSG_GRANDE);
    if (codigo === 'FST_FILES_LIMIT') throw entradaInvalida('Envie um arquivo por vez.');
    throw erro;
  }
  if (!arquivo) throw entradaInvalida(MSG_SEM_ARQUIVO);
  const r = importarCampos.safeParse(campos);
  if (!r.success) throw entradaInvalida(r.error.issues[0]?.message ?? 'Dados inválidos.');
  return { ...arquivo, campos: r.data };
}
