import type { Envelope } from '@mascate/domain';
import type { FastifyInstance } from 'fastify';

// Calling the real app as the web app does; no vitest here, so bench scripts use it too.

/** Any endpoint's answer as tests read it: the one envelope of packages/domain. */
export type Resposta = {
  status: number;
  corpo: Envelope<Record<string, unknown>> & { retorno: Record<string, unknown> };
};

export type Chamar = (
  metodo: 'GET' | 'POST' | 'PUT',
  url: string,
  corpo?: unknown,
  token?: string,
) => Promise<Resposta>;

export type EmpresaTeste = { token: string; empresaId: number; email: string; senha: string; nome: string };

/** A JSON call through Fastify inject, with the session's token as Bearer when given. */
export function chamadorDe(app: FastifyInstance): Chamar {
  return async (metodo, url, corpo, token) => {
    const r = await app.inject({
      method: metodo,
      url,
      ...(corpo === undefined ? {} : { payload: corpo as object }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: r.statusCode, corpo: r.json() };
  };
}

/** Registers a company through the API and signs in as it. */
export async function cadastrarEmpresa(
  chamar: Chamar,
  e: { email: string; nome: string; cnpj: string; senha: string },
): Promise<EmpresaTeste> {
  const criada = await chamar('POST', '/api/estabelecimentos/create', { ...e, imagem_login: '' });
  if (criada.status !== 200) throw new Error(`cadastro falhou: ${JSON.stringify(criada.corpo)}`);
  const login = await chamar('POST', '/api/estabelecimentos/login', { email: e.email, senha: e.senha });
  const r = login.corpo.retorno;
  return { ...e, token: String(r.token), empresaId: Number(r.id) };
}

/**
 * The calls a register's tests make as one company (`recurso` as in /api/clientes/...): create, list (the
 * answer's body), the names listed, read one record. Reads `amb.chamar` at each call, so it may be built
 * before the environment is.
 */
export function apiDoCadastro(amb: { chamar: Chamar }, recurso: string) {
  const ler = async (e: EmpresaTeste, corpo: Record<string, unknown> = {}) =>
    (await amb.chamar('POST', `/api/${recurso}/read`, corpo, e.token)).corpo;
  return {
    criar: (e: EmpresaTeste, corpo: Record<string, unknown>) =>
      amb.chamar('POST', `/api/${recurso}/create`, corpo, e.token),
    ler,
    nomes: async (e: EmpresaTeste) => ((await ler(e)).registros ?? []).map((r) => r.nome),
    umDe: async (e: EmpresaTeste, id: unknown) =>
      (await amb.chamar('POST', `/api/${recurso}/read_one`, { id }, e.token)).corpo.registros?.[0],
  };
}
