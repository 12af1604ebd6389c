import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip, createGzip } from 'node:zlib';
import type pg from 'pg';
import { from as copiaDe, to as copiaPara } from 'pg-copy-streams';
import type { Banco } from './banco.ts';

/**
 * Backup and restore without pg_dump (the embedded package ships none): every table through COPY, in one
 * REPEATABLE READ snapshot, so a backup taken while the server runs is consistent. The file is gzip'd
 * text: a header line, a JSON manifest line, then per table `TABELA name`, its COPY text rows and `\.`
 * (COPY's own end-of-data marker: a data row can never be that line, since backslashes are escaped),
 * and last `SHA256 <hex>`: the SHA-256 of every byte before that line (issue 23). Restore reads the whole
 * file and checks that sum before it writes anything, so a truncated, damaged or edited copy (a table
 * left out, a vendedor turned administrador) is refused with nothing restored.
 */
const CABECALHO = 'MASCATE-COPIA 2';
const CABECALHO_ANTIGO = 'MASCATE-COPIA 1';
const SOMA = 'SHA256 ';
/** `SHA256 ` + 64 hex digits + the line's end. */
const TAMANHO_RODAPE = SOMA.length + 64 + 1;

export const MSG_COPIA_ALTERADA =
  'A cópia foi alterada ou está corrompida: a soma de verificação (SHA-256) não confere. Nada foi restaurado.';
export const MSG_COPIA_INCOMPLETA =
  'A cópia está incompleta ou corrompida (o arquivo foi cortado ou danificado). Nada foi restaurado.';
export const MSG_COPIA_ANTIGA =
  'A cópia não tem soma de verificação (formato antigo): faça uma cópia nova com esta versão do Mascate. Nada foi restaurado.';

type Manifesto = { criada_em: string; migracoes: string[]; tabelas: string[] };

/** Tables in an order that satisfies every foreign key (parents first), so restore needs no superuser. */
async function tabelasEmOrdem(c: pg.PoolClient): Promise<string[]> {
  const { rows: tabelas } = await c.query<{ nome: string }>(
    `SELECT c.relname AS nome FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> 'migracoes' ORDER BY 1`,
  );
  const { rows: fks } = await c.query<{ filha: string; mae: string }>(
    `SELECT cf.relname AS filha, cm.relname AS mae FROM pg_constraint k
       JOIN pg_class cf ON cf.oid = k.conrelid JOIN pg_class cm ON cm.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = cf.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public' AND cf.relname <> cm.relname`,
  );
  const ordem: string[] = [];
  const feitas = new Set<string>();
  const visitar = (t: string, caminho: Set<string>) => {
    if (feitas.has(t) || caminho.has(t)) return;
    caminho.add(t);
    for (const fk of fks) if (fk.filha === t) visitar(fk.mae, caminho);
    feitas.add(t);
    ordem.push(t);
  };
  for (const t of tabelas) visitar(t.nome, new Set());
  return ordem;
}

async function migracoesDe(c: pg.PoolClient): Promise<string[]> {
  return (await c.query<{ nome: string }>('SELECT nome FROM migracoes ORDER BY nome')).rows.map(
    (r) => r.nome,
  );
}

/** Writes the whole database to `destino` (gzip'd); answers the row count per table. */
async function fazerCopia(banco: Banco, destino: Writable): Promise<Record<string, number>> {
  const c = await banco.pool.connect();
  const saida = new PassThrough();
  const gravacao = pipeline(saida, createGzip(), destino);
  const linhas: Record<string, number> = {};
  const soma = createHash('sha256');
  const escrever = (pedaco: string | Buffer) => {
    soma.update(pedaco);
    return saida.write(pedaco);
  };
  try {
    await c.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const tabelas = await tabelasEmOrdem(c);
    const manifesto: Manifesto = {
      criada_em: new Date().toISOString(),
      migracoes: await migracoesDe(c),
      tabelas,
    };
    escrever(`${CABECALHO}\n${JSON.stringify(manifesto)}\n`);
    for (const t of tabelas) {
      escrever(`TABELA ${t}\n`);
      const copia = c.query(copiaPara(`COPY ${c.escapeIdentifier(t)} TO STDOUT`));
      // Backpressure: a large table streams through in bounded memory.
      for await (const pedaco of copia as AsyncIterable<Buffer>) {
        if (!escrever(pedaco)) await once(saida, 'drain');
      }
      linhas[t] = Number((copia as unknown as { rowCount: number }).rowCount ?? 0);
      escrever('\\.\n');
    }
    await c.query('COMMIT');
    saida.write(`${SOMA}${soma.digest('hex')}\n`);
  } catch (erro) {
    await c.query('ROLLBACK').catch(() => undefined);
    saida.destroy(erro as Error);
    throw erro;
  } finally {
    c.release();
  }
  saida.end();
  await gravacao;
  return linhas;
}

