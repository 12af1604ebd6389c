// One autocannon run (127.0.0.1 only): requests per second, p50 and p99 latency, failed answers.
import autocannon from 'autocannon';

export type Carga = {
  rps: number;
  p50: number;
  p99: number;
  erros: number;
  ok: number;
  /** The failed answers by status ('503×4'), and connection errors/timeouts. */
  detalhe: string;
};

export type Alvo = {
  porta: number;
  caminho: string;
  corpo: () => object;
  token?: string;
  cabecalhos?: () => Record<string, string>;
};

export async function carregar(alvo: Alvo, conexoes: number, segundos: number): Promise<Carga> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (alvo.token) headers.authorization = `Bearer ${alvo.token}`;
  const r = await autocannon({
    url: `http://127.0.0.1:${alvo.porta}`,
    connections: conexoes,
    duration: segundos,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: alvo.caminho,
        headers,
        // A new body per request (order creation varies its products).
        setupRequest: (req) => ({
          ...req,
          headers: { ...headers, ...alvo.cabecalhos?.() },
          body: JSON.stringify(alvo.corpo()),
        }),
      },
    ],
  });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    // autocannon counts a timeout in errors too.
    erros: r.non2xx + r.errors,
    ok: r['2xx'],
    detalhe: [
      ...Object.entries(r.statusCodeStats ?? {})
        .filter(([codigo]) => !codigo.startsWith('2'))
        .map(([codigo, v]) => `${codigo}×${v.count ?? 0}`),
      ...(r.errors - r.timeouts ? [`erros de conexão×${r.errors - r.timeouts}`] : []),
      ...(r.timeouts ? [`tempo esgotado×${r.timeouts}`] : []),
    ].join(', '),
  };
}
