import {
  cadastroEmpresaSchema,
  juntarContasSchema,
  loginSchema,
  respostasAcesso,
  trocarEmpresaSchema,
} from '@mascate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessaoDe } from '../auth/sessao.ts';
import { violaUnicidade } from '../db/erros-pg.ts';
import { respostas, sucesso } from '../http/envelope.ts';
import { conflito, ErroApi, entradaInvalida, naoEncontrado } from '../http/erros.ts';
import { abrirSessao } from './abrir-sessao.ts';
import {
  chavesLogin,
  devolverTentativa,
  LOGIN_POR_CONTA,
  LOGIN_POR_ENDERECO,
  LOGIN_POR_ENDERECO_E_CONTA,
  reservarTentativa,
  zerarTentativas,
} from './limite-tentativas.ts';
import { formatarEspera, muitasRequisicoes } from './limites-requisicoes.ts';
import {
  type Conta,
  criarEmpresa,
  emailEmUsoNoSistema,
  juntarPessoas,
  pessoaPorId,
  pessoasPorEmail,
  revogarSessao,
  vinculoNaEmpresa,
  vinculosAtivos,
} from './repository.ts';
import { hashSenha, senhaConfere } from './senhas.ts';
import endpointsTrocaSenha from './troca-senha-routes.ts';

export const MSG_EMAIL_CADASTRADO = 'Este e-mail já está cadastrado.';
const MSG_EMPRESA_NAO_ENCONTRADA = 'Empresa não encontrada.';
const MSG_LOGIN_INVALIDO = 'Usuário ou senha inválidos.';
export const MSG_SEM_OUTRA_CONTA = 'Nenhuma outra conta com o seu e-mail tem essa senha.';
export const MSG_CONTAS_NA_MESMA_EMPRESA =
  'As duas contas têm acesso à mesma empresa: peça ao administrador dela que desative uma delas e tente de novo.';
const MSG_CONTAS_JUNTADAS = 'Contas juntadas! As empresas da outra conta agora estão na sua.';
const msgMuitasTentativas = (segundos: number) =>
  `Muitas tentativas de login. Aguarde ${formatarEspera(segundos)} e tente novamente.`;

const endpointsAcesso: FastifyPluginAsyncZod = async (app) => {
  const { banco, agora } = app.deps;

  app.post(
    '/estabelecimentos/create',
    { schema: { body: cadastroEmpresaSchema, response: respostas(respostasAcesso.create) } },
    async (req) => {
      const corpo = req.body;
      if (await emailEmUsoNoSistema(banco.db, corpo.email)) throw conflito(MSG_EMAIL_CADASTRADO);
      const senhaHash = await hashSenha(corpo.senha);
      try {
        await banco.db.transaction((tx) =>
          criarEmpresa(tx, { ...corpo, imagemLogin: corpo.imagem_login, senhaHash }),
        );
      } catch (erro) {
        // Two sign-ups with one e-mail at the same moment: the unique index decides.
        if (violaUnicidade(erro)) throw conflito(MSG_EMAIL_CADASTRADO);
        throw erro;
      }
      return sucesso('Empresa cadastrada com sucesso!');
    },
  );

  app.post(
    '/estabelecimentos/login',
    { schema: { body: loginSchema, response: respostas(respostasAcesso.login) } },
    async (req, reply) => {
      const { email, senha } = req.body;
      const instante = agora();
      const chaves = chavesLogin(email, req.ip);
      // Counted before the slow hash, so simultaneous guesses are each counted; a wait refuses without
      // checking the password. Per address+account, so a burst from one address does not keep the owner out.
      const espera = await reservarTentativa(
        banco.db,
        [
          { chave: chaves.enderecoEConta, atraso: LOGIN_POR_ENDERECO_E_CONTA },
          { chave: chaves.endereco, atraso: LOGIN_POR_ENDERECO },
          { chave: chaves.conta, atraso: LOGIN_POR_CONTA },
        ],
        instante,
      );
      if (espera > 0) {
        const segundos = Math.ceil(espera / 1000);
        throw muitasRequisicoes(reply, segundos, msgMuitasTentativas(segundos));
      }
      // The e-mail may name several people (accounts of several companies not yet joined, migration
      // 0180): each one's password is verified (an unknown e-mail, an invited person without a password:
      // against the dummy hash, acesso/senhas.ts), so the time tells neither which of them exist nor how
      // many memberships they have; the oldest person whose password matches and who has an active
      // membership opens. Their memberships are read only after the password matched.
      const pessoas = await pessoasPorEmail(banco.db, email);
      const confere: number[] = [];
      for (const pessoa of pessoas.length > 0 ? pessoas : [undefined]) {
        if ((await senhaConfere(pessoa?.senhaHash, senha)) && pessoa) confere.push(pessoa.id);
      }
      let usuario: Conta | undefined;
      for (const pessoaId of confere) {
        // A deactivated membership (issue 14) reads the same answer as a wrong password.
        usuario = (await vinculosAtivos(banco.db, pessoaId))[0];
        if (usuario) break;
      }
      if (!usuario) throw new ErroApi('sem_sessao', MSG_LOGIN_INVALIDO);
      await zerarTentativas(banco.db, chaves.enderecoEConta);
      await devolverTentativa(banco.db, chaves.endereco);
      await devolverTentativa(banco.db, chaves.conta);
      return sucesso('Login realizado com sucesso!', await abrirSessao(banco.db, usuario, instante));
    },
  );

  await app.register(endpointsTrocaSenha);
};

