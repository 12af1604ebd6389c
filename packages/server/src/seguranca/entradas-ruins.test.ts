import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import {
  type Alvo,
  alvosDoApp,
  CATEGORIAS,
  type CasoRuim,
  gerarCasos,
  provarCaso,
} from '../../test/entradas-ruins.ts';
import { type Impressao, impressaoDados } from '../../test/impressao-dados.ts';
import { cadastrarTudo } from '../../test/seguranca-dados.ts';

// 2,000 generated bad bodies (200 per category) against every endpoint with a body; bench/fuzz.ts runs 50,000.
const POR_CATEGORIA = 200;
const SEMENTE = 11;

let alvos: Alvo[];
let casos: CasoRuim[];
let antes: Impressao;
const amb = ambienteDoArquivo();
const empresa = empresaDoArquivo(amb);
beforeAll(async () => {
  // Real rows, so that ids in the generated bodies (1, 2, ...) can meet some of them.
  await cadastrarTudo(amb, empresa, 'FUZZ');
  alvos = alvosDoApp(amb.app);
  casos = gerarCasos(alvos, POR_CATEGORIA, SEMENTE);
  antes = await impressaoDados(amb.banco);
});

async function falhasDe(lista: CasoRuim[]): Promise<string[]> {
  const falhas: string[] = [];
  for (const caso of lista) {
    const { falha } = await provarCaso(amb.app, caso, empresa.token);
    if (falha) falhas.push(falha);
  }
  return falhas;
}

describe('entradas ruins geradas dos esquemas: 4xx com mensagem em pt-BR, nunca 5xx', () => {
  it('toda rota com corpo é alvo, e os casos cobrem todas', () => {
    expect(alvos.length).toBeGreaterThan(50);
    const atingidas = new Set(casos.map((c) => `${c.alvo.metodo} ${c.alvo.url}`));
    expect(alvos.filter((a) => !atingidas.has(`${a.metodo} ${a.url}`)).map((a) => a.url)).toEqual([]);
    expect(casos.length).toBe(POR_CATEGORIA * CATEGORIAS.length);
  });

  // Bodies the schema refuses first: nothing may change while they run.
  for (const categoria of CATEGORIAS) {
    it(`${categoria}: recusados com 4xx e mensagem`, async () => {
      const recusaveis = casos.filter((c) => c.categoria === categoria && !c.valido);
      expect(await falhasDe(recusaveis)).toEqual([]);
    });
  }

  it('os dados não mudaram com os corpos recusados (contagem e md5 de cada tabela)', async () => {
    expect(await impressaoDados(amb.banco)).toEqual(antes);
  });

  // Bodies the schema takes (SQL or a script in a free text, a lone surrogate in a name): saved or
  // refused by the rules, never a 5xx.
  it('corpos que o esquema aceita: nunca 5xx', async () => {
    const validos = casos.filter((c) => c.valido);
    expect(validos.length).toBeGreaterThan(0);
    expect(await falhasDe(validos)).toEqual([]);
  });
});
