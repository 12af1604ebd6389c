// COPY ... FROM STDIN of generated rows (pg-copy-streams), in chunks of about 1 MB, with backpressure.
// Several copies can be open at once on different connections (orders, items and instalments together).
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

export type Valor = string | number | null;
export type Copiado = { tabela: string; linhas: number; segundos: number };

// COPY's text format: tab-separated, \N for NULL, backslash escapes for the separators.
function campo(v: Valor): string {
  if (v === null) return '\\N';
  if (typeof v === 'number') return String(v);
  return v.replace(/[\\\t\n\r]/g, (c) =>
    c === '\t' ? '\\t' : c === '\n' ? '\\n' : c === '\r' ? '\\r' : '\\\\',
  );
}

export function abrirCopia(cliente: pg.PoolClient | pg.Client, tabela: string, colunas: readonly string[]) {
  const inicio = performance.now();
  const destino = cliente.query(copyFrom(`COPY ${tabela} (${colunas.join(', ')}) FROM STDIN`));
  const terminou = new Promise<void>((ok, erro) => {
    destino.on('finish', ok);
    destino.on('error', erro);
  });
  let bloco = '';
  let linhas = 0;
  return {
    /** Returns a promise only when the stream is full: the caller awaits it before the next row. */
    escrever(linha: Valor[]): Promise<unknown> | undefined {
      bloco += `${linha.map(campo).join('\t')}\n`;
      linhas++;
      if (bloco.length < 1_000_000) return undefined;
      const cheio = !destino.write(bloco);
      bloco = '';
      return cheio ? once(destino, 'drain') : undefined;
    },
    async fechar(): Promise<Copiado> {
      destino.end(bloco);
      await terminou;
      return { tabela, linhas, segundos: (performance.now() - inicio) / 1000 };
    },
  };
}

export async function copiar(
  cliente: pg.PoolClient | pg.Client,
  tabela: string,
  colunas: readonly string[],
  linhas: Iterable<Valor[]>,
): Promise<Copiado> {
  const copia = abrirCopia(cliente, tabela, colunas);
  for (const linha of linhas) {
    const cheio = copia.escrever(linha);
    if (cheio) await cheio;
  }
  return copia.fechar();
}
