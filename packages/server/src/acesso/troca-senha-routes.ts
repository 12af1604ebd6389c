import {
  aceitarConviteSchema,
  respostasAcesso,
  solicitarTrocaSenhaSchema,
  trocaSenhaSchema,
} from '@mascate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashSegredo, novoSegredo } from '../auth/tokens.ts';
import { respostas, sucesso } from '../http/envelope.ts';
import { entradaInvalida } from '../http/erros.ts';
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
  TROCA_SENHA_POR_EMAIL,
  zerarTentativas,
} from './limite-tentativas.ts';
import { muitasRequisicoes } from './limites-requisicoes.ts';
import { contaPorId, revogarSessoesDaPessoa } from './repository.ts';
import { aguardarSegundoPlano, depoisDaResposta } from './segundo-plano.ts';
import { hashSenha } from './senhas.ts';

// One answer whether or not the data matched, so the form cannot tell which e-mails have accounts.
const MSG_TROCA_SOLICITADA =
  'Se os dados informados estiverem corretos, você receberá um e-mail com o link para criar uma nova senha.';
export const MSG_MUITAS_SOLICITACOES = 'Muitas solicitações. Aguarde alguns minutos e tente novamente.';
export const MSG_LINK_INVALIDO = 'Link de troca de senha inválido ou expirado. Solicite um novo.';
const MSG_SENHA_ALTERADA = 'Senha alterada com sucesso!';
export const MSG_CONVITE_INVALIDO =
  'Link de convite inválido ou expirado. Peça a quem convidou um novo convite.';
const MSG_CONVITE_ACEITO = 'Convite aceito! Sua senha foi criada.';

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

  // The invitation's page (issue 45): the link names the account, so the new password alone; the answer
  // signs the user in (the login's values), and the web takes a vendedor to the field app.
  app.post(
    '/estabelecimentos/aceitar_convite',
    { schema: { body: aceitarConviteSchema, response: respostas(respostasAcesso.aceitar_convite) } },
    async (req) => {
      const { senha, chave } = req.body;
      const busca = { chaveHash: hashSegredo(chave), agora: agora() };
      // Checked first without a lock, so a wrong key costs no password hashing.
      if (!(await usuarioDoConvite(banco.db, busca))) throw entradaInvalida(MSG_CONVITE_INVALIDO);
      const senhaHash = await hashSenha(senha);
      const retorno = await banco.db.transaction(async (tx) => {
        const id = await usuarioDoConvite(tx, busca, true);
        const conta = id === undefined ? undefined : await contaPorId(tx, id);
        if (!conta) throw entradaInvalida(MSG_CONVITE_INVALIDO);
        await gravarSenha(tx, conta.id, senhaHash);
        await encerrarChaves(tx, conta.id, busca.agora);
        const vinculos = await revogarSessoesDaPessoa(tx, conta.id, busca.agora);
        return { vinculos, sessao: await abrirSessao(tx, conta, busca.agora) };
      });
      for (const id of retorno.vinculos) app.sessoesEmMemoria.esquecerUsuario(id);
      return sucesso(MSG_CONVITE_ACEITO, retorno.sessao);
    },
  );
};

export default endpointsTrocaSenha;
