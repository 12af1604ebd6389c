// One read repeated through the real app, timed call by call: its p50 and p99 after the calls that warm
// the caches.

const percentil = (v: number[], p: number) =>
  v[Math.min(v.length - 1, Math.floor((p / 100) * v.length))] ?? 0;

/**
 * Calls `ler` `aquecer + repeticoes` times, one after another (an answer other than 200 stops the bench),
 * and answers the p50 and p99 in ms of the last `repeticoes` calls and the last answer.
 */
export async function medirLeitura<R extends { status: number; corpo: unknown }>(
  ler: () => Promise<R>,
  repeticoes: number,
  aquecer: number,
): Promise<{ p50: number; p99: number; ultima: R }> {
  const tempos: number[] = [];
  let ultima: R | undefined;
  for (let i = 0; i < aquecer + repeticoes; i++) {
    const inicio = process.hrtime.bigint();
    const r = await ler();
    const ms = Number(process.hrtime.bigint() - inicio) / 1e6;
    if (r.status !== 200) throw new Error(JSON.stringify(r.corpo));
    ultima = r;
    if (i >= aquecer) tempos.push(ms);
  }
  if (!ultima) throw new Error('nenhuma leitura medida');
  tempos.sort((a, b) => a - b);
  return { p50: percentil(tempos, 50), p99: percentil(tempos, 99), ultima };
}
