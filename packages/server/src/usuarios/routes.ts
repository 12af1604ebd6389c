import {
  alterarUsuarioSchema,
  corpoId,
  lerUsuariosSchema,
  MSG_CONVITE_NAO_PENDENTE,
  MSG_CONVITE_REENVIADO,
  MSG_CONVITE_REENVIADO_SEM_EMAIL,
  MSG_CONVITE_USUARIO_INATIVO,
  MSG_USUARIO_CONVIDADO,
  MSG_USUARIO_CONVIDADO_SEM_EMAIL,
  respostasUsuarios,
  type UsuarioCorpo,
  usuarioSchema,
} from '@mascate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { encerrarChaves } from '../acesso/chaves-troca-senha.ts';
import { chaveTrocaSenha, contarTentativa, TROCA_SENHA_POR_EMAIL } from '../acesso/limite-tentativas.ts';
import { LEITURA, muitasRequisicoes } from '../acesso/limites-requisicoes.ts';
import { revogarSessoesDoUsuario } from '../acesso/repository.ts';
import { MSG_EMAIL_CADASTRADO } from '../acesso/routes.ts';
import { MSG_MUITAS_SOLICITACOES } from '../acesso/troca-senha-routes.ts';
import { sessaoDe } from '../auth/sessao.ts';
import type { Executor } from '../db/banco.ts';
import { violaUnicidade } from '../db/erros-pg.ts';
import { exigirNaEmpresa } from '../db/escopo-empresa.ts';
import { representantes } from '../db/schema.ts';
import { pagina, registros, respostas, sucesso } from '../http/envelope.ts';
import { conflito, entradaInvalida, naoEncontrado } from '../http/erros.ts';
import { convidar } from './convidar.ts';
import {
  conferirMudanca,
  encerraSessoes,
  MSG_REPRESENTANTE_COM_USUARIO,
  MSG_REPRESENTANTE_INEXISTENTE,
  MSG_USUARIO_NAO_ENCONTRADO,
} from './regras.ts';
import {
  administradoresAtivos,
  alterarUsuario,
  buscarUsuario,
  criarUsuario,
  emailEmUso,
  listarUsuarios,
  outroUsuarioDoRepresentante,
} from './repository.ts';

/** E-mail free in this company, representative of this company and without another active user. */
async function conferirDados(db: Executor, empresaId: number, u: UsuarioCorpo, id = 0, ativo = true) {
  if (await emailEmUso(db, empresaId, u.email, id)) throw conflito(MSG_EMAIL_CADASTRADO);
  if (u.representante_id === null) return;
  await exigirNaEmpresa(db, representantes, empresaId, u.representante_id, () =>
    entradaInvalida(MSG_REPRESENTANTE_INEXISTENTE),
  );
  if (ativo && (await outroUsuarioDoRepresentante(db, empresaId, u.representante_id, id)))
    throw conflito(MSG_REPRESENTANTE_COM_USUARIO);
}

const dados = (u: UsuarioCorpo) => ({
  nome: u.nome,
  email: u.email,
  papel: u.papel,
  // An administrator belongs to no representative.
  representanteId: u.papel === 'vendedor' ? u.representante_id : null,
});

