import { corpoId, type Paginacao, paginacao } from '@mascate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { LEITURA } from '../acesso/limites-requisicoes.ts';
import { exigirSemMerchant } from '../auth/merchant.ts';
import { naEmpresa } from '../auth/sessao.ts';
import type { Executor } from '../db/banco.ts';
import type { Lista } from '../db/paginar.ts';
import { pagina, registros, respostas, sucesso } from './envelope.ts';
import { naoEncontrado } from './erros.ts';
import { excluirOuConflito, excluirSemUsos } from './exclusao.ts';

/**
 * What a simple register (units, payment methods, reasons for no sale) differs in: its path, its schemas
 * from the domain, its five queries (db/escopo-empresa.ts `cadastroDaEmpresa`) and its messages.
 * Everything else (the five endpoints, the usaMerchant lock, 404 and 409) is the same and lives once, in
 * `endpointsDeCadastro`.
 */
type CadastroSimples<Corpo> = {
  /** '/unidades': the endpoints are its read, read_one, create, update and delete. */
  caminho: string;
  corpo: z.ZodType<Corpo>;
  corpoAlterar: z.ZodType<Corpo & { id: number }>;
  respostas: Record<'read' | 'read_one' | 'create' | 'update' | 'delete', z.ZodType>;
  listar(db: Executor, empresaId: number, p: Paginacao): Promise<Lista<unknown>>;
  porId(db: Executor, empresaId: number, id: number): Promise<unknown>;
  criar(db: Executor, empresaId: number, corpo: Corpo): Promise<number>;
  /** false when the id is not one of this company's. */
  alterar(db: Executor, empresaId: number, id: number, corpo: Corpo): Promise<boolean>;
  excluir(db: Executor, empresaId: number, id: number): Promise<boolean>;
  /**
   * The uses counted before the delete (http/exclusao.ts `excluirSemUsos`), so the 409 says how many
   * records use it; without them the 409 is `mensagens.emUso` alone.
   */
  usos?: {
    contar(db: Executor, empresaId: number, id: number): Promise<Record<string, number>>;
    /** How each use reads in the 409 ('visita(s)'). */
    rotulos: Record<string, string>;
    emUso: (usos: string[]) => string;
  };
  mensagens: {
    naoEncontrado: string;
    cadastrado: string;
    alterado: string;
    excluido: string;
    /** The 409 when a foreign key still points at the record. */
    emUso: string;
  };
  /**
   * What the usaMerchant lock refuses, as in 'Não é permitido cadastrar unidades…'; a register the lock
   * does not cover (reasons for no sale) has none.
   */
  travaMerchant?: { cadastrar: string; alterar: string };
};

// The type provider cannot resolve a generic schema's output, hence the two `as`: the schemas above and
// the queries' argument types are tied by `CadastroSimples<Corpo>` at each call site.
export function endpointsDeCadastro<Corpo>(c: CadastroSimples<Corpo>): FastifyPluginAsyncZod {
  const m = c.mensagens;
  return async (app) => {
    // The field app posts an empty body or none at all; both mean every row.
    app.post(
      `${c.caminho}/read`,
      { config: LEITURA, schema: { body: paginacao.nullish(), response: respostas(c.respostas.read) } },
      (req) => naEmpresa(req, async (tx, s) => pagina(await c.listar(tx, s.empresaId, req.body ?? {}))),
    );

    app.post(
      `${c.caminho}/read_one`,
      { config: LEITURA, schema: { body: corpoId, response: respostas(c.respostas.read_one) } },
      (req) =>
        naEmpresa(req, async (tx, s) => {
          const linha = await c.porId(tx, s.empresaId, req.body.id);
          if (!linha) throw naoEncontrado(m.naoEncontrado);
          return registros([linha]);
        }),
    );

    app.post(
      `${c.caminho}/create`,
      { schema: { body: c.corpo, response: respostas(c.respostas.create) } },
      (req) =>
        naEmpresa(req, async (tx, s) => {
          if (c.travaMerchant) await exigirSemMerchant(tx, s.empresaId, c.travaMerchant.cadastrar);
          const id = await c.criar(tx, s.empresaId, req.body as Corpo);
          return sucesso(m.cadastrado, { id });
        }),
    );

    app.put(
      `${c.caminho}/update`,
      { schema: { body: c.corpoAlterar, response: respostas(c.respostas.update) } },
      (req) =>
        naEmpresa(req, async (tx, s) => {
          if (c.travaMerchant) await exigirSemMerchant(tx, s.empresaId, c.travaMerchant.alterar);
          const corpo = req.body as Corpo & { id: number };
          if (!(await c.alterar(tx, s.empresaId, corpo.id, corpo))) throw naoEncontrado(m.naoEncontrado);
          return sucesso(m.alterado);
        }),
    );

    app.post(
      `${c.caminho}/delete`,
      { schema: { body: corpoId, response: respostas(c.respostas.delete) } },
      (req) =>
        naEmpresa(req, async (tx, s) => {
          const { id } = req.body;
          if (c.usos) {
            const { contar, rotulos, emUso } = c.usos;
            const mensagens = { rotulos, emUso, emUsoAgora: m.emUso, naoEncontrado: m.naoEncontrado };
            await excluirSemUsos(tx, s.empresaId, id, { usos: contar, excluir: c.excluir }, mensagens);
          } else {
            await excluirOuConflito(tx, s.empresaId, id, c.excluir, m);
          }
          return sucesso(m.excluido);
        }),
    );
  };
}
