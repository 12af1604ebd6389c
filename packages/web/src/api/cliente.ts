import type { Envelope } from '@mascate/domain';
import { lerSessao, limparSessao } from '../sessao/sessao.ts';

export const MENSAGEM_SEM_CONEXAO =
  'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';
const MENSAGEM_RESPOSTA_INVALIDA = 'O servidor respondeu de forma inesperada. Tente novamente.';

export class ErroApi extends Error {
  readonly status: number;
  constructor(mensagem: string, status: number) {
    super(mensagem);
    this.name = 'ErroApi';
    this.status = status;
  }
}

type Opcoes = { metodo?: 'GET' | 'POST' | 'PUT'; semToken?: boolean };

function ehEnvelope(v: unknown): v is Envelope<unknown> {
  if (typeof v !== 'object' || v === null || !('retorno' in v)) return false;
  const r = (v as { retorno: unknown }).retorno;
  return typeof r === 'object' && r !== null && 'sucesso' in r;
}

/**
 * The one HTTP client: token header, the envelope read whatever the status, and the single place where
 * an expired session (401 on a call that carried a token) ends the session; the route set then falls
 * back to the login screen because it is decided by the stored token.
 */
export async function chamarApi<T = unknown, E extends object = Record<string, unknown>>(
  caminho: string,
  corpo?: unknown,
  opcoes: Opcoes = {},
): Promise<Envelope<T, E>> {
  const metodo = opcoes.metodo ?? (corpo === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = {};
  const token = opcoes.semToken ? null : lerSessao().token;
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (corpo instanceof FormData) body = corpo;
  else if (corpo !== undefined && metodo !== 'GET') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(corpo);
  }

  let resposta: Response;
  try {
    resposta = await fetch(`/api/${caminho.replace(/^\/+/, '')}`, { method: metodo, headers, body });
  } catch {
    throw new ErroApi(MENSAGEM_SEM_CONEXAO, 0);
  }

  let dados: unknown;
  try {
    dados = await resposta.json();
  } catch {
    dados = undefined;
  }
  if (resposta.status === 401 && token) limparSessao();
  if (!ehEnvelope(dados)) {
    throw new ErroApi(resposta.ok ? MENSAGEM_RESPOSTA_INVALIDA : MENSAGEM_SEM_CONEXAO, resposta.status);
  }
  const envelope = dados as Envelope<T, E>;
  if (!envelope.retorno.sucesso || !resposta.ok) {
    throw new ErroApi(envelope.retorno.mensagem || MENSAGEM_RESPOSTA_INVALIDA, resposta.status);
  }
  return envelope;
}
