import { extratoComissoesSchema, lerComissoesSchema, respostasComissoes } from '@mascate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEITURA } from '../acesso/limites-requisicoes.ts';
import { naEmpresa } from '../auth/sessao.ts';
import { buscarNaEmpresa } from '../db/escopo-empresa.ts';
import { representantes } from '../db/schema.ts';
import { pagina, registros, respostas } from '../http/envelope.ts';
import { naoEncontrado } from '../http/erros.ts';
import { extratoComissoes, listarComissoes } from './repository.ts';

const MSG_REPRESENTANTE_NAO_ENCONTRADO = 'Representante não encontrado.';

const endpointsComissoes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/comissoes/read',
    { config: LEITURA, schema: { body: lerComissoesSchema, response: respostas(respostasComissoes.read) } },
    (req) =>
      naEmpresa(req, async (tx, s) =>
        pagina(await listarComissoes(tx, s.empresaId, req.body, s.representanteId)),
      ),
  );

  app.post(
    '/comissoes/extrato',
    {
      config: LEITURA,
      schema: { body: extratoComissoesSchema, response: respostas(respostasComissoes.extrato) },
    },
    (req) =>
      naEmpresa(req, async (tx, s) => {
        // Another company's representative, or (for a vendedor) another representative: 404, as any record
        // out of reach (row-level security hides the row from the vendedor's transaction).
        const rep = await buscarNaEmpresa(
          tx,
          representantes,
          { id: representantes.id, nome: representantes.nome },
          s.empresaId,
          req.body.representante_id,
        );
        if (!rep || (s.representanteId !== null && rep.id !== s.representanteId))
          throw naoEncontrado(MSG_REPRESENTANTE_NAO_ENCONTRADO);
        const { limite, deslocamento, mes } = req.body;
        // Always a page of orders (50 when not asked): a month may hold thousands of them.
        const pagina = { limite: limite ?? 50, deslocamento: deslocamento ?? 0 };
        return registros([await extratoComissoes(tx, s.empresaId, rep, mes, pagina)]);
      }),
  );
};

export default endpointsComissoes;
