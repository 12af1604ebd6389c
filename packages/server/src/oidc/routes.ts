import { respostasAcesso } from '@mascate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { respostas, respostasConteudo, sucesso } from '../http/envelope.ts';
import { criarClienteOidc } from './cliente-oidc.ts';
import { CAMINHO_SCRIPT, enviarPagina, SCRIPT_RETORNO } from './pagina.ts';
import { consumirEstado, guardarEstado } from './repository.ts';

export const MENSAGENS_OIDC = {
  naoConfigurado: 'O cadastro com o Google não está configurado neste servidor.',
  indisponivel: 'Não foi possível contatar o Google. Tente novamente em instantes.',
  recusado: 'O login com o Google foi cancelado ou não foi autorizado.',
  estadoInvalido: 'O login com o Google expirou ou já foi concluído. Tente novamente.',
  falhou: 'Não foi possível concluir o login com o Google. Tente novamente.',
  semEmail: 'A conta escolhida não informou um e-mail.',
} as const;

// Sign-up with an OpenID provider (Google by default) in a pop-up: inicio sends the pop-up to the
// provider, retorno answers a page that hands the account's data to the registration form.
const endpointsOidc: FastifyPluginAsyncZod = async (app) => {
  const { config, banco, agora } = app.deps;
  const cliente = criarClienteOidc(config);
  const origemApp = new URL(config.publicUrl).origin;

  const pagina = (descricao: string) => ({
    schema: { response: respostasConteudo('text/html', respostasAcesso.pagina, descricao) },
  });

  app.get('/oidc/config', { schema: { response: respostas(respostasAcesso.oidc_config) } }, async () =>
    sucesso('', { configurado: cliente.configurado }),
  );

  const inicio = pagina('Redireciona (302) ao provedor; sem provedor, a página que avisa o formulário.');
  app.get('/oidc/inicio', inicio, async (req, reply) => {
    if (!cliente.configurado) {
      return enviarPagina(reply, { tipo: 'mascate-oidc', erro: MENSAGENS_OIDC.naoConfigurado }, origemApp);
    }
    try {
      const { url, estado } = await cliente.iniciar();
      await guardarEstado(banco.db, estado, agora());
      // Same opener policy as the pages the pop-up ends on (pagina.ts): every hop must keep window.opener.
      reply.header('cross-origin-opener-policy', 'unsafe-none');
      reply.header('cache-control', 'no-store');
      return reply.redirect(url.href, 302);
    } catch (erro) {
      req.log.error({ err: erro, emissor: config.OIDC_ISSUER }, 'oidc: falha ao iniciar o login');
      return enviarPagina(reply, { tipo: 'mascate-oidc', erro: MENSAGENS_OIDC.indisponivel }, origemApp);
    }
  });

  const retorno = pagina('A página que entrega ao formulário de cadastro os dados da conta, ou o erro.');
  app.get('/oidc/retorno', retorno, async (req, reply) => {
    const consulta = new URL(req.url, config.publicUrl).search;
    const parametros = new URLSearchParams(consulta);
    const falhar = (erro: string) => enviarPagina(reply, { tipo: 'mascate-oidc', erro }, origemApp);

    const estadoRecebido = parametros.get('state');
    const estado = estadoRecebido ? await consumirEstado(banco.db, estadoRecebido, agora()) : undefined;
    const erroProvedor = parametros.get('error');
    if (erroProvedor) {
      req.log.warn(
        { erro: erroProvedor, descricao: parametros.get('error_description') },
        'oidc: o provedor recusou o login',
      );
      return falhar(MENSAGENS_OIDC.recusado);
    }
    if (!estado) {
      req.log.warn('oidc: retorno com estado desconhecido, expirado ou já usado');
      return falhar(MENSAGENS_OIDC.estadoInvalido);
    }
    try {
      // The token request must repeat the redirect_uri sent at the start, whatever proxy sits in front.
      const dados = await cliente.concluir(new URL(`${cliente.redirecionamento}${consulta}`), estado);
      if (!dados.email) {
        req.log.warn('oidc: conta sem e-mail');
        return falhar(MENSAGENS_OIDC.semEmail);
      }
      return enviarPagina(reply, { tipo: 'mascate-oidc', ...dados }, origemApp);
    } catch (erro) {
      req.log.error({ err: erro }, 'oidc: falha ao trocar o código');
      return falhar(MENSAGENS_OIDC.falhou);
    }
  });

  const script = {
    schema: {
      response: respostasConteudo('text/javascript', respostasAcesso.pagina, 'O script das páginas.'),
    },
  };
  app.get(CAMINHO_SCRIPT.replace(/^\/api/, ''), script, async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SCRIPT_RETORNO),
  );
};

export default endpointsOidc;
