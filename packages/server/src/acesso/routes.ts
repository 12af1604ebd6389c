import { cadastroEmpresaSchema, loginSchema } from '@mascate/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessaoDe } from '../auth/sessao.ts';
import { novoSegredo } from '../auth/tokens.ts';
import { sucesso } from '../http/envelope.ts';
import { conflito, ErroApi } from '../http/erros.ts';
import { criarEmpresa, criarSessao, revogarSessao, usuarioPorEmail } from './repository.ts';
import { HASH_FICTICIO, hashSenha, senhaConfere } from './senhas.ts';

const rotasAcesso: FastifyPluginAsyncZod = async (app) => {
  const { banco, agora } = app.deps;

  app.post('/estabelecimentos/create', { schema: { body: cadastroEmpresaSchema } }, async (req) => {
    const corpo = req.body;
    if (await usuarioPorEmail(banco.db, corpo.email)) throw conflito('Este e-mail já está cadastrado.');
    const senhaHash = await hashSenha(corpo.senha);
    try {
      await banco.db.transaction((tx) =>
        criarEmpresa(tx, { ...corpo, imagemLogin: corpo.imagem_login, senhaHash }),
      );
    } catch (erro) {
      // Two sign-ups with one e-mail at the same moment: the unique index decides.
      if (erro instanceof Error && /usuarios_email_unico/.test(String(erro.cause ?? erro.message))) {
        throw conflito('Este e-mail já está cadastrado.');
      }
      throw erro;
    }
    return sucesso('Empresa cadastrada com sucesso!');
  });

  app.post('/estabelecimentos/login', { schema: { body: loginSchema } }, async (req) => {
    const { email, senha } = req.body;
    const usuario = await usuarioPorEmail(banco.db, email);
    const confere = await senhaConfere(usuario?.senhaHash ?? HASH_FICTICIO, senha);
    if (!usuario || !confere) throw new ErroApi('sem_sessao', 'Usuário ou senha inválidos.');
    const { segredo, hash } = novoSegredo();
    await criarSessao(
      banco.db,
      { tokenHash: hash, usuarioId: usuario.id, empresaId: usuario.empresaId },
      agora(),
    );
    return sucesso('Login realizado com sucesso!', {
      token: segredo,
      email: usuario.email,
      nome: usuario.nome,
      id: usuario.empresaId,
      imagem_login: usuario.imagemLogin,
      usa_merchant: usuario.usaMerchant,
    });
  });

  app.post('/estabelecimentos/logout', async (req) => {
    const sessao = sessaoDe(req);
    await revogarSessao(banco.db, sessao.tokenHash, agora());
    return sucesso('Sessão encerrada.');
  });
};

export default rotasAcesso;
