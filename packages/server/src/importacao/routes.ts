// Templates and imports of customers and products: check every line (simular=1), then apply all or nothing.
import {
  COLUNAS_CLIENTES,
  COLUNAS_PRODUTOS,
  type ColunaPlanilha,
  envelopeFalha,
  modeloQuery,
  type RespostaImportacao,
  respostaImportacao,
} from '@mascate/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exigirSemMerchant } from '../auth/merchant.ts';
import { naEmpresa } from '../auth/sessao.ts';
import type { Tx } from '../db/banco.ts';
import { analisarDepoisDeGravar } from '../db/estatisticas.ts';
import { type Linhas, lerPlanilha } from '../planilhas/leitor.ts';
import { enviarPlanilha } from '../planilhas/resposta.ts';
import { respostasPlanilha } from '../planilhas/respostas.ts';
import { gravarClientes, planejarClientes } from './clientes.ts';
import type { Plano } from './plano.ts';
import { gravarProdutos, planejarProdutos } from './produtos.ts';
import { receberArquivo } from './recebimento.ts';

type Importacao<T> = {
  recurso: 'clientes' | 'produtos';
  aba: string;
  colunas: readonly ColunaPlanilha<never>[];
  antes?: (tx: Tx, empresaId: number) => Promise<void>;
  planejar: (tx: Tx, empresaId: number, linhas: Linhas, atualizar: boolean) => Promise<Plano<T>>;
  gravar: (tx: Tx, empresaId: number, plano: Plano<T>) => Promise<void>;
};

const plural = (n: number, um: string, varios: string) =>
  `${n.toLocaleString('pt-BR')} ${n === 1 ? um : varios}`;

function resposta<T>(plano: Plano<T>, simular: boolean): RespostaImportacao {
  const novos = plano.novos.length;
  const atualizados = plano.atualizacoes.length;
  const erros = plano.totalErros;
  const contas = `${plural(novos, 'novo', 'novos')}, ${plural(atualizados, 'atualizado', 'atualizados')}`;
  // Only the first errors travel: a file of a million bad lines answers a short list and the count.
  const listados = erros > plano.erros.length ? ` (a lista mostra os ${plano.erros.length} primeiros)` : '';
  const mensagem = simular
    ? `Conferência concluída: ${contas} e ${plural(erros, 'erro', 'erros')}${listados}.`
    : erros > 0
      ? `O arquivo tem ${plural(erros, 'erro', 'erros')}${listados}: nada foi gravado. Corrija e envie de novo.`
      : `Importação concluída: ${contas}.`;
  return {
    retorno: { sucesso: simular || erros === 0, mensagem, novos, atualizados, erros },
    registros: plano.erros,
  };
}

function endpointsImportacao<T>(app: FastifyInstance, d: Importacao<T>): void {
  app.get(
    `/${d.recurso}/modelo`,
    { schema: { querystring: modeloQuery, response: respostasPlanilha('O modelo, só com o cabeçalho.') } },
    (req, reply) => {
      const { formato } = req.query as z.output<typeof modeloQuery>;
      const planilha = { arquivo: `modelo-${d.recurso}`, aba: d.aba, formato, colunas: d.colunas };
      return enviarPlanilha(req, reply, planilha, async () => undefined);
    },
  );

  app.post(
    `/${d.recurso}/importar`,
    {
      schema: {
        consumes: ['multipart/form-data'],
        response: {
          200: respostaImportacao,
          400: z.union([respostaImportacao, envelopeFalha]),
          '4xx': envelopeFalha,
          '5xx': envelopeFalha,
        },
      },
    },
    async (req, reply) => {
      const { nome, dados, campos } = await receberArquivo(req);
      const linhas = await lerPlanilha(nome, dados);
      const simular = campos.simular === 1;
      // One transaction: the checks see what the writes will change, and any failure writes nothing.
      const plano = await naEmpresa(req, async (tx, s) => {
        await d.antes?.(tx, s.empresaId);
        const p = await d.planejar(tx, s.empresaId, linhas, campos.atualizar === 1);
        if (!simular && p.totalErros === 0) await d.gravar(tx, s.empresaId, p);
        return p;
      });
      if (!simular && plano.erros.length === 0)
        await analisarDepoisDeGravar(
          req.server.deps.banco,
          [d.recurso],
          plano.novos.length + plano.atualizacoes.length,
          req.log,
        );
      const r = resposta(plano, simular);
      return reply.code(r.retorno.sucesso ? 200 : 400).send(r);
    },
  );
}

const endpointsImportacaoPlanilhas: FastifyPluginAsyncZod = async (app) => {
  endpointsImportacao(app, {
    recurso: 'clientes',
    aba: 'Clientes',
    colunas: COLUNAS_CLIENTES as readonly ColunaPlanilha<never>[],
    planejar: planejarClientes,
    gravar: gravarClientes,
  });
  endpointsImportacao(app, {
    recurso: 'produtos',
    aba: 'Produtos',
    colunas: COLUNAS_PRODUTOS as readonly ColunaPlanilha<never>[],
    antes: (tx, empresaId) => exigirSemMerchant(tx, empresaId, 'importar produtos'),
    planejar: planejarProdutos,
    gravar: gravarProdutos,
  });
};

export default endpointsImportacaoPlanilhas;
