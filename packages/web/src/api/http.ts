// The one HTTP client of the back office: JSON calls, downloads, the import's upload and the product
// images all go through `enviar` (or, for the upload, its XMLHttpRequest twin), the one place that adds
// the token, signs out on a 401, reads the failure envelope and explains a lost connection.
import {
  type ChaveEndpoint,
  type CorpoEndpoint,
  type EndpointArquivo,
  type EndpointJson,
  type envelopeFalha,
  metodoDoEndpoint,
  type RespostaEndpoint,
} from '@mascate/domain';
import type { z } from 'zod';
import { lerSessao, limparSessao } from '../sessao/sessao.ts';

export const MENSAGEM_SEM_CONEXAO =
  'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';
const MENSAGEM_RESPOSTA_INVALIDA = 'O servidor respondeu de forma inesperada. Tente novamente.';

export class ErroApi extends Error {
  readonly status: number;
  /** No answer from the API (no connection, or a body that is not its envelope): nothing was refused. */
  readonly semResposta: boolean;
  constructor(mensagem: string, status: number, semResposta = false) {
    super(mensagem);
    this.name = 'ErroApi';
    this.status = status;
    this.semResposta = semResposta;
  }
}

/**
 * Whose session a call carries: the back office's by default; the field app keeps its own (another key,
 * so signing out of one does not sign out of the other) and passes it here.
 */
export type FonteSessao = { token: () => string | null; expirou: () => void };

const SESSAO_ESCRITORIO: FonteSessao = { token: () => lerSessao().token, expirou: limparSessao };

/**
 * `params`: the path's parameters (`cep/:cep`); `semToken`: a call made before signing in; `sessao`: the
 * session to carry (the back office's when absent).
 */
export type OpcoesChamada = {
  params?: Record<string, string | number>;
  semToken?: boolean;
  sessao?: FonteSessao;
};

/** The address of an endpoint: its key with the path's parameters filled in. */
function caminhoDe(endpoint: ChaveEndpoint, params: OpcoesChamada['params'] = {}): string {
  return `/api/${endpoint.replace(/:([^/]+)/g, (_, nome: string) => encodeURIComponent(String(params[nome] ?? '')))}`;
}

function tokenDa(opcoes: OpcoesChamada): string | null {
  return opcoes.semToken ? null : (opcoes.sessao ?? SESSAO_ESCRITORIO).token();
}

/**
 * After any answer: a 401 to a call that carried a token ends the session (the route set then falls back
 * to the login screen, because it is decided by the stored token).
 */
function aoResponder(status: number, token: string | null, opcoes: OpcoesChamada): void {
  if (status === 401 && token) (opcoes.sessao ?? SESSAO_ESCRITORIO).expirou();
}

/** The failure envelope (domain schemas/envelope.ts); a success envelope has the same `retorno`. */
type Envelope = z.output<typeof envelopeFalha>;
function ehEnvelope(v: unknown): v is Envelope {
  if (typeof v !== 'object' || v === null || !('retorno' in v)) return false;
  const r = (v as { retorno: unknown }).retorno;
  return typeof r === 'object' && r !== null && 'sucesso' in r;
}

/** The error a refused call shows: the failure envelope's message, or why there is none. */
function erroDa(corpo: unknown, status: number): ErroApi {
  if (ehEnvelope(corpo)) return new ErroApi(corpo.retorno.mensagem || MENSAGEM_RESPOSTA_INVALIDA, status);
  return new ErroApi(
    status >= 200 && status < 300 ? MENSAGEM_RESPOSTA_INVALIDA : MENSAGEM_SEM_CONEXAO,
    status,
    true,
  );
}