/** Signed in (registered inside the session boundary): revokes the session's token. */
export const endpointsSessao: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/estabelecimentos/logout',
    { schema: { response: respostas(respostasAcesso.logout) } },
    async (req) => {
      const sessao = sessaoDe(req);
      await revogarSessao(app.deps.banco.db, sessao.tokenHash, app.deps.agora());
      app.sessoesEmMemoria.esquecerUsuario(sessao.usuarioId);
      return sucesso('Sessão encerrada.');
    },
  );

  // Issue 51: the person's membership in another company, without the password again. The session that
  // asks ends (the device holds one company at a time); the new one names the chosen membership.
  app.post(
    '/estabelecimentos/trocar_empresa',
    { schema: { body: trocarEmpresaSchema, response: respostas(respostasAcesso.trocar_empresa) } },
    async (req) => {
      const sessao = sessaoDe(req);
      const { banco, agora } = app.deps;
      const instante = agora();
      const retorno = await banco.db.transaction(async (tx) => {
        const conta = await vinculoNaEmpresa(tx, sessao.pessoaId, req.body.empresa_id);
        // Another person's company, a deactivated or still invited membership: the same answer.
        if (!conta) throw naoEncontrado(MSG_EMPRESA_NAO_ENCONTRADA);
        await revogarSessao(tx, sessao.tokenHash, instante);
        return abrirSessao(tx, conta, instante);
      });
      app.sessoesEmMemoria.esquecerUsuario(sessao.usuarioId);
      return sucesso('Empresa trocada com sucesso!', retorno);
    },
  );

  // Issue 51, "Juntar contas": accounts of two companies with one e-mail, made before people existed,
  // stay two people until the person, signed in to one, types the other's password once. Every other
  // person with the session's e-mail is verified (the dummy hash when there is none), with the login's
  // waits, and one answer for "no other account" and "not its password": the session tells nothing new.
  app.post(
    '/estabelecimentos/juntar_contas',
    { schema: { body: juntarContasSchema, response: respostas(respostasAcesso.juntar_contas) } },
    async (req, reply) => {
      const sessao = sessaoDe(req);
      const { banco, agora } = app.deps;
      const pessoa = await pessoaPorId(banco.db, sessao.pessoaId);
      if (!pessoa) throw entradaInvalida(MSG_SEM_OUTRA_CONTA);
      const chaves = chavesLogin(pessoa.email, req.ip);
      const espera = await reservarTentativa(
        banco.db,
        [
          { chave: chaves.enderecoEConta, atraso: LOGIN_POR_ENDERECO_E_CONTA },
          { chave: chaves.endereco, atraso: LOGIN_POR_ENDERECO },
          { chave: chaves.conta, atraso: LOGIN_POR_CONTA },
        ],
        agora(),
      );
      if (espera > 0) {
        const segundos = Math.ceil(espera / 1000);
        throw muitasRequisicoes(reply, segundos, msgMuitasTentativas(segundos));
      }
      const outras = (await pessoasPorEmail(banco.db, pessoa.email)).filter((p) => p.id !== pessoa.id);
      let outra: number | undefined;
      for (const p of outras.length > 0 ? outras : [undefined]) {
        if ((await senhaConfere(p?.senhaHash, req.body.senha)) && p && outra === undefined) outra = p.id;
      }
      if (outra === undefined) throw entradaInvalida(MSG_SEM_OUTRA_CONTA);
      const de = outra;
      const juntou = await banco.db.transaction((tx) => juntarPessoas(tx, de, pessoa.id));
      if (!juntou) throw conflito(MSG_CONTAS_NA_MESMA_EMPRESA);
      for (const id of juntou) app.sessoesEmMemoria.esquecerUsuario(id);
      await zerarTentativas(banco.db, chaves.enderecoEConta);
      await devolverTentativa(banco.db, chaves.endereco);
      await devolverTentativa(banco.db, chaves.conta);
      // This session's company first, then the last used, as the login answers them.
      const vinculos = await vinculosAtivos(banco.db, pessoa.id);
      const empresas = vinculos
        .map((v) => ({ id: v.empresaId, nome: v.empresaNome }))
        .sort((x, y) => Number(y.id === sessao.empresaId) - Number(x.id === sessao.empresaId));
      return sucesso(MSG_CONTAS_JUNTADAS, { empresas });
    },
  );
};

export default endpointsAcesso;
