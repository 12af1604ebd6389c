import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessaoDe } from '../auth/sessao.ts';
import { sucesso } from '../http/envelope.ts';
import { entradaInvalida } from '../http/erros.ts';
import { enderecoEmCache, guardarEndereco } from './repository.ts';
import { consultarProvedor } from './viacep.ts';

const parametros = z.object({ cep: z.string() });

const rotasCep: FastifyPluginAsyncZod = async (app) => {
  const { banco, config, agora } = app.deps;

  // The cache is shared by every company (a CEP is public data), so it is read outside the tenant transaction.
  app.get('/cep/:cep', { schema: { params: parametros } }, async (req) => {
    // Checked here rather than in the schema so a visitor without a session gets 401 whatever the CEP.
    sessaoDe(req);
    if (!/^\d{5}-?\d{3}$/.test(req.params.cep)) throw entradaInvalida('CEP inválido. Informe os 8 dígitos.');
    const cep = req.params.cep.replace('-', '');
    const guardado = await enderecoEmCache(banco.db, cep, agora());
    if (guardado) return { ...sucesso(''), ...guardado };
    const endereco = await consultarProvedor(config.CEP_API_URL, cep);
    await guardarEndereco(banco.db, cep, endereco, agora());
    return { ...sucesso(''), ...endereco };
  });
};

export default rotasCep;
