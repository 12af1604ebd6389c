import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { pedido, semear } from '../../test/pedidos-dados.ts';
import { baixar, lerCsv } from '../../test/planilhas-apoio.ts';
import { clientes, produtos, unidades } from './schema.ts';

// Issue 50: every typed word is found, in any order, each as a part of a word, without accents or case, on
// every list, picker and export that takes `busca`: the customers' list and picker, the products' list,
// picker and priced picker, the order list, and their exports. Another company holds the same names.
const amb = ambienteDoArquivo();
const e = empresaDoArquivo(amb);
const outra = empresaDoArquivo(amb);

// The five examples, then names that hold only some of their words (never found by them).
const CLIENTES = [
  'João da Conceição Mercearia',
  'Açougue São José',
  'Feijão Carioca 1kg',
  'Açúcar Cristal 5kg',
  'Maçã Gala',
  'João Pereira',
  'Mercearia São Jorge',
  'José Açougue Ltda',
];
const PRODUTOS = [
  ...CLIENTES,
  'Feijão Preto 1kg',
  'Açúcar Refinado 1kg',
  'Maçã Fuji',
  'Carioca Arroz 5kg',
  'Cristal Gala Decoração',
];

// [term typed, the one name it finds]: the examples and shuffled three-word terms.
const CASOS: [string, string][] = [
  ['conceicao joao', 'João da Conceição Mercearia'],
  ['sao jose acougue', 'Açougue São José'],
  ['carioca feijao', 'Feijão Carioca 1kg'],
  ['5kg acucar', 'Açúcar Cristal 5kg'],
  ['gala maçã', 'Maçã Gala'],
  ['mercearia JOAO conceição', 'João da Conceição Mercearia'],
  ['jose acougue sao', 'Açougue São José'],
  ['1KG carioca feijão', 'Feijão Carioca 1kg'],
  ['cristal 5kg açúcar', 'Açúcar Cristal 5kg'],
  ['ga gala maca', 'Maçã Gala'],
];
// Words that match only apart, and a word that matches nothing.
const NADA = ['pereira conceicao', 'gala fuji', 'jose acougue xyzw'];

const ids = { clientes: new Map<string, number>(), produtos: new Map<string, number>() };
let tabelaId = 0;

async function cadastrar(empresaId: number) {
  const db = amb.banco.db;
  const cs = await db
    .insert(clientes)
    .values(CLIENTES.map((nome, i) => ({ empresaId, nome, cnpjCpf: String(10_000_000_000 + i) })))
    .returning({ id: clientes.id, nome: clientes.nome });
  const [un] = await db.insert(unidades).values({ empresaId, sigla: 'UN', descricao: 'Unidade' }).returning();
  const ps = await db
    .insert(produtos)
    .values(
      PRODUTOS.map((descricao, i) => ({
        empresaId,
        codigo: `Q${i}`,
        descricao,
        unidadeId: un?.id ?? 0,
        preco: '2.00',
      })),
    )
    .returning({ id: produtos.id, descricao: produtos.descricao });
  return { cs, ps };
}

beforeAll(async () => {
  const c = await semear(amb, e.empresaId);
  const co = await semear(amb, outra.empresaId);
  const meus = await cadastrar(e.empresaId);
  const deles = await cadastrar(outra.empresaId);
  for (const x of meus.cs) ids.clientes.set(x.nome, x.id);
  for (const x of meus.ps) ids.produtos.set(x.descricao, x.id);
  // One order per customer, in both companies.
  for (const [cad, cs, token] of [
    [c, meus.cs, e.token],
    [co, deles.cs, outra.token],
  ] as const)
    for (const cliente of cs) {
      const r = await amb.chamar(
        'POST',
        '/api/pedidosvenda/create',
        pedido(cad, undefined, { participante_id: cliente.id }),
        token,
      );
      expect(r.status).toBe(200);
    }
  const t = await amb.chamar(
    'POST',
    '/api/tabelasprecos/create',
    { nome: 'Atacado', itens: [{ produto_id: ids.produtos.get('Maçã Gala') ?? 0, preco: 3 }] },
    e.token,
  );
  expect(t.status, JSON.stringify(t.corpo)).toBe(200);
  tabelaId = Number(t.corpo.retorno.id);
  await amb.banco.pool.query('analyze clientes, produtos, pedidos');
});

type Registro = {
  id?: number;
  produto_id?: number;
  nome?: string;
  descricao?: string;
  participante?: { id: number; nome: string };
};
async function ler(caminho: string, corpo: Record<string, unknown>): Promise<Registro[]> {
  const r = await amb.chamar('POST', `/api/${caminho}`, corpo, e.token);
  expect(r.status).toBe(200);
  return r.corpo.registros ?? [];
}

