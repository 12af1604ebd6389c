import {
  alterarVisitaSchema,
  corpoId,
  lerVisitasSchema,
  respostasVisitas,
  visitaSchema,
} from '@mascate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEITURA } from '../acesso/limites-requisicoes.ts';
import { naEmpresa } from '../auth/sessao.ts';
import { alterarNaEmpresa } from '../db/escopo-empresa.ts';
import { clientes } from '../db/schema.ts';
import { pagina, respostas, sucesso } from '../http/envelope.ts';
import { entradaInvalida, naoEncontrado } from '../http/erros.ts';
import { alterarVisita, registrarVisita } from './gravar.ts';
import { excluirVisita, listarVisitas, localDaVisita } from './repository.ts';

const NAO_ENCONTRADA = 'Visita não encontrada.';

const endpointsVisitas: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/visitas/read',
    { config: LEITURA, schema: { body: lerVisitasSchema, response: respostas(respostasVisitas.read) } },
    async (req) => {
      return naEmpresa(req, async (tx, s) =>
        pagina(await listarVisitas(tx, s.empresaId, req.body, s.representanteId)),
      );
    },
  );

  // Sent by the field app and by the office; one function records both (gravar.ts).
  app.post(
    '/visitas/create',
    { schema: { body: visitaSchema, response: respostas(respostasVisitas.create) } },
    async (req) => {
      const { id } = await naEmpresa(req, (tx, s) => registrarVisita(tx, s, req.body));
      return sucesso('Visita registrada com sucesso!', { id });
    },
  );

  app.put(
    '/visitas/update',
    { schema: { body: alterarVisitaSchema, response: respostas(respostasVisitas.update) } },
    async (req) => {
      const { id, ...corpo } = req.body;
      await naEmpresa(req, (tx, s) => alterarVisita(tx, s, id, corpo));
      return sucesso('Visita alterada com sucesso!');
    },
  );

  // "Usar a localização desta visita": the visit's point becomes its customer's place.
  app.post(
    '/visitas/usar_localizacao',
    { schema: { body: corpoId, response: respostas(respostasVisitas.usar_localizacao) } },
    async (req) => {
      await naEmpresa(req, async (tx, s) => {
        const v = await localDaVisita(tx, s.empresaId, req.body.id);
        if (!v) throw naoEncontrado(NAO_ENCONTRADA);
        if (v.latitude === null || v.longitude === null)
          throw entradaInvalida('Esta visita não tem localização registrada.');
        // A vendedor's customer outside its portfolio is not updated (row-level security): not found.
        const ok = await alterarNaEmpresa(tx, clientes, s.empresaId, v.clienteId, {
          latitude: v.latitude,
          longitude: v.longitude,
        });
        if (!ok) throw naoEncontrado('Cliente não encontrado.');
      });
      return sucesso('Localização do cliente atualizada com sucesso!');
    },
  );

  app.post(
    '/visitas/delete',
    { schema: { body: corpoId, response: respostas(respostasVisitas.delete) } },
    async (req) => {
      await naEmpresa(req, async (tx, s) => {
        if (!(await excluirVisita(tx, s.empresaId, req.body.id))) throw naoEncontrado(NAO_ENCONTRADA);
      });
      return sucesso('Visita excluída com sucesso!');
    },
  );
};

export default endpointsVisitas;
