import { dobrar } from '@mascate/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
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

beforeAll(async () => {
  for (const empresaId of [e.empresaId, outra.empresaId]) {
    const [un] = await amb.banco.db
      .insert(unidades)
      .values({ empresaId, sigla: 'UN', descricao: 'Un' })
      .returning();
    for (let i = 0; i < descricoes.length; i += 1000) {
      await amb.banco.db.insert(produtos).values(
        descricoes.slice(i, i + 1000).map((descricao, j) => ({
          empresaId,
          codigo: `C${i + j}`,
          descricao,
          unidadeId: un?.id ?? 0,
          preco: '1.00',
        })),
      );
    }
  }
  await amb.banco.pool.query('analyze produtos');
});

const todos = descricoes.map((d, i) => ({ codigo: `C${i}`, descricao: d }));
const esperado = (termo: string) =>
  todos
    .filter((p) => dobrar(`${p.codigo} ${p.descricao}`).includes(dobrar(termo.trim())))
    .map((p) => p.descricao)
    .sort();

async function ler(recurso: string, corpo: Record<string, unknown>) {
  const r = await amb.chamar('POST', `/api/${recurso}/read`, corpo, e.token);
  expect(r.status).toBe(200);
  return { descricoes: (r.corpo.registros ?? []).map((p) => p.descricao), total: r.corpo.total };
}

describe('produtos/read: a busca responde igual qualquer que seja a distribuição do termo', () => {
  const termos = ['arroz', 'refrigerante', 'feijao', 'feijao marca 015', '2l', 'acucar unico', 'l', 'nada'];
  for (const termo of termos) {
    it(`'${termo}': páginas e total da lista; o seletor começa pelas que começam com o termo`, async () => {
      const lista = esperado(termo);
      for (const [limite, deslocamento] of [
        [10, 0],
        [50, 600],
      ] as const) {
        const r = await ler('produtos', { busca: termo, limite, deslocamento });
        expect(r.descricoes).toEqual(lista.slice(deslocamento, deslocamento + limite));
      }
      const exato = await ler('produtos', { busca: termo, limite: 10, total_exato: 1 });
      expect(exato.total).toBe(lista.length);
      const seletor = await ler('produtos', { busca: termo, limite: 10, inicio_primeiro: 1 });
      const comeca = lista.filter((d) => dobrar(d).startsWith(dobrar(termo)));
      const resto = lista.filter((d) => !dobrar(d).startsWith(dobrar(termo)));
      expect(seletor.descricoes).toEqual([...comeca, ...resto].slice(0, 10));
    });
  }
});
