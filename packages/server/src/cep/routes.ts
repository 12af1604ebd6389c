import { parametrosCep, respostasCep } from '@mascate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { respostas, sucesso } from '../http/envelope.ts';
import { CacheCep } from './cache.ts';
import { consultarProvedor } from './viacep.ts';

const endpointsCep: FastifyPluginAsyncZod = async (app) => {
  const { config, agora } = app.deps;
  const cache = new CacheCep();

  app.get(
    '/cep/:cep',
    { schema: { params: parametrosCep, response: respostas(respostasCep.consultar) } },
    async (req) => {
      const cep = req.params.cep.replace('-', '');
      const guardado = cache.ler(cep, agora());
      if (guardado) return { ...sucesso(''), ...guardado };
      const endereco = await consultarProvedor(config.CEP_API_URL, cep);
      cache.guardar(cep, endereco, agora());
      return { ...sucesso(''), ...endereco };
    },
  );
};

export default endpointsCep;
