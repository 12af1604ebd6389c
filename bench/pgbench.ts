// pgbench on an endpoint's own SQL (captured from the server by bench/captura-sql.ts): the rate PostgreSQL
// alone reaches for those statements on this machine, the ceiling the API is compared with.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Capturada } from './captura-sql.ts';

const executar = promisify(execFile);

/** A parameter as an SQL literal. Colons are escaped (U&'\003A'): pgbench reads ':name' as a variable. */
function literal(v: unknown): string {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  // node-postgres sends a JS array as an array literal: {1,2,"a b"}.
  if (Array.isArray(v)) {
    const itens = v.map((x) =>
      x === null ? 'NULL' : typeof x === 'number' ? String(x) : `"${String(x).replace(/["\\]/g, '\\$&')}"`,
    );
    return literal(`{${itens.join(',')}}`);
  }
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  const aspas = s.replaceAll("'", "''");
  if (!/[:\\]/.test(s)) return `'${aspas}'`;
  return `U&'${aspas.replaceAll('\\', '\\\\').replaceAll(':', '\\003A')}'`;
}

/**
 * Replaces, from the statement whose text matches `de` on, a value it returned by a pgbench variable
 * (\gset), so each transaction uses its own new order number and id (the order creation script).
 */
export type Encadeamento = { de: RegExp; coluna: number; variavel: string };
export type Substituicao = { valor: unknown; variavel: string };

export function scriptPgbench(
  capturadas: Capturada[],
  opcoes: { encadear?: Encadeamento[]; substituir?: Substituicao[]; preambulo?: string[] } = {},
): string {
  const trocas: Substituicao[] = [...(opcoes.substituir ?? [])];
  const linhas = [...(opcoes.preambulo ?? [])];
  for (const c of capturadas) {
    const texto = c.texto.replace(/\s*\n\s*/g, ' ').trim();
    const sql = texto.replace(/\$(\d+)/g, (_, n: string) => {
      const v = c.valores[Number(n) - 1];
      const variavel = (x: unknown) => trocas.find((t) => String(t.valor) === String(x))?.variavel;
      // An array parameter (= any($1)) with a drawn value inside becomes ARRAY[:p1, ...].
      if (Array.isArray(v) && v.some((x) => variavel(x))) {
        const tipo = v.every((x) => typeof x === 'number') ? 'int[]' : 'text[]';
        return `ARRAY[${v.map((x) => (variavel(x) ? `:${variavel(x)}` : literal(x))).join(', ')}]::${tipo}`;
      }
      const troca = variavel(v);
      return troca ? `:${troca}` : literal(v);
    });
    const elo = opcoes.encadear?.find((e) => e.de.test(texto));
    if (elo) {
      const primeira = c.linhas[0];
      const valor = Array.isArray(primeira)
        ? primeira[elo.coluna]
        : Object.values(primeira ?? {})[elo.coluna];
      linhas.push(`${sql} \\gset ${elo.variavel}_`);
      trocas.push({ valor, variavel: `${elo.variavel}_${nomeColuna(texto, elo.coluna)}` });
    } else linhas.push(`${sql};`);
  }
  return `${linhas.join('\n')}\n`;
}

// The name \gset gives the variable: the returning clause's column (its last word, quoted by Drizzle or not).
function nomeColuna(texto: string, coluna: number): string {
  const retorno = /.*\breturning (.+)$/i.exec(texto)?.[1] ?? '';
  const nomes = retorno.split(',').map((parte) => parte.trim().split(/\s+/).at(-1)?.replaceAll('"', ''));
  return nomes[coluna] || 'valor';
}

export type ResultadoPgbench = { tps: number; p50: number; p99: number; falhas: number; erro?: string };

/**
 * `modo` 'extended' (every table's "÷ pgbench"): each statement parsed and planned on each call, as an
 * unnamed statement from the server is. 'prepared': plans kept per connection, with the literal values
 * folded in: the floor for statements the server keeps plans for too (the summary's last column).
 */
export async function rodarPgbench(
  url: string,
  script: string,
  conexoes: number,
  segundos: number,
  modo: 'extended' | 'prepared' = 'extended',
): Promise<ResultadoPgbench> {
  // pgbench's -T counts from before its clients connect, and on a loaded machine 32 password logins
  // (SCRAM) took 2.3 s (15:55 UTC, 26 Nov, load average 12.7): a 2-5 s cell then measured a handful of
  // transactions, or none ("0 transactions" on the heavier search lines, whatever their statements). When
  // the connections ate more than a fifth of the time, the cell runs again with that time added.
  const primeira = await rodarUmaVez(url, script, conexoes, segundos, modo);
  if (primeira.erro || primeira.conexaoMs <= segundos * 200) return primeira.resultado;
  const extra = Math.ceil(primeira.conexaoMs / 1000) + 1;
  return (await rodarUmaVez(url, script, conexoes, segundos + extra, modo)).resultado;
}

async function rodarUmaVez(
  url: string,
  script: string,
  conexoes: number,
  segundos: number,
  modo: 'extended' | 'prepared',
): Promise<{ resultado: ResultadoPgbench; conexaoMs: number; erro?: true }> {
  const pasta = mkdtempSync(join(tmpdir(), 'mascate-pgbench-'));
  try {
    const arquivo = join(pasta, 'script.sql');
    writeFileSync(arquivo, script);
    const saida = await executar(
      'pgbench',
      [
        '-n',
        '-M',
        modo,
        '-c',
        String(conexoes),
        '-j',
        String(Math.min(conexoes, 2)),
        '-T',
        String(segundos),
        '-f',
        arquivo,
        '-l',
        '--log-prefix',
        join(pasta, 'log'),
        url,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    ).catch((e: { stderr?: string }) => ({
      stdout: '',
      erro: /ERROR:\s*(.*)/.exec(e.stderr ?? '')?.[1] ?? 'pgbench falhou',
    }));
    const stdout = saida.stdout;
    // A script that fails (SQL the capture could not replay) is reported, not fatal to the run.
    if ('erro' in saida)
      return { resultado: { tps: 0, p50: 0, p99: 0, falhas: 0, erro: saida.erro }, conexaoMs: 0, erro: true };
    const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? 0);
    const falhas = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
    // Per-transaction log: "client transaction latency_us script epoch epoch_us".
    const latencias: number[] = [];
    for (const nome of readdirSync(pasta).filter((n) => n.startsWith('log'))) {
      for (const linha of readFileSync(join(pasta, nome), 'utf8').split('\n')) {
        const us = Number(linha.split(' ')[2]);
        if (us > 0) latencias.push(us / 1000);
      }
    }
    latencias.sort((a, b) => a - b);
    const pct = (p: number) =>
      latencias[Math.min(latencias.length - 1, Math.floor(p * latencias.length))] ?? 0;
    const conexaoMs = Number(/initial connection time = ([\d.]+) ms/.exec(stdout)?.[1] ?? 0);
    return { resultado: { tps, p50: pct(0.5), p99: pct(0.99), falhas }, conexaoMs };
  } finally {
    rmSync(pasta, { recursive: true, force: true });
  }
}
