import { MSG } from '@mascate/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { bancoOcupado } from '../db/banco.ts';
import { caractereInvalido, mensagemEntradaImpossivel } from '../db/erros-pg.ts';
import { falha } from './envelope.ts';
import { ErroApi, MSG_SERVIDOR_OCUPADO } from './erros.ts';

const MENSAGENS_PROPRIAS = new Set<string>(Object.values(MSG).filter((m) => typeof m === 'string'));

type ProblemaValidacao = { message: string; instancePath: string; params?: { issue?: { code?: string } } };

/** Our own schema messages (custom ones, the spec's texts) are shown as written; zod's generic ones name the field. */
function mensagemValidacao(problemas: ProblemaValidacao[]): string {
  const p = problemas[0];
  if (!p) return 'Dados inválidos.';
  const campo = p.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const codigo = p.params?.issue?.code;
  if (codigo === 'custom' || !campo || MENSAGENS_PROPRIAS.has(p.message) || /[.!)]$/.test(p.message)) {
    return p.message;
  }
  return `Campo '${campo}' inválido: ${p.message}.`;
}

/** One error handler: 4xx messages go to the client; a 5xx answers a generic message, details go to the log. */
export function registrarTratadorErros(app: FastifyInstance): void {
  app.setErrorHandler((erro: FastifyError | ErroApi, req, reply) => {
    if (erro instanceof ErroApi) return reply.status(erro.status).send(falha(erro.message));
    if (bancoOcupado(erro)) {
      return reply.status(503).header('retry-after', '5').send(falha(MSG_SERVIDOR_OCUPADO));
    }
    if (hasZodFastifySchemaValidationErrors(erro)) {
      return reply
        .status(400)
        .send(falha(mensagemValidacao(erro.validation as unknown as ProblemaValidacao[])));
    }
    const status = erro.statusCode ?? 500;
    if (status === 413 || erro.code === 'FST_REQ_FILE_TOO_LARGE' || erro.code === 'FST_FILES_LIMIT') {
      return reply.status(413).send(falha('O conteúdo enviado é grande demais.'));
    }
    // The multipart parser's own errors (no boundary, a form cut short) carry no status: the client's fault.
    const multipart = String(req.headers['content-type'] ?? '').startsWith('multipart/');
    if (multipart && !erro.statusCode && /multipart|boundary/i.test(erro.message)) {
      return reply.status(400).send(falha('Formulário inválido: envie os campos como multipart/form-data.'));
    }
    if (caractereInvalido(erro)) {
      return reply.status(400).send(falha('O texto enviado contém um caractere inválido (NUL).'));
    }
    const impossivel = mensagemEntradaImpossivel(erro);
    if (impossivel) {
      req.log.warn({ err: erro }, 'valor recusado pelo banco');
      return reply.status(400).send(falha(impossivel));
    }
    if (erro.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(falha('Formato de conteúdo não aceito.'));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(falha('Requisição inválida: verifique os dados enviados.'));
    }
    req.log.error({ err: erro }, 'erro inesperado');
    return reply
      .status(500)
      .send(falha(`Erro inesperado no servidor. Tente novamente; se persistir, informe o código ${req.id}.`));
  });
}
