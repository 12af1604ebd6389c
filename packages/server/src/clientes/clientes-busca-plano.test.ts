import { casaBusca, dobrar } from '@mascate/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { paginasIguais, totalLimitado } from '../../test/busca-paginas.ts';
import { clientes } from '../db/schema.ts';
import { comEmpresa } from '../db/tenant.ts';
import { ANDAR_ALEM, CONTAR_ANTES, listarClientes } from './repository.ts';

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

// Issue 25, second round: more matches than the bounded count looks for, all past the first walk (the
// second, longer walk answers), and a selective term past it (sorted at once); another company.
const longe = empresaDoArquivo(amb);
const NL = ANDAR_ALEM + 200;
const linhasLonge = Array.from({ length: NL + CONTAR_ANTES + 300 }, (_, i) => ({
  nome: `Comercial ${i < NL ? 'Almeida' : i % 2 ? 'Silva' : 'Sílva'} ${pad(i)} Ltda`,
  apelido: `Loja ${i}`,
  cnpjCpf: String(20_000_000_000 + i),
}));
linhasLonge.push({ nome: 'Zeca Único', apelido: 'Raro', cnpjCpf: '52998224725' });

// A company whose names hold none of the others' words ('comercial', 'silva' are on thousands of rows of the
// companies above): the second plan must find its matches among its own rows (db/busca.ts pelaBuscaIndexada).
const padarias = empresaDoArquivo(amb);
const linhasPadarias = Array.from({ length: N }, (_, i) => ({
  nome: `Padaria Pão ${pad(i)}`,
  apelido: `Forno ${i}`,
  cnpjCpf: String(30_000_000_000 + i),
}));

// A company of 20,000 'Comercial Silva Atacado <n>', 'Loja <n>': the words of the companies above on enough
// rows that the 1% sample of the table sees them in other companies, so their searches take the trigram
// index by the company's key, and a term rare everywhere by its trigram entries alone (repository.ts).
const atacado = empresaDoArquivo(amb);
const linhasAtacado = Array.from({ length: 20_000 }, (_, i) => ({
  nome: `Comercial Silva Atacado ${pad(i)}`,
  apelido: `Loja ${i}`,
  cnpjCpf: String(50_000_000_000 + i),
}));

async function inserir(empresaId: number, lista: typeof linhas) {
  for (let i = 0; i < lista.length; i += 1000) {
    await amb.banco.db.insert(clientes).values(lista.slice(i, i + 1000).map((l) => ({ ...l, empresaId })));
  }
}

beforeAll(async () => {
  for (const empresaId of [e.empresaId, outra.empresaId]) await inserir(empresaId, linhas);
  await inserir(longe.empresaId, linhasLonge);
  await inserir(outra.empresaId, linhasLonge);
  await inserir(padarias.empresaId, linhasPadarias);
  await inserir(atacado.empresaId, linhasAtacado);
  await amb.banco.pool.query('analyze clientes');
});

const esperado = (termo: string, lista = linhas) =>
  lista
    .filter((l) => casaBusca(dobrar(`${l.nome} ${l.apelido} ${l.cnpjCpf}`), termo))
    .map((l) => l.nome)
    .sort();

async function ler(corpo: Record<string, unknown>, token = e.token) {
  const r = await amb.chamar('POST', '/api/clientes/read', corpo, token);
  expect(r.status).toBe(200);
  return { itens: (r.corpo.registros ?? []).map((c) => c.nome), total: r.corpo.total };
}

// 'Contar todos' (total_exato): the page and the count of every match, from the first page, a deeper one
// and one past the last match (whose empty answer cannot count: the count query does).
const paginasExatas = (todos: readonly string[], ler: Parameters<typeof paginasIguais>[2]) =>
  paginasIguais(
    todos,
    [
      [10, 0],
      [25, 50],
      [10, todos.length + 5],
    ],
    ler,
    () => todos.length,
  );

