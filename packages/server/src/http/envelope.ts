// The answer envelope every endpoint uses: { retorno: { sucesso, mensagem, ... }, registros?, total? }.
export type Retorno = { sucesso: boolean; mensagem: string } & Record<string, unknown>;
export type Envelope<T = unknown> = { retorno: Retorno; registros?: T[]; total?: number };

export function sucesso(mensagem: string, extras: Record<string, unknown> = {}): Envelope<never> {
  return { retorno: { sucesso: true, mensagem, ...extras } };
}

export function registros<T>(linhas: T[], total?: number, mensagem = ''): Envelope<T> {
  return total === undefined
    ? { retorno: { sucesso: true, mensagem }, registros: linhas }
    : { retorno: { sucesso: true, mensagem }, registros: linhas, total };
}

export function falha(mensagem: string): Envelope<never> {
  return { retorno: { sucesso: false, mensagem } };
}