// Administrators only (the permission table, domain/papeis.ts). Access tables are read by the owner
// role (decision 001), so every query here carries the session's company.
const endpointsUsuarios: FastifyPluginAsyncZod = async (app) => {
  const { banco, agora } = app.deps;
  // Unique e-mail and one active user per representative: two requests at once meet the unique indexes.
  const duplicado = (erro: unknown) => {
    if (violaUnicidade(erro)) throw conflito(`${MSG_EMAIL_CADASTRADO} ${MSG_REPRESENTANTE_COM_USUARIO}`);
    throw erro;
  };

  app.post(
    '/usuarios/read',
    {
      config: LEITURA,
      schema: { body: lerUsuariosSchema.default({}), response: respostas(respostasUsuarios.read) },
    },
    async (req) => {
      const s = sessaoDe(req);
      return pagina(await listarUsuarios(banco.db, s.empresaId, req.body, s.usuarioId));
    },
  );

  app.post(
    '/usuarios/read_one',
    { config: LEITURA, schema: { body: corpoId, response: respostas(respostasUsuarios.read_one) } },
    async (req) => {
      const s = sessaoDe(req);
      const usuario = await buscarUsuario(banco.db, s.empresaId, req.body.id, s.usuarioId);
      if (!usuario) throw naoEncontrado(MSG_USUARIO_NAO_ENCONTRADO);
      return registros([usuario]);
    },
  );

  app.post(
    '/usuarios/create',
    { schema: { body: usuarioSchema, response: respostas(respostasUsuarios.create) } },
    async (req) => {
      const s = sessaoDe(req);
      const convite = await banco.db
        .transaction(async (tx) => {
          await conferirDados(tx, s.empresaId, req.body);
          const novo = await criarUsuario(tx, s.empresaId, dados(req.body));
          const { linkConvite } = await convidar(app, tx, {
            empresaId: s.empresaId,
            usuarioId: novo,
            ...req.body,
          });
          return { id: novo, linkConvite };
        })
        .catch(duplicado);
      return sucesso(convite.linkConvite ? MSG_USUARIO_CONVIDADO_SEM_EMAIL : MSG_USUARIO_CONVIDADO, {
        id: convite.id,
        link_convite: convite.linkConvite,
      });
    },
  );

  app.put(
    '/usuarios/update',
    { schema: { body: alterarUsuarioSchema, response: respostas(respostasUsuarios.update) } },
    async (req) => {
      const s = sessaoDe(req);
      const { id, ativo, ...u } = req.body;
      await banco.db
        .transaction(async (tx) => {
          const admins = await administradoresAtivos(tx, s.empresaId);
          const antes = await buscarUsuario(tx, s.empresaId, id);
          if (!antes) throw naoEncontrado(MSG_USUARIO_NAO_ENCONTRADO);
          const novos = { ...dados(u), ativo };
          const depois = { papel: novos.papel, ativo, representante_id: novos.representanteId };
          conferirMudanca({ proprio: id === s.usuarioId, antes, depois, administradoresAtivos: admins });
          await conferirDados(tx, s.empresaId, u, id, ativo);
          await alterarUsuario(tx, s.empresaId, id, novos);
          if (encerraSessoes(antes, depois)) await revogarSessoesDoUsuario(tx, id, agora());
          // Deactivated: its pending invite and reset links open nothing any more (issue 23).
          if (!ativo) await encerrarChaves(tx, id, agora());
        })
        .catch(duplicado);
      // Its name (the order history's author) or its sessions changed: no remembered copy may answer.
      app.sessoesEmMemoria.esquecerUsuario(id);
      return sucesso('Usuário alterado com sucesso!');
    },
  );

  // Delete deactivates: the user's orders history keeps its author, and the e-mail stays taken.
  app.post(
    '/usuarios/delete',
    { schema: { body: corpoId, response: respostas(respostasUsuarios.delete) } },
    async (req) => {
      const s = sessaoDe(req);
      const id = req.body.id;
      await banco.db.transaction(async (tx) => {
        const admins = await administradoresAtivos(tx, s.empresaId);
        const antes = await buscarUsuario(tx, s.empresaId, id);
        if (!antes) throw naoEncontrado(MSG_USUARIO_NAO_ENCONTRADO);
        conferirMudanca({
          proprio: id === s.usuarioId,
          antes,
          depois: { ...antes, ativo: false },
          administradoresAtivos: admins,
        });
        await alterarUsuario(tx, s.empresaId, id, { ...dados(antes), ativo: false });
        await revogarSessoesDoUsuario(tx, id, agora());
        // Its pending invite and reset links end with it (issue 23).
        await encerrarChaves(tx, id, agora());
      });
      app.sessoesEmMemoria.esquecerUsuario(id);
      return sucesso('Usuário desativado com sucesso!');
    },
  );

  // A new invite link for a user who has not opened theirs (lost, expired): the old links stop working.
  // It shares the reset request's limit per e-mail address (acesso/limite-tentativas.ts), so neither
  // route can be used to flood one mailbox.
  app.post(
    '/usuarios/reenviar_convite',
    { schema: { body: corpoId, response: respostas(respostasUsuarios.reenviar_convite) } },
    async (req, reply) => {
      const s = sessaoDe(req);
      const instante = agora();
      const { linkConvite } = await banco.db.transaction(async (tx) => {
        const u = await buscarUsuario(tx, s.empresaId, req.body.id);
        if (!u) throw naoEncontrado(MSG_USUARIO_NAO_ENCONTRADO);
        if (!u.ativo) throw conflito(MSG_CONVITE_USUARIO_INATIVO);
        if (!u.convite_pendente) throw conflito(MSG_CONVITE_NAO_PENDENTE);
        const limite = await contarTentativa(tx, chaveTrocaSenha(u.email), TROCA_SENHA_POR_EMAIL, instante);
        if (limite.tentativas > TROCA_SENHA_POR_EMAIL.limite) {
          const segundos = (limite.fimJanela.getTime() - instante.getTime()) / 1000;
          throw muitasRequisicoes(reply, segundos, MSG_MUITAS_SOLICITACOES);
        }
        await encerrarChaves(tx, u.id, instante);
        return convidar(app, tx, { empresaId: s.empresaId, usuarioId: u.id, nome: u.nome, email: u.email });
      });
      return sucesso(linkConvite ? MSG_CONVITE_REENVIADO_SEM_EMAIL : MSG_CONVITE_REENVIADO, {
        link_convite: linkConvite,
      });
    },
  );
};

export default endpointsUsuarios;
