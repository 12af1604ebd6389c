import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bancoDeTeste } from '../../test/ambiente.ts';
import { ambienteDoArquivo } from '../../test/arquivo.ts';
import { pedido, semear } from '../../test/pedidos-dados.ts';
import { executarCli } from '../cli.ts';
import type { Banco } from './banco.ts';
import { restaurarDeArquivo } from './copia-seguranca.ts';

const amb = ambienteDoArquivo();
let pasta: string;
beforeAll(() => {
  pasta = mkdtempSync(join(tmpdir(), 'mascate-copia-'));
});
afterAll(() => rmSync(pasta, { recursive: true, force: true }));

/** Rows and an md5 of every table's content in a fixed order: equal fingerprints, equal databases. */
async function impressao(banco: Banco): Promise<Record<string, string>> {
  const { rows: tabelas } = await banco.pool.query<{ t: string }>(
    "SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
  );
  const r: Record<string, string> = {};
  for (const { t } of tabelas) {
    const { rows } = await banco.pool.query<{ n: number; h: string }>(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM "${t}" x`,
    );
    r[t] = `${rows[0]?.n}:${rows[0]?.h}`;
  }
  return r;
}

async function cli(banco: Banco, ...args: string[]) {
  const saida: string[] = [];
  const codigo = await executarCli(
    args,
    async () => ({ banco, fechar: async () => undefined }),
    (t) => saida.push(t),
  );
  return { codigo, saida: saida.join('\n') };
}

describe('npm run mascate -- backup / restore', () => {
  it('a cópia feita com o servidor em uso restaura igual, tabela por tabela', async () => {
    for (const nome of ['Empresa Copiada A', 'Empresa Copiada B']) {
      const e = await amb.novaEmpresa({ nome });
      const c = await semear(amb, e.empresaId);
      for (let i = 0; i < 3; i++) {
        const r = await amb.chamar(
          'POST',
          '/api/pedidosvenda/create',
          pedido(c, undefined, { nParcelas: 2 }),
          e.token,
        );
        expect(r.status).toBe(200);
      }
    }
    const arquivo = join(pasta, 'copia.mascate.gz');
    const backup = await cli(amb.banco, 'backup', arquivo);
    expect(backup.codigo).toBe(0);
    expect(backup.saida).toMatch(/^Cópia gravada em .*copia\.mascate\.gz: \d+ tabelas, \d+ linhas\.$/);

    const destino = await bancoDeTeste();
    try {
      const restore = await cli(destino.banco, 'restore', arquivo);
      expect(restore.saida).toMatch(/restaurada: \d+ tabelas, \d+ linhas\.$/);
      expect(restore.codigo).toBe(0);
      expect(await impressao(destino.banco)).toEqual(await impressao(amb.banco));
      // Ids continue after the restored ones.
      const { rows } = await destino.banco.pool.query<{ id: number }>(
        "INSERT INTO empresas (nome) VALUES ('Nova') RETURNING id",
      );
      const { rows: max } = await amb.banco.pool.query<{ m: number }>(
        'SELECT max(id)::int AS m FROM empresas',
      );
      expect(rows[0]?.id).toBeGreaterThan(max[0]?.m ?? 0);
    } finally {
      await destino.banco.fechar();
      await destino.descartar();
    }
  });

  it('recusa restaurar sobre um banco que já tem empresas, sem mudar nada', async () => {
    await amb.novaEmpresa();
    const arquivo = join(pasta, 'outra.mascate.gz');
    expect((await cli(amb.banco, 'backup', arquivo)).codigo).toBe(0);
    const antes = await impressao(amb.banco);
    const r = await cli(amb.banco, 'restore', arquivo);
    expect(r).toEqual({
      codigo: 1,
      saida: 'O banco de destino já tem empresas: restaure em um DATA_DIR ou banco novo.',
    });
    expect(await impressao(amb.banco)).toEqual(antes);
  });

  it('recusa um arquivo que não é cópia do Mascate, e uma cópia cortada no meio (nada gravado)', async () => {
    const destino = await bancoDeTeste();
    try {
      const estranho = join(pasta, 'estranho.gz');
      writeFileSync(estranho, gzipSync('qualquer coisa\n'));
      await expect(restaurarDeArquivo(destino.banco, estranho)).rejects.toThrow(
        'O arquivo não é uma cópia do Mascate.',
      );
      const completa = join(pasta, 'completa.mascate.gz');
      expect((await cli(amb.banco, 'backup', completa)).codigo).toBe(0);
      const { gunzipSync } = await import('node:zlib');
      const { readFileSync } = await import('node:fs');
      const texto = gunzipSync(readFileSync(completa)).toString('utf8');
      const cortada = join(pasta, 'cortada.mascate.gz');
      writeFileSync(cortada, gzipSync(texto.slice(0, texto.lastIndexOf('TABELA'))));
      const antes = await impressao(destino.banco);
      await expect(restaurarDeArquivo(destino.banco, cortada)).rejects.toThrow();
      expect(await impressao(destino.banco)).toEqual(antes);
    } finally {
      await destino.banco.fechar();
      await destino.descartar();
    }
  });

  it('uso errado: sem arquivo', async () => {
    expect(await cli(amb.banco, 'backup')).toEqual({
      codigo: 2,
      saida: 'Uso: npm run mascate -- backup <arquivo>',
    });
    expect(await cli(amb.banco, 'restore', 'a', 'b')).toEqual({
      codigo: 2,
      saida: 'Uso: npm run mascate -- restore <arquivo>',
    });
  });
});
