import { casaBusca, comecaComBusca, dobrar } from '@mascate/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { paginasIguais } from '../../test/busca-paginas.ts';
import { produtos, unidades } from '../db/schema.ts';
import { ANDAR_ALEM } from './seletor.ts';

// The product list's and picker's search takes the first of its plans that answers (seletor.ts,
// idsDaBusca): whatever the spread of the term, the answer equals a plain filter and sort of every row.
const amb = ambienteDoArquivo();
const e = empresaDoArquivo(amb);
const outra = empresaDoArquivo(amb);

const N = ANDAR_ALEM + 800;
const palavras = ['Arroz', 'Cerveja', 'Feijão', 'Refrigerante'];
const tamanhos = ['1kg', '2L', '5kg', '350ml'];
const pad = (n: number) => String(n).padStart(5, '0');
const descricoes = Array.from({ length: N }, (_, i) => {
  const p = palavras[Math.floor((i * palavras.length) / N)] ?? 'Refrigerante';
  return `${p} Marca ${pad(i)} ${tamanhos[i % tamanhos.length]}`;
});
descricoes.push('Açúcar Único Raro');

// Issue 25, second round: a word on most rows that sorts after everything the bounded walk reads (bench/gerar
// --forma realista puts 'Feijão' on a quarter of 600,000 products, after 'Arroz' and 'Cerveja'), half of
// it written without its accent, then a few rows sorting last; another company holds it.
const tardia = empresaDoArquivo(amb);
const NT = ANDAR_ALEM + 1_500;
const tardias = Array.from({ length: NT }, (_, i) =>
  i < ANDAR_ALEM + 100
    ? `Arroz Marca ${pad(i)} ${tamanhos[i % tamanhos.length]}`
    : `${i % 2 ? 'Feijão' : 'Feijao'} Marca ${pad(i)} ${tamanhos[i % tamanhos.length]}`,
);
tardias.push('Zé Refrigerante Único', 'Zulu Feijão Raro');

async function inserir(empresaId: number, lista: string[]) {
  const [un] = await amb.banco.db
    .insert(unidades)
    .values({ empresaId, sigla: 'UN', descricao: 'Un' })
    .returning();
  for (let i = 0; i < lista.length; i += 1000) {
    await amb.banco.db.insert(produtos).values(
      lista.slice(i, i + 1000).map((descricao, j) => ({
        empresaId,
        codigo: `C${i + j}`,
        descricao,
        unidadeId: un?.id ?? 0,
        preco: '1.00',
      })),
    );
  }
}

beforeAll(async () => {
  for (const empresaId of [e.empresaId, outra.empresaId]) await inserir(empresaId, descricoes);
  // The other companies' rows: the late cluster in `outra` too, so a leak would show in either list.
  await inserir(tardia.empresaId, tardias);
  await inserir(outra.empresaId, tardias);
  await amb.banco.pool.query('analyze produtos');
});

const comCodigo = (lista: string[]) => lista.map((d, i) => ({ codigo: `C${i}`, descricao: d }));
const todos = comCodigo(descricoes);
const esperadoEm = (linhas: { codigo: string; descricao: string }[], termo: string) =>
  linhas
    .filter((p) => casaBusca(dobrar(`${p.codigo} ${p.descricao}`), termo))
    .map((p) => p.descricao)
    .sort();
const esperado = (termo: string) => esperadoEm(todos, termo);

async function ler(recurso: string, corpo: Record<string, unknown>, token = e.token) {
  const r = await amb.chamar('POST', `/api/${recurso}/read`, corpo, token);
  expect(r.status).toBe(200);
  return { itens: (r.corpo.registros ?? []).map((p) => p.descricao), total: r.corpo.total };
}

describe('produtos/read: a busca responde igual qualquer que seja a distribuição do termo', () => {
  const termos = [
    'arroz',
    'refrigerante',
    'feijao',
    'feijao marca 015',
    'cerveja 350', // words apart, both on many rows ('Cerveja Marca 01234 350ml')
    'marca 350ml', // a word inside, then the size
    '2l',
    'acucar unico',
    'l',
    'nada',
    'cerveja nada', // a common first word, a next word on no row
  ];
  for (const termo of termos) {
    it(`'${termo}': páginas e total da lista; o seletor começa pelas que começam com o termo`, async () => {
      const lista = esperado(termo);
      await paginasIguais(
        lista,
        [
          [10, 0],
          [50, 600],
        ],
        (limite, deslocamento) => ler('produtos', { busca: termo, limite, deslocamento }),
      );
      const exato = await ler('produtos', { busca: termo, limite: 10, total_exato: 1 });
      expect(exato.total).toBe(lista.length);
      const seletor = await ler('produtos', { busca: termo, limite: 10, inicio_primeiro: 1 });
      const comeca = lista.filter((d) => comecaComBusca(dobrar(d), termo));
      const resto = lista.filter((d) => !comecaComBusca(dobrar(d), termo));
      expect(seletor.itens).toEqual([...comeca, ...resto].slice(0, 10));
    });
  }
});

describe('produtos/read: uma palavra comum que vem depois de tudo o que o caminho limitado lê', () => {
  const linhas = comCodigo(tardias);
  // A common word past the walk, with and without its accent, in upper case, with a selective number, on
  // every row ('marca'), a size, a rare name sorting last, a code, and none.
  // 'arroz 02099' and 'arroz nada': the first word begins more descriptions than the picker's first group
  // walks (ANDAR_ALEM + the page); the one match past that walk comes from the second group.
  const termos = [
    'feijao',
    'FEIJÃO',
    'feijao marca 0230',
    'feijao 350ml',
    'arroz 02099',
    'arroz nada',
    'marca',
    '2l',
    'ze refrigerante',
    'c2400',
    'xyzw',
  ];
  for (const termo of termos) {
    it(`'${termo}': as páginas e o total iguais a filtrar e ordenar tudo, só da própria empresa`, async () => {
      const lista = esperadoEm(linhas, termo);
      const paginas = [
        [20, 0],
        [10, 0],
        [50, 600],
        [20, lista.length - 5],
      ] as const;
      await paginasIguais(lista, paginas, (limite, deslocamento) =>
        ler('produtos', { busca: termo, limite, deslocamento }, tardia.token),
      );
      const primeira = await ler('produtos', { busca: termo, limite: 20 }, tardia.token);
      // The first page's count stops ten pages ahead ("mais de 200"); total_exato counts every match.
      expect(primeira.total).toBe(Math.min(lista.length, 200));
      const exato = await ler('produtos', { busca: termo, limite: 20, total_exato: 1 }, tardia.token);
      expect(exato.total).toBe(lista.length);
      // The list screen's ranked search (inicio_primeiro): those that begin with the term first, in the
      // folded order of index produtos_inicio ('Feijao' and 'Feijão' together), then the rest.
      const comeca = lista
        .filter((d) => comecaComBusca(dobrar(d), termo))
        .sort((a, b) => (dobrar(a) < dobrar(b) ? -1 : dobrar(a) > dobrar(b) ? 1 : 0));
      const resto = lista.filter((d) => !comecaComBusca(dobrar(d), termo));
      const ranqueada = [...comeca, ...resto];
      const lerRanqueada = (limite: number, deslocamento: number) =>
        ler('produtos', { busca: termo, limite, deslocamento, inicio_primeiro: 1 }, tardia.token);
      await paginasIguais(
        ranqueada,
        [
          [20, 0],
          [50, 600],
        ],
        lerRanqueada,
        (_, deslocamento) => (deslocamento === 0 ? Math.min(lista.length, 200) : undefined),
      );
    });
  }
});
