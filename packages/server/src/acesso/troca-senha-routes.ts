import {
  aceitarConviteSchema,
  problemaDaSenha,
  respostasAcesso,
  solicitarTrocaSenhaSchema,
  trocaSenhaSchema,
} from '@mascate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashSegredo, novoSegredo } from '../auth/tokens.ts';
import { respostas, sucesso } from '../http/envelope.ts';
import { conflito, entradaInvalida } from '../http/erros.ts';
import { abrirSessao } from './abrir-sessao.ts';
import {
  criarChave,
  encerrarChaves,
  gravarSenha,
  usuarioDaChave,
  usuarioDoConvite,
  usuarioParaTroca,
} from './chaves-troca-senha.ts';
import { emailTrocaSenha } from './email-troca-senha.ts';
import {
  chavesLogin,
  chaveTrocaSenha,
  contarTentativa,
  devolverTentativa,
  LOGIN_POR_CONTA,
  LOGIN_POR_ENDERECO,
  LOGIN_POR_ENDERECO_E_CONTA,
  reservarTentativa,
  TROCA_SENHA_POR_EMAIL,
  zerarTentativas,
} from './limite-tentativas.ts';
import { formatarEspera, muitasRequisicoes } from './limites-requisicoes.ts';
import {
  contaPorId,
  juntarConvite,
  pessoasPorEmail,
  revogarSessoesDaPessoa,
  vinculoDaPessoaNaEmpresa,
} from './repository.ts';
import { aguardarSegundoPlano, depoisDaResposta } from './segundo-plano.ts';
import { HASH_FICTICIO, hashParaVerificar, hashSenha, senhaConfere } from './senhas.ts';

// One answer whether or not the data matched, so the form cannot tell which e-mails have accounts.
const MSG_TROCA_SOLICITADA =
  'Se os dados informados estiverem corretos, você receberá um e-mail com o link para criar uma nova senha.';
export const MSG_MUITAS_SOLICITACOES = 'Muitas solicitações. Aguarde alguns minutos e tente novamente.';
export const MSG_LINK_INVALIDO = 'Link de troca de senha inválido ou expirado. Solicite um novo.';
const msgMuitasTentativas = (segundos: number) =>
  `Muitas tentativas de login. Aguarde ${formatarEspera(segundos)} e tente novamente.`;
const MSG_SENHA_ALTERADA = 'Senha alterada com sucesso!';
export const MSG_CONVITE_INVALIDO =
  'Link de convite inválido ou expirado. Peça a quem convidou um novo convite.';
const MSG_CONVITE_ACEITO = 'Convite aceito! Sua senha foi criada.';
export const MSG_CONVITE_SENHA_DA_CONTA =
  'Este e-mail já tem uma conta no Mascate: digite a senha que você já usa para entrar (ou use "Esqueceu a senha" na tela de login).';
export const MSG_CONVITE_JA_NA_EMPRESA =
  'Sua conta já faz parte desta empresa. Entre com o seu e-mail e senha.';

