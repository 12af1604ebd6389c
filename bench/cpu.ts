// CPU time (user + system, from /proc) of the server process and of the PostgreSQL backends serving the
// bench database. Divided by the requests of a cell it gives CPU ms per request, which the other programs
// on a shared machine barely change, unlike req/s and latency: the per-core figure docs/desempenho.md
// scales from.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_POR_SEGUNDO = 100;

function lerStat(pid: number): { ppid: number; ms: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at its closing parenthesis.
    const campos = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(campos[11]) + Number(campos[12]);
    return { ppid: Number(campos[1]), ms: (ticks * 1000) / TICKS_POR_SEGUNDO };
  } catch {
    return undefined;
  }
}

function linhaDeComando(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

function nomeDoProcesso(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/**
 * CPU ms used so far by a process and its live descendants (the server's cluster workers answer the
 * requests, its primary only starts them; exited children not included).
 */
export function cpuProcesso(pid: number): number {
  const filhos = new Map<number, number[]>();
  const ms = new Map<number, number>();
  for (const nome of readdirSync('/proc')) {
    const p = Number(nome);
    if (!p) continue;
    const stat = lerStat(p);
    if (!stat) continue;
    ms.set(p, stat.ms);
    filhos.set(stat.ppid, [...(filhos.get(stat.ppid) ?? []), p]);
  }
  let total = 0;
  const fila = [pid];
  for (let p = fila.pop(); p !== undefined; p = fila.pop()) {
    total += ms.get(p) ?? 0;
    // The embedded PostgreSQL is a child of the server too: its time is counted apart (cpuPostgres).
    for (const f of filhos.get(p) ?? []) if (nomeDoProcesso(f) !== 'postgres') fila.push(f);
  }
  return total;
}

/**
 * CPU ms used so far by the PostgreSQL backends of database `banco` on a shared server, or by every child
 * of `postmaster` (the embedded one is ours: backends and helpers such as the WAL writer).
 * A backend that ended during the cell takes its time with it: pools keep theirs open, pgbench's last
 * until it ends, so its cells are read while it runs (see carga.ts).
 */
export function cpuPostgres(de: { banco: string } | { postmaster: number }): number {
  let total = 0;
  for (const nome of readdirSync('/proc')) {
    const pid = Number(nome);
    if (!pid) continue;
    const stat = lerStat(pid);
    if (!stat) continue;
    const cmd = linhaDeComando(pid);
    if (!cmd.startsWith('postgres:')) continue;
    // Debian titles them "postgres: 15/main: user db ...", the embedded one "postgres: user db ...".
    const conta = 'banco' in de ? cmd.includes(` ${de.banco} `) : stat.ppid === de.postmaster;
    if (conta) total += stat.ms;
  }
  return total;
}

/**
 * CPU ms per second of each reading between 0.5 s after the start of a `segundos` run and 0.5 s before
 * its end (connection set-up and the last backends' exit stay out of the window).
 */
export async function taxaCpu<K extends string>(
  segundos: number,
  ler: () => Record<K, number>,
): Promise<Record<K, number>> {
  const espera = (ms: number) => new Promise((r) => setTimeout(r, ms));
  await espera(500);
  const inicio = { t: performance.now(), v: ler() };
  await espera(Math.max(100, segundos * 1000 - 1000));
  const fim = { t: performance.now(), v: ler() };
  const s = (fim.t - inicio.t) / 1000;
  const taxa = {} as Record<K, number>;
  for (const k of Object.keys(fim.v) as K[]) taxa[k] = (fim.v[k] - inicio.v[k]) / s;
  return taxa;
}
