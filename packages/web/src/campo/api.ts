import type { Envelope } from '@mascate/domain';

// The field app's session: its own key, so signing out of the back office in the same browser does not
// drop the field app's work (and the reverse).
const CHAVE = 'mascateCampo.sessao';

export type SessaoCampo = {
  token: string;
  nome: string;
  email: string;
  papel: 'administrador' | 'vendedor';
  representanteId: number | null;
};

export function lerSessao(): SessaoCampo | null {
  try {
    const s = JSON.parse(localStorage.getItem(CHAVE) ?? 'null') as SessaoCampo | null;
    return s?.token ? s : null;
  } catch {
    return null;
  }
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

export async function chamar<T>(caminho: string, corpo: unknown, token = lerSessao()?.token): Promise<T> {
  let r: Response;
  try {
    r = await fetch(`/api/${caminho}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(corpo ?? {}),
    });
  } catch {
    throw new SemConexao('Sem conexão com o servidor. Seus dados continuam guardados no aparelho.');
  }
  let json: Envelope;
  try {
    json = (await r.json()) as Envelope;
  } catch {
    throw new SemConexao('O servidor não respondeu. Seus dados continuam guardados no aparelho.');
  }
  if (r.status === 401)
    throw new SessaoExpirada(json.retorno?.mensagem || 'Sessão expirada. Entre novamente.');
  if (!r.ok || !json.retorno?.sucesso) throw new Error(json.retorno?.mensagem || `Erro ${r.status}.`);
  return json as T;
}
