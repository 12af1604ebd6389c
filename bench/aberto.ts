// An open loop (issue 50): requests arrive at a fixed rate whatever the answers, as users do, taking the
// lines in turn (a mix of every line given). A closed loop of N clients waits for each answer before the
// next request, so a slow answer slows the arrivals and hides itself; here a slow answer makes the next
// ones queue, and their wait is in their latency. Each request's latency runs from the moment it was due
// (not when the client got round to sending it), so a late client does not hide a late server either.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Alvo } from './canhao.ts';

export type LinhaAberta = {
  nome: string;
  /** Answers received, and those that were not 2xx (or failed to connect). */
  n: number;
  erros: number;
  p50: number;
  p99: number;
  max: number;
};

export type CargaAberta = {
  taxa: number;
  segundos: number;
  linhas: LinhaAberta[];
  /** The worst line's p99, and how late the client sent its latest request (ms): its own lag. */
  piorP99: number;
  atrasoMax: number;
};

const percentil = (ordenados: number[], p: number) =>
  ordenados.length
    ? (ordenados[Math.min(ordenados.length - 1, Math.ceil(p * ordenados.length) - 1)] ?? 0)
    : 0;

/**
 * `taxa` requests a second for `segundos`, request i due at i / taxa seconds, to the lines in turn; waits
 * for the last answers (at most 30 s) and answers p50, p99 and max per line. Keep-alive connections, as
 * many as the queue needs (a browser's tabs and the field app's phones are many clients).
 */
export async function cargaAberta(
  alvos: (Alvo & { nome: string })[],
  taxa: number,
  segundos: number,
): Promise<CargaAberta> {
  const agente = new http.Agent({ keepAlive: true, maxSockets: 1024 });
  const latencias = alvos.map(() => [] as number[]);
  const erros = alvos.map(() => 0);
  const total = Math.round(taxa * segundos);
  let atrasoMax = 0;
  let pendentes = 0;
  let fim: () => void = () => {};
  const acabou = new Promise<void>((r) => {
    fim = r;
  });
  const enviar = (i: number, devido: number) => {
    const k = i % alvos.length;
    const alvo = alvos[k];
    if (!alvo) return;
    const corpo = JSON.stringify(alvo.corpo());
    pendentes += 1;
    const terminar = (ok: boolean) => {
      (latencias[k] as number[]).push(performance.now() - devido);
      if (!ok) erros[k] = (erros[k] ?? 0) + 1;
      pendentes -= 1;
      if (pendentes === 0 && proximo >= total) fim();
    };
    const req = http.request(
      {
        host: '127.0.0.1',
        port: alvo.porta,
        path: alvo.caminho,
        method: 'POST',
        agent: agente,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(corpo),
          ...(alvo.token ? { authorization: `Bearer ${alvo.token}` } : {}),
          ...alvo.cabecalhos?.(),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => terminar((res.statusCode ?? 500) < 300));
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('tempo esgotado')));
    req.on('error', () => terminar(false));
    req.end(corpo);
  };
  const t0 = performance.now() + 50;
  let proximo = 0;
  await new Promise<void>((pronto) => {
    const passo = () => {
      const agora = performance.now();
      // Every request due by now goes out now (a timer fires late on a loaded machine).
      while (proximo < total && t0 + (proximo * 1000) / taxa <= agora) {
        const devido = t0 + (proximo * 1000) / taxa;
        atrasoMax = Math.max(atrasoMax, agora - devido);
        enviar(proximo, devido);
        proximo += 1;
      }
      if (proximo >= total) {
        if (pendentes === 0) fim();
        return pronto();
      }
      setTimeout(passo, Math.max(0, t0 + (proximo * 1000) / taxa - performance.now()));
    };
    passo();
  });
  await Promise.race([acabou, new Promise((r) => setTimeout(r, 30_000))]);
  agente.destroy();
  const linhas = alvos.map((a, k) => {
    const l = [...(latencias[k] ?? [])].sort((x, y) => x - y);
    return {
      nome: a.nome,
      n: l.length,
      erros: erros[k] ?? 0,
      p50: percentil(l, 0.5),
      p99: percentil(l, 0.99),
      max: l.at(-1) ?? 0,
    };
  });
  return { taxa, segundos, linhas, piorP99: Math.max(...linhas.map((l) => l.p99)), atrasoMax };
}
