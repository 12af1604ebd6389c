// Errors carry a code; one table maps codes to HTTP statuses (checked exhaustive by the type).
export type CodigoErro =
  | 'entrada_invalida'
  | 'sem_sessao'
  | 'proibido'
  | 'nao_encontrado'
  | 'conflito'
  | 'grande_demais'
  | 'muitas_tentativas'
  | 'indisponivel';

const STATUS_POR_CODIGO: Record<CodigoErro, number> = {
  entrada_invalida: 400,
  sem_sessao: 401,
  proibido: 403,
  nao_encontrado: 404,
  conflito: 409,
  grande_demais: 413,
  muitas_tentativas: 429,
  indisponivel: 503,
};

export class ErroApi extends Error {
  constructor(
    readonly codigo: CodigoErro,
    mensagem: string,
  ) {
    super(mensagem);
  }
  get status(): number {
    return STATUS_POR_CODIGO[this.codigo];
  }
}

export const entradaInvalida = (m: string) => new ErroApi('entrada_invalida', m);
export const semSessao = (m = 'Sessão expirada. Entre novamente.') => new ErroApi('sem_sessao', m);
export const proibido = (m: string) => new ErroApi('proibido', m);
export const naoEncontrado = (m: string) => new ErroApi('nao_encontrado', m);
export const conflito = (m: string) => new ErroApi('conflito', m);

/** Every pooled connection stayed busy for the acquire timeout (DB_POOL_ACQUIRE_TIMEOUT_MS): 503. */
export const MSG_SERVIDOR_OCUPADO = 'O servidor está ocupado no momento. Tente novamente em alguns segundos.';
