// A typed client of the API for another system (an ERP, a script), built from the domain's contract table:
// an endpoint's key gives its method, the body's type (the schema's input) and the answer's type, and the
// answer is checked against the contract's schema on arrival, so a drift between server and contract is an
// error at the caller, not a silent wrong field. It needs only @mascate/domain, zod and a `fetch`.
import {
  type ConsultaEndpoint,
  type CorpoEndpoint,
  contratoApi,
  type EndpointJson,
  envelopeFalha,
  type RespostaEndpoint,
} from '@mascate/domain';

/** The part of `fetch` the client uses (the global one fits; a test may pass its own). */
type Buscar = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{ status: number; json(): Promise<unknown> }>;

export class ErroChamada extends Error {
  readonly status: number;
  constructor(mensagem: string, status: number) {
    super(mensagem);
    this.name = 'ErroChamada';
    this.status = status;
  }
}

/** The answer checked by the contract's schema, the one the server serialises through (plain: no transform). */
function conforme<K extends EndpointJson>(endpoint: K, valor: unknown): valor is RespostaEndpoint<K> {
  return contratoApi[endpoint].resposta.safeParse(valor).success;
}

type Pedido<K extends EndpointJson> = {
  corpo?: CorpoEndpoint<K>;
  consulta?: ConsultaEndpoint<K>;
  params?: Record<string, string | number>;
};

/**
 * `base`: the server's address ('https://mascate.suaempresa.com.br'); `token`: an integration key (or a
 * session's token). `chamar('clientes/read', { corpo: { limite: 50 } })` answers the typed, checked body
 * or throws `ErroChamada` with the server's pt-BR message and the HTTP status.
 */
export function clienteApi(opcoes: { base: string; token: string; buscar?: Buscar }) {
  const buscar: Buscar = opcoes.buscar ?? fetch;
  return {
    async chamar<K extends EndpointJson>(endpoint: K, pedido: Pedido<K> = {}): Promise<RespostaEndpoint<K>> {
      const e = contratoApi[endpoint];
      const caminho = endpoint.replace(/:([^/]+)/g, (_, nome: string) =>
        encodeURIComponent(String(pedido.params?.[nome] ?? '')),
      );
      const consulta = pedido.consulta
        ? `?${new URLSearchParams(Object.entries(pedido.consulta).map(([k, v]) => [k, String(v)]))}`
        : '';
      const metodo = e.metodos[0];
      const headers: Record<string, string> = { authorization: `Bearer ${opcoes.token}` };
      const init: Parameters<Buscar>[1] = { method: metodo, headers };
      if (metodo !== 'GET') {
        headers['content-type'] = 'application/json';
        init.body = JSON.stringify(pedido.corpo ?? {});
      }
      const r = await buscar(`${opcoes.base.replace(/\/$/, '')}/api/${caminho}${consulta}`, init);
      const json = await r.json();
      if (r.status < 200 || r.status >= 300) {
        const falha = envelopeFalha.safeParse(json);
        throw new ErroChamada(falha.success ? falha.data.retorno.mensagem : `HTTP ${r.status}`, r.status);
      }
      if (!conforme(endpoint, json))
        throw new ErroChamada('A resposta não segue o contrato da API.', r.status);
      return json;
    },
  };
}