class ErroRestauracao extends Error {}

/** Any failure reading the file, in pt-BR: a missing file, no permission, a cut or damaged gzip. */
function erroDeLeitura(erro: unknown): Error {
  if (erro instanceof ErroRestauracao) return erro;
  const codigo = (erro as { code?: unknown }).code;
  if (codigo === 'ENOENT') return new ErroRestauracao('Arquivo da cópia não encontrado.');
  if (codigo === 'EACCES' || codigo === 'EPERM')
    return new ErroRestauracao('Sem permissão para ler o arquivo da cópia.');
  if (codigo === 'EISDIR') return new ErroRestauracao('O caminho informado é uma pasta, não uma cópia.');
  return new ErroRestauracao(MSG_COPIA_INCOMPLETA);
}

/**
 * The file's text, decompressed, as lines (without their end). Errors of the file or of gzip reject the
 * iteration (a readline over a failed gzip waited for ever), in pt-BR.
 */
async function* linhasDe(abrir: () => Readable): AsyncGenerator<string> {
  const decodificador = new StringDecoder('utf8');
  let resto = '';
  const pedacos: string[] = [];
  const descomprimido = createGunzip();
  const arquivo = abrir();
  // pipe() does not pass on the file's errors: without this a failed read would leave gzip waiting.
  arquivo.once('error', (erro) => descomprimido.destroy(erro));
  arquivo.pipe(descomprimido);
  try {
    for await (const pedaco of descomprimido as AsyncIterable<Buffer>) {
      resto += decodificador.write(pedaco);
      let fim = resto.indexOf('\n');
      while (fim >= 0) {
        pedacos.push(resto.slice(0, fim));
        resto = resto.slice(fim + 1);
        fim = resto.indexOf('\n');
      }
      yield* pedacos.splice(0);
    }
  } catch (erro) {
    throw erroDeLeitura(erro);
  }
  resto += decodificador.end();
  if (resto !== '') yield resto;
}

/**
 * First pass: the whole file is read and its SHA-256 compared with its last line before anything is
 * written. Read errors (missing, cut, damaged) and a sum that does not match are refused.
 */
async function conferirCopia(abrir: () => Readable): Promise<void> {
  const soma = createHash('sha256');
  let pendente = Buffer.alloc(0);
  let inicio = Buffer.alloc(0);
  const conferir = async (fluxo: AsyncIterable<Buffer>) => {
    for await (const pedaco of fluxo) {
      if (inicio.length < CABECALHO.length)
        inicio = Buffer.concat([inicio, pedaco.subarray(0, CABECALHO.length)]);
      // The last TAMANHO_RODAPE bytes may be the sum's own line: they are held back from the hash.
      pendente = Buffer.concat([pendente, pedaco]);
      if (pendente.length > TAMANHO_RODAPE) {
        soma.update(pendente.subarray(0, pendente.length - TAMANHO_RODAPE));
        pendente = Buffer.from(pendente.subarray(pendente.length - TAMANHO_RODAPE));
      }
    }
  };
  try {
    await pipeline(abrir(), createGunzip(), conferir);
  } catch (erro) {
    throw erroDeLeitura(erro);
  }
  const cabecalho = inicio.subarray(0, CABECALHO.length).toString('utf8');
  if (cabecalho === CABECALHO_ANTIGO) throw new ErroRestauracao(MSG_COPIA_ANTIGA);
  if (cabecalho !== CABECALHO) throw new ErroRestauracao('O arquivo não é uma cópia do Mascate.');
  const rodape = pendente.toString('utf8');
  if (!rodape.startsWith(SOMA) || !rodape.endsWith('\n')) throw new ErroRestauracao(MSG_COPIA_INCOMPLETA);
  if (rodape.slice(SOMA.length, -1) !== soma.digest('hex')) throw new ErroRestauracao(MSG_COPIA_ALTERADA);
}

/**
 * Loads a backup into this database, all or nothing. The database must be migrated to the same
 * migrations as the backup and hold no company yet (a restore never mixes two histories). `abrir` opens
 * the file afresh: it is read twice, first to check its sum, then to load it.
 */
