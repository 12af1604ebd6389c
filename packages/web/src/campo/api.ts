import type { CorpoEndpoint, EndpointJson, RespostaEndpoint, RetornoLogin } from '@mascate/domain';
import { api, ErroApi, type FonteSessao } from '../api/http.ts';

// The field app's session: its own key, so signing out of the back office in the same browser does not
// drop the field app's work (and the reverse).
const CHAVE = 'mascateCampo.sessao';

/** What the device keeps of the login's answer (estabelecimentos/login). */
export type SessaoCampo = Pick<RetornoLogin, 'token' | 'nome' | 'email' | 'papel'> & {
  representanteId: RetornoLogin['representante_id'];
  /** The session's company (issue 51: one person, several companies); absent in sessions kept before. */
  empresaId?: number;
  /** The person's companies, this session's first (more than one: Sincronizar offers the switch). */
  empresas?: RetornoLogin['empresas'];
};

export function lerSessao(): SessaoCampo | null {
  try {
    const s = JSON.parse(localStorage.getItem(CHAVE) ?? 'null') as SessaoCampo | null;
    return s?.token ? s : null;
  } catch {
    return null;
  }
}

/** The field app's session from the login's answer (its sign-in, an accepted invitation). */
export function sessaoDoLogin(r: RetornoLogin): SessaoCampo {
  return {
    token: r.token,
    nome: r.nome,
    email: r.email,
    papel: r.papel,
    representanteId: r.representante_id,
    empresaId: r.id,
    empresas: r.empresas,
  };
}

export function gravarSessao(s: SessaoCampo | null): void {
  if (s) localStorage.setItem(CHAVE, JSON.stringify(s));
  else localStorage.removeItem(CHAVE);
  window.dispatchEvent(new Event('mascateCampo:sessao'));
}

/** No answer at all (no signal, server down): the work stays on the device. */
export class SemConexao extends Error {}
/** The server refused the session: sign in again (the device keeps its data). */
export class SessaoExpirada extends Error {}

/**
 * The field app's session for the one HTTP client: its own token, and a 401 signs the field app out (its
 * outbox and slice stay on the device, kept per e-mail, and go on after the next sign-in).
 */
const SESSAO_CAMPO: FonteSessao = {
  token: () => lerSessao()?.token ?? null,
  expirou: () => gravarSessao(null),
};

/**
 * Calls an endpoint through the back office's client (api/http.ts: the token, the failure envelope),
 * with the field app's words for the two failures that leave the work on the device: no answer at all
 * (SemConexao) and a refused session (SessaoExpirada). Any failure throws before the outbox is touched,
 * so an entry changes state only with the server's answer for it.
 */
export async function chamar<K extends EndpointJson>(
  endpoint: K,
  corpo: CorpoEndpoint<K>,
  opcoes: { semToken?: boolean } = {},
): Promise<RespostaEndpoint<K>> {
  try {
    return await api(endpoint, corpo, { ...opcoes, sessao: SESSAO_CAMPO });
  } catch (e) {
    if (!(e instanceof ErroApi)) throw e;
    if (e.semResposta)
      throw new SemConexao(
        e.status === 0
          ? 'Sem conexão com o servidor. Seus dados continuam guardados no aparelho.'
          : 'O servidor não respondeu. Seus dados continuam guardados no aparelho.',
      );
    if (e.status === 401) throw new SessaoExpirada(e.message || 'Sessão expirada. Entre novamente.');
    throw e;
  }
}
