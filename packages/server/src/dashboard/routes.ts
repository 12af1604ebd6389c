import { hojeSaoPaulo } from '@mascate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { naEmpresa, sessaoDe } from '../auth/sessao.ts';
import { registros } from '../http/envelope.ts';
import { resumoMensal } from './repository.ts';

// Local until a domain schemas/dashboard.ts exists (the domain index is shared by every feature).
const resumoMensalSchema = z.preprocess(
  (v) => v ?? {},
  z.object({
    ano: z.coerce
      .number({ error: 'Ano inválido.' })
      .int({ error: 'Ano inválido.' })
      .min(1900, { error: 'Ano inválido.' })
      .max(9998, { error: 'Ano inválido.' })
      .optional(),
  }),
);

const rotasDashboard: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', async (req) => {
    sessaoDe(req);
  });

  app.post('/pedidosvenda/resumo_mensal', { schema: { body: resumoMensalSchema } }, (req) =>
    naEmpresa(req, async (tx, s) => {
      // 'This year' is São Paulo's, so the last hours of 31 December UTC-3 still count as that year.
      const ano = req.body.ano ?? Number(hojeSaoPaulo(app.deps.agora()).slice(0, 4));
      return registros(await resumoMensal(tx, s.empresaId, ano));
    }),
  );
};

export default rotasDashboard;
