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
import { naEmpresa } from '../auth/sessao.ts';
import type { Executor } from '../db/banco.ts';
import { violaChaveEstrangeira } from '../db/erros-pg.ts';
import { pagina, registros, respostas, sucesso } from '../http/envelope.ts';
import { conflito, naoEncontrado } from '../http/erros.ts';
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

function motivoEmUso(usos: { clientes: number; rotas: number; pedidos: number }): string | undefined {
  const partes = [
    usos.clientes > 0 ? `${usos.clientes} cliente(s)` : '',
    usos.rotas > 0 ? `${usos.rotas} rota(s)` : '',
    usos.pedidos > 0 ? `${usos.pedidos} pedido(s)` : '',
  ].filter(Boolean);
  if (partes.length === 0) return undefined;
  return `Não é possível excluir a tabela de preços: ela está vinculada a ${partes.join(', ')}. Escolha outra tabela para eles antes de excluí-la.`;
}

const rotasTabelasPrecos: FastifyPluginAsyncZod = async (app) => {
  const hoje = () => hojeSaoPaulo(app.deps.agora());

  app.post(
    '/tabelasprecos/read',
    { schema: { body: paginacao.default({}), response: respostas(respostasTabelas.read) } },
    async (req) => {
      return naEmpresa(req, async (tx, s) => pagina(await listarTabelas(tx, s.empresaId, req.body, hoje())));
    },
  );

  app.post(
    '/tabelasprecos/read_one',
    { schema: { body: corpoId, response: respostas(respostasTabelas.read_one) } },
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
        const motivo = motivoEmUso(await exclusaoTabela.usos(tx, s.empresaId, req.body.id));
        if (motivo) throw conflito(motivo);
        // A customer given the table between the check and the delete still stops it, by the foreign key.
        const excluida = await exclusaoTabela.excluir(tx, s.empresaId, req.body.id).catch((erro: unknown) => {
          if (violaChaveEstrangeira(erro))
            throw conflito('Não é possível excluir a tabela de preços: ela está em uso.');
          throw erro;
        });
        if (!excluida) throw naoEncontrado(TABELA_NAO_ENCONTRADA);
      });
      return sucesso('Tabela de preços excluída com sucesso!');
    },
  );

  app.post(
    '/tabelasprecos/precos',
    { schema: { body: precosTabelaSchema, response: respostas(respostasTabelas.precos) } },
    async (req) => {
      const { registros: linhas, total } = await naEmpresa(req, (tx, s) =>
        lerPrecos(tx, s.empresaId, req.body, hoje()),
      );
      return registros(linhas, total);
    },
  );
};

export default rotasTabelasPrecos;
