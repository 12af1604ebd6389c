import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bancoDeTeste } from '../../test/ambiente.ts';
import { ambienteDoArquivo } from '../../test/arquivo.ts';
import { pedido, semear } from '../../test/pedidos-dados.ts';
import { executarCli } from '../cli.ts';
import type { Banco } from './banco.ts';
import {
  MSG_COPIA_ALTERADA,
  MSG_COPIA_ANTIGA,
  MSG_COPIA_INCOMPLETA,
  restaurarDeArquivo,
} from './copia-seguranca.ts';

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

describe('restore confere a soma da cópia antes de tudo (issue 23)', () => {
  /** The CLI with a database that records whether it was opened and closed. */
  async function cliComBanco(banco: Banco, ...args: string[]) {
    const estado = { aberto: false, fechado: false };
    const saida: string[] = [];
    const codigo = await executarCli(
      args,
      async () => {
        estado.aberto = true;
        return {
          banco,
          fechar: async () => {
            estado.fechado = true;
          },
        };
      },
      (t) => saida.push(t),
    );
    return { codigo, saida: saida.join('\n'), ...estado };
  }

  let texto = '';
  let comprimida: Buffer;
  beforeAll(async () => {
    const e = await amb.novaEmpresa();
    const c = await semear(amb, e.empresaId);
    await amb.chamar('POST', '/api/pedidosvenda/create', pedido(c), e.token);
    await amb.chamar(
      'POST',
      '/api/usuarios/create',
      {
        nome: 'Vend',
        email: `vend-${process.pid}@copia.com.br`,
        papel: 'vendedor',
        representante_id: c.vendedorId,
      },
      e.token,
    );
    const arquivo = join(pasta, 'base.mascate.gz');
    expect((await cli(amb.banco, 'backup', arquivo)).codigo).toBe(0);
    comprimida = readFileSync(arquivo);
    texto = gunzipSync(comprimida).toString('utf8');
  });

  async function tentar(nome: string, conteudo: Buffer, esperado: string) {
    const arquivo = join(pasta, nome);
    writeFileSync(arquivo, conteudo);
    const destino = await bancoDeTeste();
    try {
      const antes = await impressao(destino.banco);
      const r = await cliComBanco(destino.banco, 'restore', arquivo);
      expect({ codigo: r.codigo, saida: r.saida, aberto: r.aberto }).toEqual({
        codigo: 1,
        saida: esperado,
        aberto: false,
      });
      // Called directly too (a caller that skips the CLI): refused the same way, nothing written.
      await expect(restaurarDeArquivo(destino.banco, arquivo)).rejects.toThrow(esperado);
      expect(await impressao(destino.banco)).toEqual(antes);
    } finally {
      await destino.banco.fechar();
      await destino.descartar();
    }
  }

  it('a cópia termina com SHA256 do conteúdo', () => {
    expect(texto.startsWith('MASCATE-COPIA 2\n')).toBe(true);
    expect(texto).toMatch(/\nSHA256 [0-9a-f]{64}\n$/);
  });

  it('arquivo gzip cortado no meio: mensagem, código 1, sem travar e sem abrir o banco', async () => {
    await tentar(
      'cortada.gz',
      comprimida.subarray(0, Math.floor(comprimida.length / 2)),
      MSG_COPIA_INCOMPLETA,
    );
  });

  it('texto cortado antes da soma: incompleta', async () => {
    await tentar('sem-soma.gz', gzipSync(texto.slice(0, texto.lastIndexOf('TABELA'))), MSG_COPIA_INCOMPLETA);
  });

  it('um vendedor virou administrador na cópia: a soma não confere', async () => {
    const linha = texto.split('\n').find((l) => l.includes('\tvendedor\t'));
    expect(linha).toBeDefined();
    const editada = texto.replace(linha ?? '', (linha ?? '').replace('\tvendedor\t', '\tadministrador\t'));
    await tentar('promovido.gz', gzipSync(editada), MSG_COPIA_ALTERADA);
  });

  it('uma tabela retirada da cópia: a soma não confere', async () => {
    const inicio = texto.indexOf('TABELA pedido_itens\n');
    const fim = texto.indexOf('\\.\n', inicio) + 3;
    expect(inicio).toBeGreaterThan(0);
    await tentar('sem-tabela.gz', gzipSync(texto.slice(0, inicio) + texto.slice(fim)), MSG_COPIA_ALTERADA);
  });

  it('cópia do formato antigo (sem soma) e arquivo inexistente', async () => {
    await tentar(
      'antiga.gz',
      gzipSync(texto.replace('MASCATE-COPIA 2', 'MASCATE-COPIA 1')),
      MSG_COPIA_ANTIGA,
    );
    const r = await cliComBanco(amb.banco, 'restore', join(pasta, 'nao-existe.gz'));
    expect(r).toEqual({
      codigo: 1,
      saida: 'Arquivo da cópia não encontrado.',
      aberto: false,
      fechado: false,
    });
  });

  it('a cópia intacta restaura, e o banco aberto é fechado', async () => {
    const arquivo = join(pasta, 'intacta.gz');
    writeFileSync(arquivo, comprimida);
    const destino = await bancoDeTeste();
    try {
      const r = await cliComBanco(destino.banco, 'restore', arquivo);
      expect(r).toMatchObject({ codigo: 0, aberto: true, fechado: true });
    } finally {
      await destino.banco.fechar();
      await destino.descartar();
    }
  });
});
