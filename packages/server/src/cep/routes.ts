import { parametrosCep, respostasCep } from '@mascate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { respostas, sucesso } from '../http/envelope.ts';
import { enderecoEmCache, guardarEndereco } from './repository.ts';
import { consultarProvedor } from './viacep.ts';

const rotasCep: FastifyPluginAsyncZod = async (app) => {
  const { banco, config, agora } = app.deps;

  // The cache is shared by every company (a CEP is public data), so it is read outside the tenant transaction.
  app.get(
    '/cep/:cep',
    { schema: { params: parametrosCep, response: respostas(respostasCep.consultar) } },
    async (req) => {
      const cep = req.params.cep.replace('-', '');
      const guardado = await enderecoEmCache(banco.db, cep, agora());
      if (guardado) return { ...sucesso(''), ...guardado };
      const endereco = await consultarProvedor(config.CEP_API_URL, cep);
      await guardarEndereco(banco.db, cep, endereco, agora());
      return { ...sucesso(''), ...endereco };
    },
  );
};

export default rotasCep;
