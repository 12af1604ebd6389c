import { corpoId, lerVisitasSchema, respostasVisitas, visitaSchema } from '@mascate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEITURA } from '../acesso/limites-requisicoes.ts';
import { naEmpresa } from '../auth/sessao.ts';
import { pagina, respostas, sucesso } from '../http/envelope.ts';
import { naoEncontrado } from '../http/erros.ts';
import { registrarVisita } from './registrar.ts';
import { excluirVisita, listarVisitas } from './repository.ts';

const rotasVisitas: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/visitas/read',
    { config: LEITURA, schema: { body: lerVisitasSchema, response: respostas(respostasVisitas.read) } },
    async (req) => {
      return naEmpresa(req, async (tx, s) =>
        pagina(await listarVisitas(tx, s.empresaId, req.body, s.representanteId)),
      );
    },
  );

  // Sent by the field app; the customer and the representative must be this company's.
  app.post(
    '/visitas/create',
    { schema: { body: visitaSchema, response: respostas(respostasVisitas.create) } },
    async (req) => {
      const id = await naEmpresa(req, (tx, s) => registrarVisita(tx, s, req.body));
      return sucesso('Visita registrada com sucesso!', { id });
    },
  );

  app.post(
    '/visitas/delete',
    { schema: { body: corpoId, response: respostas(respostasVisitas.delete) } },
    async (req) => {
      await naEmpresa(req, async (tx, s) => {
        if (!(await excluirVisita(tx, s.empresaId, req.body.id)))
          throw naoEncontrado('Visita não encontrada.');
      });
      return sucesso('Visita excluída com sucesso!');
    },
  );
};

export default rotasVisitas;
