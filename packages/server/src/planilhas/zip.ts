// Checks an .xlsx (a zip) before any parser inflates it: its entries lie end to end as its central
// directory says (so a streaming reader sees the same entries), and inflated they stay under a limit
// (issue 23: a 4.6 MB file expanding to 6,000,000 rows ran the process out of memory).
import { createInflateRaw } from 'node:zlib';
import { entradaInvalida } from '../http/erros.ts';

const MSG_ZIP = 'Não foi possível ler a planilha .xlsx: abra no Excel, salve de novo e envie.';

type Entrada = { metodo: number; compactado: number; inicio: number; fimLocal: number };

/** The central directory's entries, each with where its data starts in the file. */
function entradas(dados: Buffer): Entrada[] {
  // The end record is in the last 22 + 65,535 bytes (its comment is at most that long).
  const desde = Math.max(0, dados.length - 22 - 0xffff);
  let fim = -1;
  for (let i = dados.length - 22; i >= desde; i--) {
    if (dados.readUInt32LE(i) === 0x06054b50) {
      fim = i;
      break;
    }
  }
  if (fim < 0) throw entradaInvalida(MSG_ZIP);
  const total = dados.readUInt16LE(fim + 10);
  const inicioDiretorio = dados.readUInt32LE(fim + 16);
  const lista: Entrada[] = [];
  let p = inicioDiretorio;
  for (let n = 0; n < total; n++) {
    if (p + 46 > dados.length || dados.readUInt32LE(p) !== 0x02014b50) throw entradaInvalida(MSG_ZIP);
    const metodo = dados.readUInt16LE(p + 10);
    const compactado = dados.readUInt32LE(p + 20);
    const local = dados.readUInt32LE(p + 42);
    // Zip64 (sizes of 4 GB and more) has no place in a spreadsheet of at most 20 MB.
    if (compactado === 0xffffffff || local === 0xffffffff) throw entradaInvalida(MSG_ZIP);
    if (local + 30 > dados.length || dados.readUInt32LE(local) !== 0x04034b50) throw entradaInvalida(MSG_ZIP);
    const inicio = local + 30 + dados.readUInt16LE(local + 26) + dados.readUInt16LE(local + 28);
    lista.push({ metodo, compactado, inicio, fimLocal: inicio + compactado });
    p += 46 + dados.readUInt16LE(p + 28) + dados.readUInt16LE(p + 30) + dados.readUInt16LE(p + 32);
  }
  // End to end from the first byte to the directory (a data descriptor of 12 or 16 bytes may follow
  // each entry): no entry a streaming reader would meet that the directory does not list.
  lista.sort((a, b) => a.inicio - b.inicio);
  let esperado = 0;
  for (const e of lista) {
    const local = localDe(dados, e, esperado);
    if (local !== esperado) throw entradaInvalida(MSG_ZIP);
    esperado = depoisDe(dados, e.fimLocal);
  }
  if (esperado !== inicioDiretorio) throw entradaInvalida(MSG_ZIP);
  return lista;
}

/** Where the entry's local header starts, if it starts at `esperado`. */
function localDe(dados: Buffer, e: Entrada, esperado: number): number {
  if (esperado + 30 > dados.length || dados.readUInt32LE(esperado) !== 0x04034b50) return -1;
  const inicio = esperado + 30 + dados.readUInt16LE(esperado + 26) + dados.readUInt16LE(esperado + 28);
  return inicio === e.inicio ? esperado : -1;
}

/** The offset after an entry's data and its optional data descriptor. */
function depoisDe(dados: Buffer, fim: number): number {
  if (fim + 4 <= dados.length && dados.readUInt32LE(fim) === 0x08074b50) return fim + 16;
  if (fim + 4 <= dados.length && dados.readUInt32LE(fim) === 0x04034b50) return fim;
  if (fim + 4 <= dados.length && dados.readUInt32LE(fim) === 0x02014b50) return fim;
  return fim + 12;
}

/** Bytes the entry inflates to, counted off the main thread; stops as soon as it passes `resta`. */
function tamanhoInflado(dados: Buffer, e: Entrada, resta: number): Promise<number> {
  if (e.metodo === 0) return Promise.resolve(e.compactado);
  if (e.metodo !== 8) return Promise.reject(entradaInvalida(MSG_ZIP));
  return new Promise((ok, falha) => {
    let total = 0;
    // Large pieces: fewer callbacks on the main thread while the threadpool inflates.
    const inflar = createInflateRaw({ chunkSize: 1024 * 1024 });
    inflar.on('data', (pedaco: Buffer) => {
      total += pedaco.length;
      if (total > resta) {
        inflar.destroy();
        ok(total);
      }
    });
    inflar.on('end', () => ok(total));
    inflar.on('error', () => falha(entradaInvalida(MSG_ZIP)));
    inflar.end(dados.subarray(e.inicio, e.fimLocal));
  });
}

/** Refuses a zip whose entries are not what its directory says, or that inflates past `limite` bytes. */
export async function conferirXlsx(dados: Buffer, limite: number, mensagem: string): Promise<void> {
  let total = 0;
  for (const e of entradas(dados)) {
    total += await tamanhoInflado(dados, e, limite - total);
    if (total > limite) throw entradaInvalida(mensagem);
  }
}