async function restaurarCopia(
  banco: Banco,
  abrir: () => Readable,
  /** The caller has just checked it (the CLI does, before it starts the database). */
  conferida = false,
): Promise<Record<string, number>> {
  if (!conferida) await conferirCopia(abrir);
  const linhas = linhasDe(abrir);
  const proxima = async () => {
    const r = await linhas.next();
    return r.done ? undefined : r.value;
  };
  if ((await proxima()) !== CABECALHO) throw new ErroRestauracao('O arquivo não é uma cópia do Mascate.');
  let manifesto: Manifesto;
  try {
    manifesto = JSON.parse((await proxima()) ?? '') as Manifesto;
  } catch {
    throw new ErroRestauracao(MSG_COPIA_INCOMPLETA);
  }
  const c = await banco.pool.connect();
  const contagem: Record<string, number> = {};
  try {
    const aqui = await migracoesDe(c);
    if (aqui.join(',') !== manifesto.migracoes.join(',')) {
      throw new ErroRestauracao(
        'A cópia é de outra versão do banco (migrações diferentes). Use a versão do Mascate que a gerou.',
      );
    }
    const { rows } = await c.query<{ n: number }>('SELECT count(*)::int AS n FROM empresas');
    if ((rows[0]?.n ?? 0) > 0) {
      throw new ErroRestauracao('O banco de destino já tem empresas: restaure em um DATA_DIR ou banco novo.');
    }
    await c.query('BEGIN');
    for (let linha = await proxima(); linha !== undefined; linha = await proxima()) {
      if (linha.startsWith(SOMA)) break;
      if (!linha.startsWith('TABELA ')) throw new ErroRestauracao('Cópia corrompida.');
      const tabela = linha.slice('TABELA '.length);
      if (!manifesto.tabelas.includes(tabela)) throw new ErroRestauracao('Cópia corrompida.');
      // The rows are restored as they were: triggers that derive data (the orders' monthly summary) stay
      // off, since their results are in the copy too. Foreign keys (system triggers) stay checked.
      await c.query(`ALTER TABLE ${c.escapeIdentifier(tabela)} DISABLE TRIGGER USER`);
      const entrada = c.query(copiaDe(`COPY ${c.escapeIdentifier(tabela)} FROM STDIN`));
      let n = 0;
      for (let dado = await proxima(); dado !== '\\.'; dado = await proxima()) {
        if (dado === undefined) throw new ErroRestauracao(MSG_COPIA_INCOMPLETA);
        if (!entrada.write(`${dado}\n`)) await new Promise((ok) => entrada.once('drain', ok));
        n += 1;
      }
      await new Promise<void>((ok, falhou) => entrada.end(() => ok()).once('error', falhou));
      await c.query(`ALTER TABLE ${c.escapeIdentifier(tabela)} ENABLE TRIGGER USER`);
      contagem[tabela] = n;
    }
    if (manifesto.tabelas.some((t) => !(t in contagem))) throw new ErroRestauracao(MSG_COPIA_INCOMPLETA);
    await acertarSequencias(c);
    await c.query('COMMIT');
  } catch (erro) {
    await c.query('ROLLBACK').catch(() => undefined);
    throw erro;
  } finally {
    c.release();
    // Stops reading the file if the load stopped half-way.
    await linhas.return(undefined);
  }
  return contagem;
}

/** Identity columns continue after the highest restored id. */
async function acertarSequencias(c: pg.PoolClient): Promise<void> {
  const { rows } = await c.query<{ tabela: string; coluna: string }>(
    `SELECT table_name AS tabela, column_name AS coluna FROM information_schema.columns
      WHERE table_schema = 'public' AND is_identity = 'YES'`,
  );
  for (const r of rows) {
    const t = c.escapeIdentifier(r.tabela);
    const col = c.escapeIdentifier(r.coluna);
    await c.query(
      `SELECT setval(pg_get_serial_sequence($1, $2), greatest(coalesce((SELECT max(${col}) FROM ${t}), 0), 1),
                     (SELECT max(${col}) FROM ${t}) IS NOT NULL)`,
      [r.tabela, r.coluna],
    );
  }
}

export const copiaParaArquivo = (banco: Banco, arquivo: string) =>
  fazerCopia(banco, createWriteStream(arquivo));
export const restaurarDeArquivo = (banco: Banco, arquivo: string, conferida = false) =>
  restaurarCopia(banco, () => createReadStream(arquivo), conferida);
export const conferirArquivo = (arquivo: string) => conferirCopia(() => createReadStream(arquivo));
