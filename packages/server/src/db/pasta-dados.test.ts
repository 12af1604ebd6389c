import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ErroPastaDados, MB_NOVO_CLUSTER, verificarPastaDados } from './pasta-dados.ts';
import { caminhosEmbutido, iniciarPostgresEmbutido, nomeParaPasta } from './postgres-embutido.ts';

const base = mkdtempSync(join(tmpdir(), 'mascate-pasta-dados-'));
// Passable by the postgres user, so the folder closed to it below is the only one on the way.
chmodSync(base, 0o755);
afterAll(() => rmSync(base, { recursive: true, force: true }));
const souRoot = process.getuid?.() === 0;

function erroDe(f: () => void): ErroPastaDados {
  try {
    f();
  } catch (erro) {
    if (erro instanceof ErroPastaDados) return erro;
    throw erro;
  }
  throw new Error('não recusou');
}

describe('verificarPastaDados', () => {
  it('recusa um arquivo, numa linha, e não o altera', () => {
    const arquivo = join(base, 'um-arquivo');
    writeFileSync(arquivo, 'conteúdo');
    const antes = statSync(arquivo);
    const erro = erroDe(() => verificarPastaDados(arquivo));
    expect(erro.message).toContain(`DATA_DIR aponta para o arquivo ${arquivo}`);
    expect(erro.message).not.toContain('\n');
    expect(readFileSync(arquivo, 'utf8')).toBe('conteúdo');
    expect(statSync(arquivo).mtimeMs).toBe(antes.mtimeMs);
  });

  it('recusa uma pasta dentro de um arquivo', () => {
    const arquivo = join(base, 'outro-arquivo');
    writeFileSync(arquivo, '');
    expect(erroDe(() => verificarPastaDados(join(arquivo, 'dados'))).message).toContain(
      `${arquivo} é um arquivo`,
    );
  });

  it('recusa um disco sem espaço para um banco novo, sem criar a pasta', () => {
    const pasta = join(base, 'disco-cheio', 'dados');
    const erro = erroDe(() => verificarPastaDados(pasta, { livre: () => 3 * 2 ** 20 }));
    expect(erro.message).toContain(
      `tem 3 MB livres e o PostgreSQL embutido precisa de ${MB_NOVO_CLUSTER} MB`,
    );
    expect(existsSync(join(base, 'disco-cheio'))).toBe(false);
  });

  it('aceita uma pasta nova sem criá-la (quem cria é a trava) e uma pasta existente', () => {
    const nova = join(base, 'nova', 'com espaço e ação');
    verificarPastaDados(nova);
    expect(existsSync(join(base, 'nova'))).toBe(false);
    mkdirSync(nova, { recursive: true });
    verificarPastaDados(nova);
  });

  it.skipIf(souRoot)('recusa uma pasta de outro usuário, dizendo de quem é', () => {
    const erro = erroDe(() => verificarPastaDados('/root/dados-mascate'));
    expect(erro.message).toContain('Sem permissão de escrita na pasta de dados /root');
    expect(erro.message).toContain('(do usuário root)');
  });
});

describe('nomeParaPasta', () => {
  it('é legível, sem acentos nem espaços, curto e diferente para cada caminho', () => {
    const nomes = new Set<string>();
    for (const caminho of ['/tmp/meu projeto/mascate-ação/data', '/tmp/meu-projeto/mascate-acao/data', '/']) {
      const nome = nomeParaPasta(caminho);
      expect(nome).toMatch(/^[A-Za-z0-9-]+$/);
      expect(nome.length).toBeLessThanOrEqual(69);
      nomes.add(nome);
    }
    expect(nomes.size).toBe(3);
    expect(nomeParaPasta('/tmp/meu projeto/mascate-ação/data')).toMatch(
      /^tmp-meu-projeto-mascate-acao-data-[0-9a-f]{8}$/,
    );
    expect(nomeParaPasta(`/${'a'.repeat(200)}`).length).toBe(69);
  });
});

// As root the database runs as the postgres user: a DATA_DIR behind a folder closed to it (root's 0700
// home) puts the cluster in the system folder, and opens nothing on the way.
describe.skipIf(!souRoot)('como root, atrás de uma pasta fechada', () => {
  it('cria o banco na pasta do sistema, anota onde, e não abre a pasta fechada', async () => {
    const fechada = mkdtempSync(join(base, 'casa-'));
    chmodSync(fechada, 0o700);
    const sistema = join(base, 'sistema');
    const dataDir = join(fechada, 'mascate ação', 'data');
    const avisos: string[] = [];
    const pgEmbutido = await iniciarPostgresEmbutido(
      dataDir,
      { info: () => undefined, warn: (m) => avisos.push(m) },
      { pastaSistema: sistema },
    );
    try {
      const c = caminhosEmbutido(dataDir);
      expect(c.cluster).toBe(join(sistema, 'dados', nomeParaPasta(c.raiz)));
      expect(pgEmbutido.pasta).toBe(c.cluster);
      expect(readFileSync(c.ponteiro, 'utf8').trim()).toBe(c.cluster);
      expect(avisos.join(' ')).toContain(`não passa por ${fechada}: o banco fica em ${c.cluster}`);
      expect(statSync(fechada).mode & 0o777).toBe(0o700);
      expect(statSync(c.cluster).mode & 0o777).toBe(0o700);
      expect(statSync(c.cluster).uid).not.toBe(0);
      const cliente = new pg.Client({ connectionString: pgEmbutido.url });
      await cliente.connect();
      expect((await cliente.query('SELECT 1 AS um')).rows[0].um).toBe(1);
      await cliente.end();
    } finally {
      await pgEmbutido.parar();
    }

    // A copy of that DATA_DIR would share its cluster: refused. A moved one keeps it.
    const c = caminhosEmbutido(dataDir);
    const copia = join(fechada, 'copia');
    mkdirSync(copia);
    cpSync(c.ponteiro, join(copia, 'postgres-local'));
    await expect(iniciarPostgresEmbutido(copia, undefined, { pastaSistema: sistema })).rejects.toThrow(
      `A pasta de dados ${copia} é uma cópia de ${c.raiz}`,
    );
    const movida = join(fechada, 'movida');
    renameSync(c.raiz, movida);
    const denovo = await iniciarPostgresEmbutido(movida, undefined, { pastaSistema: sistema });
    await denovo.parar();
    expect(denovo.pasta).toBe(c.cluster);
    expect(readFileSync(`${c.cluster}.origem`, 'utf8').trim()).toBe(movida);
  }, 180_000);
});
