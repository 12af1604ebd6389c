import { dobrar } from '@mascate/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { clientes } from '../db/schema.ts';
import { ANDAR_ALEM } from './repository.ts';

// The list's search takes one of two plans (repository.ts: a bounded walk of the ordering index, else
// every match found and sorted); whatever the spread of the term, the answer is the same as a plain
// filter and sort of every row. Names past the walk's bound make both plans answer here.
const amb = ambienteDoArquivo();
const e = empresaDoArquivo(amb);
const outra = empresaDoArquivo(amb);

const N = ANDAR_ALEM + 600;
const sobrenomes = ['Almeida', 'Barbosa', 'Conceição', 'Silva'];
const pad = (n: number) => String(n).padStart(5, '0');
// "Comercial <Sobrenome> <n> Ltda", the surnames clustered in the order ('Silva' after 3/4 of the rows),
// trade names "Loja <n>", a few rare names at the very end.
const linhas = Array.from({ length: N }, (_, i) => {
  const s = sobrenomes[Math.floor((i * sobrenomes.length) / N)] ?? 'Silva';
  return { nome: `Comercial ${s} ${pad(i)} Ltda`, apelido: `Loja ${i}`, cnpjCpf: String(10_000_000_000 + i) };
});
linhas.push({ nome: 'Zeca Único', apelido: 'Raro', cnpjCpf: '52998224725' });

beforeAll(async () => {
  for (const empresaId of [e.empresaId, outra.empresaId]) {
    for (let i = 0; i < linhas.length; i += 1000) {
      await amb.banco.db.insert(clientes).values(linhas.slice(i, i + 1000).map((l) => ({ ...l, empresaId })));
    }
  }
  await amb.banco.pool.query('analyze clientes');
});

const esperado = (termo: string) =>
  linhas
    .filter((l) => dobrar(`${l.nome} ${l.apelido} ${l.cnpjCpf}`).includes(dobrar(termo.trim())))
    .map((l) => l.nome)
    .sort();

async function ler(corpo: Record<string, unknown>) {
  const r = await amb.chamar('POST', '/api/clientes/read', corpo, e.token);
  expect(r.status).toBe(200);
  return { nomes: (r.corpo.registros ?? []).map((c) => c.nome), total: r.corpo.total };
}

describe('clientes/read: a busca responde igual qualquer que seja a distribuição do termo', () => {
  const termos = [
    'comercial', // every row
    'almeida', // a cluster at the start
    'silva', // a cluster late in the order
    'SILVA 02', // late and selective
    'conceicao', // accent-free, a cluster in the middle
    'loja 123', // a prefix word on every row plus a number
    'loja 2599',
    'zeca unico', // one rare row at the end
    '1', // one character
    'lo', // two
    'nada assim',
  ];
  for (const termo of termos) {
    it(`'${termo}': primeira página, página funda e total`, async () => {
      const todos = esperado(termo);
      for (const [limite, deslocamento] of [
        [10, 0],
        [25, 50],
        [100, 1000],
      ] as const) {
        const r = await ler({ busca: termo, limite, deslocamento });
        expect(r.nomes).toEqual(todos.slice(deslocamento, deslocamento + limite));
        const teto = deslocamento + limite * 10;
        if (todos.length > deslocamento || deslocamento === 0)
          expect(r.total).toBe(Math.min(todos.length, teto));
      }
      const exato = await ler({ busca: termo, limite: 10, total_exato: 1 });
      expect(exato.total).toBe(todos.length);
    });
  }
});