describe('clientes/read: a busca responde igual qualquer que seja a distribuição do termo', () => {
  const termos = [
    'comercial', // every row
    'almeida', // a cluster at the start
    'silva', // a cluster late in the order
    'SILVA 02', // late and selective
    'conceicao', // accent-free, a cluster in the middle
    'loja 123', // a prefix word on every row plus a number
    'loja 2599',
    'comercial 02', // words apart: the first on every row, the next one starting a word late in the order
    'almeida loja 5', // name, then trade name
    'silva ltda loja 26',
    'loja comercial', // the words in another order than stored: every row (issue 50)
    '02 silva', // reversed: late and selective
    'ltda 123 loja', // shuffled three words, across name and trade name
    'almeida loja 5 ltda comercial 0', // six words: four for the index, two tested on each candidate
    'barbosa silva', // words that match only apart: none
    'silva xyzw', // a word that matches nothing
    'zeca unico', // one rare row at the end
    '1', // one character
    'lo', // two
    'nada assim',
  ];
  for (const termo of termos) {
    it(`'${termo}': primeira página, página funda e total`, async () => {
      const todos = esperado(termo);
      const paginas = [
        [10, 0],
        [25, 50],
        [100, 1000],
      ] as const;
      await paginasIguais(
        todos,
        paginas,
        (limite, deslocamento) => ler({ busca: termo, limite, deslocamento }),
        totalLimitado(todos),
      );
      await paginasExatas(todos, (limite, deslocamento) =>
        ler({ busca: termo, limite, deslocamento, total_exato: 1 }),
      );
    });
  }
});

describe('clientes/read: muitas correspondências depois do primeiro caminho', () => {
  const termos = [
    'silva',
    'SÍLVA',
    'silva 0245',
    'almeida',
    'comercial',
    'comercial loja 99',
    '99 loja comercial',
    'unico zeca',
    'zeca unico',
    'xyzw',
  ];
  for (const termo of termos) {
    it(`'${termo}': as páginas e o total iguais a filtrar e ordenar tudo, só da própria empresa`, async () => {
      const todos = esperado(termo, linhasLonge);
      const paginas = [
        [10, 0],
        [25, 50],
        [100, 600],
        [10, Math.max(0, todos.length - 5)],
      ] as const;
      const lerPagina = (limite: number, deslocamento: number) =>
        ler({ busca: termo, limite, deslocamento }, longe.token);
      await paginasIguais(todos, paginas, lerPagina, totalLimitado(todos));
      await paginasExatas(todos, (limite, deslocamento) =>
        ler({ busca: termo, limite, deslocamento, total_exato: 1 }, longe.token),
      );
    });
  }
});

describe('clientes/read: um termo comum em outras empresas e raro nesta', () => {
  for (const termo of [
    'comercial',
    'silva',
    'comercial silva',
    'silva comercial',
    'pao 02599',
    '02599 pao',
    'forno 12',
    '0 padaria forno',
    'padaria silva',
  ]) {
    it(`'${termo}': as páginas e o total só das próprias linhas`, async () => {
      const todos = esperado(termo, linhasPadarias);
      const paginas = [
        [10, 0],
        [25, 50],
      ] as const;
      const lerPagina = (limite: number, deslocamento: number) =>
        ler({ busca: termo, limite, deslocamento }, padarias.token);
      await paginasIguais(todos, paginas, lerPagina, totalLimitado(todos));
      const exato = await ler({ busca: termo, limite: 10, total_exato: 1 }, padarias.token);
      expect(exato.total).toBe(todos.length);
    });
  }
});

// The walk and the trigram path run as named statements (repository.ts): after five calls on a connection
// PostgreSQL may keep one generic plan, which does not know the patterns. Forced here, the answers stay
// those of a plain filter and sort.
describe('clientes/read: com o plano genérico que o PostgreSQL guarda para as instruções nomeadas', () => {
  const casos = [
    ['silva', linhasLonge, () => longe.empresaId],
    ['SÍLVA 0245', linhasLonge, () => longe.empresaId],
    ['comercial', linhas, () => e.empresaId],
    ['loja 2599', linhas, () => e.empresaId],
    ['2599 loja', linhas, () => e.empresaId],
    ['0245 comercial sílva', linhasLonge, () => longe.empresaId],
    ['almeida silva', linhas, () => e.empresaId],
    ['conceicao', linhas, () => e.empresaId],
    ['zeca unico', linhasLonge, () => longe.empresaId],
    ['xyzw', linhas, () => e.empresaId],
  ] as const;
  for (const [termo, lista, empresa] of casos) {
    it(`'${termo}': as páginas e o total iguais a filtrar e ordenar tudo`, async () => {
      const todos = esperado(termo, lista);
      const lerPagina = (limite: number, deslocamento: number) =>
        comEmpresa(amb.banco.db, empresa(), async (tx) => {
          await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
          const r = await listarClientes(tx, empresa(), { busca: termo, limite, deslocamento });
          return { itens: r.linhas.map((c) => c.nome), total: r.total };
        });
      await paginasIguais(
        todos,
        [
          [10, 0],
          [25, 50],
          [100, 600],
        ],
        lerPagina,
        totalLimitado(todos),
      );
    });
  }
});
