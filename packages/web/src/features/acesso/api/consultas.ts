import type { CorpoEndpoint } from '@mascate/domain';
import { api } from '../../../api/http.ts';

/**
 * The access calls (sign up, sign in, password change, sign out): all but signing out are made without a
 * session, so they carry no token and a 401 of theirs (a wrong password) signs no one out.
 */
export const acessoConsultas = {
  cadastrar: (corpo: CorpoEndpoint<'estabelecimentos/create'>) =>
    api('estabelecimentos/create', corpo, { semToken: true }),
  entrar: (corpo: CorpoEndpoint<'estabelecimentos/login'>) =>
    api('estabelecimentos/login', corpo, { semToken: true }),
  solicitarTrocaSenha: (corpo: CorpoEndpoint<'estabelecimentos/solicitar_troca_senha'>) =>
    api('estabelecimentos/solicitar_troca_senha', corpo, { semToken: true }),
  trocarSenha: (corpo: CorpoEndpoint<'estabelecimentos/troca_senha'>) =>
    api('estabelecimentos/troca_senha', corpo, { semToken: true }),
  /** The invitation's page: the new password, and the answer signs in (issue 45). */
  aceitarConvite: (corpo: CorpoEndpoint<'estabelecimentos/aceitar_convite'>) =>
    api('estabelecimentos/aceitar_convite', corpo, { semToken: true }),
  /** Whether sign-up with the OpenID provider (Google) is configured on this server. */
  oidcConfigurado: async () => (await api('oidc/config', undefined, { semToken: true })).retorno.configurado,
  sair: () => api('estabelecimentos/logout'),
};