describe('busca em qualquer ordem das palavras (issue 50)', () => {
  it.each(CASOS)("clientes: '%s' acha %s na lista, no seletor e na leitura completa", async (busca, nome) => {
    const id = ids.clientes.get(nome);
    for (const corpo of [{ busca, limite: 50 }, { busca, limite: 10, deslocamento: 0 }, { busca }]) {
      const achados = await ler('clientes/read', corpo);
      expect(achados.map((c) => c.nome)).toEqual([nome]);
      expect(achados.map((c) => c.id)).toEqual([id]);
    }
  });

  it.each(CASOS)(
    "produtos: '%s' acha %s na lista, no seletor e no seletor com preços",
    async (busca, nome) => {
      const id = ids.produtos.get(nome);
      for (const [caminho, corpo] of [
        ['produtos/read', { busca, limite: 50 }],
        ['produtos/read', { busca, limite: 10, deslocamento: 0, inicio_primeiro: 1, contar_total: 0 }],
        ['produtos/read', { busca }],
        [
          'tabelasprecos/precos',
          { tabela_preco_id: tabelaId, busca, limite: 10, inicio_primeiro: 1, contar_total: 0 },
        ],
        ['tabelasprecos/precos', { tabela_preco_id: 0, busca, limite: 50 }],
      ] as const) {
        const achados = await ler(caminho, corpo);
        expect(achados.map((p) => p.descricao)).toEqual([nome]);
        // The priced picker names the product `produto_id`.
        expect(achados.map((p) => p.id ?? p.produto_id)).toEqual([id]);
      }
    },
  );

  it.each(CASOS)("pedidos: '%s' acha o pedido de %s", async (busca, nome) => {
    const achados = await ler('pedidosvenda/read', { busca, limite: 20 });
    expect(achados.map((p) => p.participante?.id)).toEqual([ids.clientes.get(nome)]);
  });

  it.each(NADA)(
    "'%s' (palavras que só casam separadas, ou uma que não casa): nada em lugar nenhum",
    async (busca) => {
      expect(await ler('clientes/read', { busca, limite: 10 })).toEqual([]);
      expect(await ler('produtos/read', { busca, limite: 10, inicio_primeiro: 1 })).toEqual([]);
      expect(await ler('produtos/read', { busca, limite: 10 })).toEqual([]);
      expect(await ler('tabelasprecos/precos', { tabela_preco_id: tabelaId, busca, limite: 10 })).toEqual([]);
      expect(await ler('pedidosvenda/read', { busca, limite: 10 })).toEqual([]);
    },
  );

  it('o seletor de produtos traz primeiro as descrições que começam pela primeira palavra digitada', async () => {
    const achados = await ler('produtos/read', { busca: 'carioca 5kg', limite: 10, inicio_primeiro: 1 });
    expect(achados.map((p) => p.descricao)).toEqual(['Carioca Arroz 5kg']);
    const cristal = await ler('produtos/read', { busca: 'cristal', limite: 10, inicio_primeiro: 1 });
    expect(cristal.map((p) => p.descricao)).toEqual(['Cristal Gala Decoração', 'Açúcar Cristal 5kg']);
    const gala = await ler('produtos/read', { busca: 'gala cristal', limite: 10, inicio_primeiro: 1 });
    expect(gala.map((p) => p.descricao)).toEqual(['Cristal Gala Decoração']);
  });

  it('as exportações com busca acham as palavras em qualquer ordem, só da empresa', async () => {
    const cli = lerCsv(
      (await baixar(amb, `/api/clientes/exportar?busca=${encodeURIComponent('jose acougue sao')}`, e.token))
        .dados,
    );
    expect(cli).toHaveLength(2);
    expect(cli[1]?.join(';')).toContain('Açougue São José');
    const prod = lerCsv(
      (await baixar(amb, `/api/produtos/exportar?busca=${encodeURIComponent('5kg acucar')}`, e.token)).dados,
    );
    expect(prod).toHaveLength(2);
    expect(prod[1]?.join(';')).toContain('Açúcar Cristal 5kg');
    const ped = lerCsv(
      (await baixar(amb, `/api/pedidosvenda/exportar?busca=${encodeURIComponent('conceicao joao')}`, e.token))
        .dados,
    );
    expect(ped.filter((l) => l.join(';').includes('João da Conceição Mercearia'))).toHaveLength(
      ped.length - 1,
    );
    expect(ped.length).toBeGreaterThan(1);
  });
});
