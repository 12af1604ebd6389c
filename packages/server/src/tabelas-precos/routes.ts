import {
  alterarTabelaPrecoSchema,
  corpoId,
  hojeSaoPaulo,
  paginacao,
  precosTabelaSchema,
  respostasTabelasPrecos as respostasTabelas,
  tabelaPrecoSchema,
} from '@mascate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEITURA } from '../acesso/limites-requisicoes.ts';
import { naEmpresa } from '../auth/sessao.ts';
import type { Executor } from '../db/banco.ts';
import { pagina, registros, respostas, sucesso } from '../http/envelope.ts';
import { naoEncontrado } from '../http/erros.ts';
import { excluirSemUsos } from '../http/exclusao.ts';
import { itensDaTabela, produtosAusentes } from './itens.ts';
import { exigirTabela, lerPrecos, TABELA_NAO_ENCONTRADA } from './precos.ts';
import {
  alterarTabela,
  buscarTabela,
  criarTabela,
  exclusaoTabela,
  listarTabelas,
  resumo,
} from './repository.ts';

async function exigirProdutos(tx: Executor, empresaId: number, itens: { produto_id: number }[] | undefined) {
  const [ausente] = await produtosAusentes(
    tx,
    empresaId,
    (itens ?? []).map((i) => i.produto_id),
  );
  if (ausente !== undefined) throw naoEncontrado(`O produto ${ausente} não foi encontrado nesta empresa.`);
}

const endpointsTabelasPrecos: FastifyPluginAsyncZod = async (app) => {
  const hoje = () => hojeSaoPaulo(app.deps.agora());

  app.post(
    '/tabelasprecos/read',
    { config: LEITURA, schema: { body: paginacao.default({}), response: respostas(respostasTabelas.read) } },
    async (req) => {
      return naEmpresa(req, async (tx, s) => pagina(await listarTabelas(tx, s.empresaId, req.body, hoje())));
    },
  );

  app.post(
    '/tabelasprecos/read_one',
    { config: LEITURA, schema: { body: corpoId, response: respostas(respostasTabelas.read_one) } },
    async (req) => {
      const tabela = await naEmpresa(req, async (tx, s) => {
        const t = await buscarTabela(tx, s.empresaId, req.body.id);
        if (!t) throw naoEncontrado(TABELA_NAO_ENCONTRADA);
        return { ...resumo(t, hoje()), itens: await itensDaTabela(tx, s.empresaId, t.id) };
      });
      return registros([tabela]);
    },
  );

  app.post(
    '/tabelasprecos/create',
    { schema: { body: tabelaPrecoSchema, response: respostas(respostasTabelas.create) } },
    async (req) => {
      const id = await naEmpresa(req, async (tx, s) => {
        await exigirProdutos(tx, s.empresaId, req.body.itens);
        return criarTabela(tx, s.empresaId, req.body);
      });
      return sucesso('Tabela de preços cadastrada com sucesso!', { id });
    },
  );

  app.put(
    '/tabelasprecos/update',
    { schema: { body: alterarTabelaPrecoSchema, response: respostas(respostasTabelas.update) } },
    async (req) => {
      await naEmpresa(req, async (tx, s) => {
        await exigirTabela(tx, s.empresaId, req.body.id);
        await exigirProdutos(tx, s.empresaId, req.body.itens);
        await alterarTabela(tx, s.empresaId, req.body);
      });
      return sucesso('Tabela de preços alterada com sucesso!');
    },
  );

  app.post(
    '/tabelasprecos/delete',
    { schema: { body: corpoId, response: respostas(respostasTabelas.delete) } },
    async (req) => {
      await naEmpresa(req, async (tx, s) => {
        await exigirTabela(tx, s.empresaId, req.body.id);
        await excluirSemUsos(tx, s.empresaId, req.body.id, exclusaoTabela, {
          rotulos: { clientes: 'cliente(s)', rotas: 'rota(s)', pedidos: 'pedido(s)' },
          emUso: (usos) =>
            `Não é possível excluir a tabela de preços: ela está vinculada a ${usos.join(', ')}. Escolha outra tabela para eles antes de excluí-la.`,
          emUsoAgora: 'Não é possível excluir a tabela de preços: ela está em uso.',
          naoEncontrado: TABELA_NAO_ENCONTRADA,
        });
      });
      return sucesso('Tabela de preços excluída com sucesso!');
    },
  );

  app.post(
    '/tabelasprecos/precos',
    { config: LEITURA, schema: { body: precosTabelaSchema, response: respostas(respostasTabelas.precos) } },
    async (req) => {
      return pagina(await naEmpresa(req, (tx, s) => lerPrecos(tx, s.empresaId, req.body, hoje())));
    },
  );
};

export default endpointsTabelasPrecos;
