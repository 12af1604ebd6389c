import { enviarCampoSchema, hojeSaoPaulo, receberCampoSchema, respostasCampo } from '@mascate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { naEmpresa } from '../auth/sessao.ts';
import { respostas } from '../http/envelope.ts';
import { autorDe } from '../pedidos/historico.ts';
import { aplicarOperacao } from './enviar.ts';
import { iniciarSincronizacao, paginaDaSincronizacao } from './receber.ts';

// Mascate Campo (issue 29): the field app's sync. docs/campo.md explains it to its users.
const endpointsCampo: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/campo/receber',
    { schema: { body: receberCampoSchema, response: respostas(respostasCampo.receber) } },
    async (req) => {
      const { cursor, retrato, pagina, representante_id } = req.body;
      const hoje = hojeSaoPaulo(app.deps.agora());
      return naEmpresa(req, (tx, s) =>
        retrato
          ? paginaDaSincronizacao(tx, s, retrato, pagina, hoje)
          : iniciarSincronizacao(tx, s, cursor ?? null, representante_id ?? null, hoje),
      );
    },
  );

  app.post(
    '/campo/enviar',
    { schema: { body: enviarCampoSchema, response: respostas(respostasCampo.enviar) } },
    async (req) => {
      const contexto = { hoje: hojeSaoPaulo(app.deps.agora()), autor: autorDe(req) };
      const resultados = [];
      // One transaction per operation, in the order the device made them.
      for (const op of req.body.operacoes) resultados.push(await aplicarOperacao(req, op, contexto));
      return { retorno: { sucesso: true, mensagem: 'Operações recebidas.' }, resultados };
    },
  );
};

export default endpointsCampo;