/** The request itself: the token, the 401 rule and the pt-BR message when the server cannot be reached. */
async function enviar(caminho: string, init: RequestInit, opcoes: OpcoesChamada): Promise<Response> {
  const token = tokenDa(opcoes);
  const headers: Record<string, string> = { ...(init.headers as Record<string, string> | undefined) };
  if (token) headers.Authorization = `Bearer ${token}`;
  let resposta: Response;
  try {
    resposta = await fetch(caminho, { ...init, headers });
  } catch {
    throw new ErroApi(MENSAGEM_SEM_CONEXAO, 0, true);
  }
  aoResponder(resposta.status, token, opcoes);
  return resposta;
}

/**
 * Calls an endpoint of the contract (domain schemas/contrato.ts) and answers its success envelope, typed
 * from the endpoint's answer schema: `api('clientes/read', corpo)` is the customers' page. A failure
 * throws ErroApi with the server's message (the global handler shows it in the 'Atenção' modal).
 */
export async function api<K extends EndpointJson>(
  endpoint: K,
  corpo?: CorpoEndpoint<K>,
  opcoes: OpcoesChamada = {},
): Promise<RespostaEndpoint<K>> {
  const metodo = metodoDoEndpoint(endpoint);
  const init: RequestInit = { method: metodo };
  if (corpo instanceof FormData) init.body = corpo;
  else if (corpo !== undefined && metodo !== 'GET') {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(corpo);
  }
  const resposta = await enviar(caminhoDe(endpoint, opcoes.params), init, opcoes);
  let dados: unknown;
  try {
    dados = await resposta.json();
  } catch {
    dados = undefined;
  }
  if (!ehEnvelope(dados) || !dados.retorno.sucesso || !resposta.ok) throw erroDa(dados, resposta.status);
  return dados as RespostaEndpoint<K>;
}

function nomeDoArquivo(disposicao: string | null, padrao: string): string {
  return /filename="([^"]+)"/.exec(disposicao ?? '')?.[1] ?? padrao;
}

/** A file an endpoint answers (a spreadsheet, a PDF, an image), with the name the server gave it. */
export async function buscarArquivo(
  endpoint: EndpointArquivo,
  consulta?: Record<string, unknown>,
  opcoes: OpcoesChamada = {},
): Promise<{ dados: Blob; nome: string }> {
  const busca = new URLSearchParams();
  for (const [k, v] of Object.entries(consulta ?? {}))
    if (v !== undefined && v !== null && v !== '') busca.set(k, String(v));
  const texto = busca.toString();
  const caminho = caminhoDe(endpoint, opcoes.params);
  const resposta = await enviar(texto ? `${caminho}?${texto}` : caminho, { method: 'GET' }, opcoes);
  if (!resposta.ok) throw erroDa(await resposta.json().catch(() => null), resposta.status);
  const padrao = `${caminho.split('/').filter(Boolean).slice(1).join('-')}.csv`;
  return {
    dados: await resposta.blob(),
    nome: nomeDoArquivo(resposta.headers.get('content-disposition'), padrao),
  };
}

/**
 * POST multipart with upload progress (fetch has none), through XMLHttpRequest with the same rules as
 * `enviar`. `aceitar` reads a body that is an answer even with an error status (the import's report comes
 * back with 400 when the file has errors); any other body is the failure envelope.
 */
export function enviarComProgresso<K extends EndpointJson>(
  endpoint: K,
  dados: FormData,
  progresso: (fracao: number) => void,
  aceitar: (corpo: unknown) => corpo is RespostaEndpoint<K>,
): Promise<RespostaEndpoint<K>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(metodoDoEndpoint(endpoint), caminhoDe(endpoint));
    const token = tokenDa({});
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) progresso(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ErroApi(MENSAGEM_SEM_CONEXAO, 0, true));
    xhr.onload = () => {
      aoResponder(xhr.status, token, {});
      let corpo: unknown = null;
      try {
        corpo = JSON.parse(xhr.responseText);
      } catch {
        corpo = null;
      }
      if (aceitar(corpo)) resolve(corpo);
      else reject(erroDa(corpo, xhr.status));
    };
    xhr.send(dados);
  });
}
