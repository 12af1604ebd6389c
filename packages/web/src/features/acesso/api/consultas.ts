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
  /** 'Juntar contas' (issue 51): the other account's password; answers the person's companies. */
  juntarContas: (corpo: CorpoEndpoint<'estabelecimentos/juntar_contas'>) =>
    api('estabelecimentos/juntar_contas', corpo),
  /** Ends the login's session before it was stored (the company chooser's 'Voltar'). */
  sairDa: (token: string) =>
    api('estabelecimentos/logout', undefined, { sessao: { token: () => token, expirou: () => undefined } }),
  /**
   * Another company of the signed-in person (issue 51), no password. `token`: the session to switch from
   * when it is not stored yet (the login's, while the person chooses); else the stored one.
   */
  trocarEmpresa: (empresaId: number, token?: string) =>
    api(
      'estabelecimentos/trocar_empresa',
      { empresa_id: empresaId },
      token === undefined ? {} : { sessao: { token: () => token, expirou: () => undefined } },
    ),
};
