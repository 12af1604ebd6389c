import {
  aliquotasInternasSchema,
  alterarRegraFiscalSchema,
  paginacao,
  regraFiscalSchema,
  respostasRegrasFiscais,
} from '@mascate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEITURA } from '../acesso/limites-requisicoes.ts';
import { naEmpresa } from '../auth/sessao.ts';
import { endpointsDeCadastro } from '../http/endpoints-cadastro.ts';
import { registros, respostas, sucesso } from '../http/envelope.ts';
import {
  alterarRegra,
  criarRegra,
  excluirRegra,
  gravarAliquotas,
  listarRegras,
  regraPorId,
  tabelaAliquotas,
} from './repository.ts';

// "Regras fiscais" (issue 48): the company's rules by NCM and UF, and its internal ICMS rates by UF.
const endpointsRegras = endpointsDeCadastro({
  caminho: '/regrasfiscais',
  corpo: regraFiscalSchema,
  corpoAlterar: alterarRegraFiscalSchema,
  respostas: respostasRegrasFiscais,
  listar: listarRegras,
  porId: regraPorId,
  criar: criarRegra,
  alterar: alterarRegra,
  excluir: excluirRegra,
  mensagens: {
    naoEncontrado: 'Regra fiscal não encontrada.',
    cadastrado: 'Regra fiscal cadastrada com sucesso!',
    alterado: 'Regra fiscal alterada com sucesso!',
    excluido: 'Regra fiscal excluída com sucesso!',
    emUso: 'Não é possível excluir esta regra fiscal agora.',
  },
});

const endpointsRegrasFiscais: FastifyPluginAsyncZod = async (app) => {
  await app.register(endpointsRegras);

  app.post(
    '/regrasfiscais/aliquotas',
    {
      config: LEITURA,
      // Nothing to ask for (the 27 UFs at once): only an empty body or nothing, like the other reads.
      schema: { body: paginacao.nullish(), response: respostas(respostasRegrasFiscais.aliquotas) },
    },
    (req) => naEmpresa(req, async (tx, s) => registros(await tabelaAliquotas(tx, s.empresaId))),
  );

  app.put(
    '/regrasfiscais/gravar_aliquotas',
    {
      schema: { body: aliquotasInternasSchema, response: respostas(respostasRegrasFiscais.gravar_aliquotas) },
    },
    async (req) => {
      await naEmpresa(req, (tx, s) => gravarAliquotas(tx, s.empresaId, req.body));
      return sucesso('Alíquotas gravadas com sucesso!');
    },
  );
};

export default endpointsRegrasFiscais;
