import {
  alterarClienteSchema,
  clienteSchema,
  clientesLeituraSchema,
  corpoId,
  MSG_COORDENADAS,
  mensagemInscricaoEstadual,
  respostasClientes,
} from '@mascate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEITURA } from '../acesso/limites-requisicoes.ts';
import { exigirRotaDaCarteira } from '../auth/carteira.ts';
import { naEmpresa } from '../auth/sessao.ts';
import { ehIncremental, exigirSoIncremental } from '../db/alteracoes.ts';
import type { Executor } from '../db/banco.ts';
import { exigirNaEmpresa } from '../db/escopo-empresa.ts';
import { rotas } from '../db/schema.ts';
import { pagina, registros, respostas, sucesso } from '../http/envelope.ts';
import { entradaInvalida, naoEncontrado } from '../http/erros.ts';
import { excluirSemUsos } from '../http/exclusao.ts';
import { exigirTabelaSeHouver } from '../tabelas-precos/precos.ts';
import { publicarCliente } from '../webhooks/publicar.ts';
import {
  alterarCliente,
  buscarCliente,
  clientesAlterados,
  criarCliente,
  exclusaoCliente,
  listarClientes,
} from './repository.ts';

const NAO_ENCONTRADO = 'Cliente não encontrado.';

// The customer's place (issue 28) is a point: both coordinates or none.
function exigirCoordenadasEmPar(c: { latitude?: number | null; longitude?: number | null }): void {
  if (
    (c.latitude === undefined || c.latitude === null) !== (c.longitude === undefined || c.longitude === null)
  )
    throw entradaInvalida(MSG_COORDENADAS);
}

// Issue 48: the IE checked against the indicator sent (and the customer's UF), before anything is saved.
function exigirIe(c: { ie_rg: string; uf: string; contribuinte_icms?: 1 | 2 | 9 | undefined }): void {
  if (c.contribuinte_icms === undefined) return;
  const mensagem = mensagemInscricaoEstadual(c.ie_rg, c.uf, c.contribuinte_icms);
  if (mensagem) throw entradaInvalida(mensagem);
}

async function exigirRota(tx: Executor, empresaId: number, rotaId: number | null): Promise<void> {
  if (rotaId === null) return;
  await exigirNaEmpresa(tx, rotas, empresaId, rotaId, () =>
    entradaInvalida('Rota não encontrada: selecione uma rota cadastrada ou nenhuma.'),
  );
}

const endpointsClientes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/clientes/read',
    {
      config: LEITURA,
      schema: { body: clientesLeituraSchema.default({}), response: respostas(respostasClientes.read) },
    },
    async (req) => {
      const { alterado_desde, cursor, ...lista } = req.body;
      if (ehIncremental(req.body)) {
        exigirSoIncremental(req.body, { busca: lista.busca, deslocamento: lista.deslocamento });
        const r = await naEmpresa(req, (tx, s) =>
          clientesAlterados(
            tx,
            s.empresaId,
            { alterado_desde, cursor },
            lista.limite ?? 50,
            s.representanteId,
          ),
        );
        return { ...registros(r.linhas), cursor: r.cursor };
      }
      return naEmpresa(req, async (tx, s) =>
        pagina(await listarClientes(tx, s.empresaId, lista, s.representanteId)),
      );
    },
  );

  app.post(
    '/clientes/read_one',
    { config: LEITURA, schema: { body: corpoId, response: respostas(respostasClientes.read_one) } },
    async (req) => {
      const cliente = await naEmpresa(req, (tx, s) =>
        buscarCliente(tx, s.empresaId, req.body.id, s.representanteId),
      );
      if (!cliente) throw naoEncontrado(NAO_ENCONTRADO);
      return registros([cliente]);
    },
  );

  app.post(
    '/clientes/create',
    { schema: { body: clienteSchema, response: respostas(respostasClientes.create) } },
    async (req) => {
      const id = await naEmpresa(req, async (tx, s) => {
        exigirRotaDaCarteira(s, req.body.rota_id);
        await exigirRota(tx, s.empresaId, req.body.rota_id);
        await exigirTabelaSeHouver(tx, s.empresaId, req.body.tabela_preco_id);
        exigirCoordenadasEmPar(req.body);
        exigirIe(req.body);
        const novo = await criarCliente(tx, s.empresaId, req.body);
        await publicarCliente(tx, s.empresaId, 'cliente.criado', novo);
        return novo;
      });
      return sucesso('Cliente cadastrado com sucesso!', { id });
    },
  );

  app.put(
    '/clientes/update',
    { schema: { body: alterarClienteSchema, response: respostas(respostasClientes.update) } },
    async (req) => {
      const { id, ...dados } = req.body;
      await naEmpresa(req, async (tx, s) => {
        exigirRotaDaCarteira(s, dados.rota_id);
        await exigirRota(tx, s.empresaId, dados.rota_id);
        await exigirTabelaSeHouver(tx, s.empresaId, dados.tabela_preco_id);
        exigirCoordenadasEmPar(dados);
        exigirIe(dados);
        if (!(await alterarCliente(tx, s.empresaId, id, dados))) throw naoEncontrado(NAO_ENCONTRADO);
        await publicarCliente(tx, s.empresaId, 'cliente.alterado', id);
      });
      return sucesso('Cliente alterado com sucesso!');
    },
  );

  app.post(
    '/clientes/delete',
    { schema: { body: corpoId, response: respostas(respostasClientes.delete) } },
    async (req) => {
      await naEmpresa(req, (tx, s) =>
        excluirSemUsos(tx, s.empresaId, req.body.id, exclusaoCliente, {
          rotulos: { pedidos: 'pedido(s)', visitas: 'visita(s)' },
          emUso: (usos) => `Não é possível excluir o cliente: ele tem ${usos.join(' e ')} registrados.`,
          emUsoAgora: 'Não é possível excluir o cliente: ele está em uso.',
          naoEncontrado: NAO_ENCONTRADO,
        }),
      );
      return sucesso('Cliente excluído com sucesso!');
    },
  );
};

export default endpointsClientes;