const endpointsTrocaSenha: FastifyPluginAsyncZod = async (app) => {
  const { banco, agora, config } = app.deps;
  app.addHook('onClose', () => aguardarSegundoPlano());

  app.post(
    '/estabelecimentos/solicitar_troca_senha',
    {
      schema: { body: solicitarTrocaSenhaSchema, response: respostas(respostasAcesso.solicitar_troca_senha) },
    },
    async (req, reply) => {
      const { email, cnpj } = req.body;
      const instante = agora();
      // Counted before looking the account up, so the limit itself reveals nothing either.
      const { tentativas, fimJanela } = await contarTentativa(
        banco.db,
        chaveTrocaSenha(email),
        TROCA_SENHA_POR_EMAIL,
        instante,
      );
      if (tentativas > TROCA_SENHA_POR_EMAIL.limite) {
        const segundos = (fimJanela.getTime() - instante.getTime()) / 1000;
        throw muitasRequisicoes(reply, segundos, MSG_MUITAS_SOLICITACOES);
      }
      // The lookup, the key and the mail come after the answer, so its time is the same whether or not
      // the account exists; the mail goes to the outbox queue, which sends it and retries (mail/fila.ts).
      depoisDaResposta(req, reply, async () => {
        const usuario = await usuarioParaTroca(banco.db, email, cnpj);
        if (!usuario) return;
        const { segredo, hash } = novoSegredo();
        await criarChave(banco.db, hash, usuario.id, instante);
        const link = `${config.publicUrl.replace(/\/+$/, '')}/troca-senha/${segredo}`;
        // Read at call time: the server swaps in a correio that logs through the app's logger.
        await app.deps.correio.enviar({
          ...emailTrocaSenha({ para: usuario.email, nome: usuario.nome, link }),
          segredo,
        });
      });
      return sucesso(MSG_TROCA_SOLICITADA);
    },
  );

  app.post(
    '/estabelecimentos/troca_senha',
    { schema: { body: trocaSenhaSchema, response: respostas(respostasAcesso.troca_senha) } },
    async (req) => {
      const { email, cnpj, senha, chave } = req.body;
      const busca = { chaveHash: hashSegredo(chave), email, cnpj, agora: agora() };
      // Checked first without a lock, so a wrong key costs no password hashing.
      if (!(await usuarioDaChave(banco.db, busca))) throw entradaInvalida(MSG_LINK_INVALIDO);
      const senhaHash = await hashSenha(senha);
      const vinculos = await banco.db.transaction(async (tx) => {
        const id = await usuarioDaChave(tx, busca, true);
        if (!id) throw entradaInvalida(MSG_LINK_INVALIDO);
        await gravarSenha(tx, id, senhaHash);
        await encerrarChaves(tx, id, busca.agora);
        // The person's password: the sessions of all their memberships end.
        const ids = await revogarSessoesDaPessoa(tx, id, busca.agora);
        // A new password ends the waits this account's login had.
        await zerarTentativas(tx, chavesLogin(email, req.ip).conta);
        await zerarTentativas(tx, chavesLogin(email, req.ip).enderecoEConta);
        return ids;
      });
      for (const id of vinculos) app.sessoesEmMemoria.esquecerUsuario(id);
      return sucesso(MSG_SENHA_ALTERADA);
    },
  );

  // The invitation's page (issue 45): the link names the membership, so the password alone; the answer
  // signs the user in (the login's values), and the web takes a vendedor to the field app. When the
  // e-mail already has a person with a password (issue 51: the same person in another company), the
  // password typed must be theirs, and the membership joins that person; else it becomes the new
  // person's password. The inviting company's answer was the same in both cases (usuarios/create).
  app.post(
    '/estabelecimentos/aceitar_convite',
    { schema: { body: aceitarConviteSchema, response: respostas(respostasAcesso.aceitar_convite) } },
    async (req, reply) => {
      const { senha, chave } = req.body;
      const busca = { chaveHash: hashSegredo(chave), agora: agora() };
      // Checked first without a lock, so a wrong key costs no password hashing.
      const convidadoId = await usuarioDoConvite(banco.db, busca);
      const convidado = convidadoId === undefined ? undefined : await contaPorId(banco.db, convidadoId);
      if (!convidado) throw entradaInvalida(MSG_CONVITE_INVALIDO);
      // An invitation's key must not become a way around the login's waits for an existing person's
      // password: the same counters as the login's, for the invited e-mail.
      const chaves = chavesLogin(convidado.email, req.ip);
      const espera = await reservarTentativa(
        banco.db,
        [
          { chave: chaves.enderecoEConta, atraso: LOGIN_POR_ENDERECO_E_CONTA },
          { chave: chaves.endereco, atraso: LOGIN_POR_ENDERECO },
          { chave: chaves.conta, atraso: LOGIN_POR_CONTA },
        ],
        busca.agora,
      );
      if (espera > 0) {
        const segundos = Math.ceil(espera / 1000);
        throw muitasRequisicoes(reply, segundos, msgMuitasTentativas(segundos));
      }
      const existentes = (await pessoasPorEmail(banco.db, convidado.email)).filter(
        (p) => p.id !== convidado.pessoaId && hashParaVerificar(p.senhaHash) !== HASH_FICTICIO,
      );
      let pessoaExistente: number | undefined;
      let senhaHash = '';
      if (existentes.length > 0) {
        // Each one verified, as the login does; the oldest whose password matches takes the membership.
        for (const p of existentes)
          if ((await senhaConfere(p.senhaHash, senha)) && pessoaExistente === undefined)
            pessoaExistente = p.id;
        if (pessoaExistente === undefined) throw entradaInvalida(MSG_CONVITE_SENHA_DA_CONTA);
      } else {
        const problema = problemaDaSenha(senha);
        if (problema) throw entradaInvalida(problema);
        senhaHash = await hashSenha(senha);
      }
      const retorno = await banco.db.transaction(async (tx) => {
        const id = await usuarioDoConvite(tx, busca, true);
        if (id !== convidado.id) throw entradaInvalida(MSG_CONVITE_INVALIDO);
        await encerrarChaves(tx, id, busca.agora);
        if (pessoaExistente !== undefined) {
          if (await vinculoDaPessoaNaEmpresa(tx, pessoaExistente, convidado.empresaId))
            throw conflito(MSG_CONVITE_JA_NA_EMPRESA);
          // The password is unchanged: the person's other sessions stay.
          await juntarConvite(tx, id, convidado.pessoaId, pessoaExistente);
          const conta = await contaPorId(tx, id);
          if (!conta) throw entradaInvalida(MSG_CONVITE_INVALIDO);
          return { vinculos: [], sessao: await abrirSessao(tx, conta, busca.agora) };
        }
        await gravarSenha(tx, id, senhaHash);
        const vinculos = await revogarSessoesDaPessoa(tx, id, busca.agora);
        return { vinculos, sessao: await abrirSessao(tx, convidado, busca.agora) };
      });
      await zerarTentativas(banco.db, chaves.enderecoEConta);
      await devolverTentativa(banco.db, chaves.endereco);
      await devolverTentativa(banco.db, chaves.conta);
      for (const id of retorno.vinculos) app.sessoesEmMemoria.esquecerUsuario(id);
      return sucesso(MSG_CONVITE_ACEITO, retorno.sessao);
    },
  );
};

export default endpointsTrocaSenha;
