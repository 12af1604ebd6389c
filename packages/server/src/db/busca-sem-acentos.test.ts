import { casaBusca, comecaComBusca, DOBRA_DE, DOBRA_PARA, dobrar } from '@mascate/domain';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo, cadastrosDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { pedido, semear } from '../../test/pedidos-dados.ts';
import { baixar, lerCsv } from '../../test/planilhas-apoio.ts';
import { casaTodos, comPadroesDoArray } from './busca.ts';
import { dobraSql } from './dobra.ts';
import { padraoInicio, padroesBusca } from './paginar.ts';
import { clientes, produtos, unidades } from './schema.ts';

const amb = ambienteDoArquivo();
const e = empresaDoArquivo(amb);
const c = cadastrosDoArquivo(amb, e);
const outra = empresaDoArquivo(amb);

describe('a dobra do PostgreSQL e a do domínio', () => {
  it('translate(lower(x), DOBRA_DE, DOBRA_PARA) dá o mesmo que dobrar(x) em muitos textos', async () => {
    const fixos = [
      DOBRA_DE,
      DOBRA_DE.toUpperCase(),
      'João da Conceição',
      'AÇÚCAR CRISTAL',
      'Feijão 1kg',
      'São Paulo',
      'Pão de Açúcar',
      'ÑANDÚ Ÿ',
      'Refrigerante 2L',
      'Comercial Silva 1234 Ltda',
      '52.998.224/0001-81',
      '50%_x\\',
      '',
    ];
    const letras = `${DOBRA_DE}${DOBRA_DE.toUpperCase()}abcxyzABCXYZ 0123-./%_`;
    const gerados = fc.sample(
      fc.array(fc.constantFrom(...letras), { maxLength: 30 }).map((cs) => cs.join('')),
      { numRuns: 300, seed: 25 },
    );
    const textos = [...fixos, ...gerados];
    const { rows } = await amb.banco.pool.query<{ d: string[] }>(
      `select array_agg(translate(lower(t), $2, $3) order by n) as d
         from unnest($1::text[]) with ordinality as u(t, n)`,
      [textos, DOBRA_DE, DOBRA_PARA],
    );
    expect(rows[0]?.d).toEqual(textos.map(dobrar));
  });

  it('os padrões LIKE da busca (padroesBusca, padraoInicio, comPadroesDoArray) são a regra do domínio (casaBusca) em muitos textos e termos', async () => {
    const letras = 'aãbcçé 1 2 %_\\';
    const texto = fc.array(fc.constantFrom(...letras), { maxLength: 14 }).map((cs) => cs.join(''));
    const pares = fc.sample(fc.tuple(texto, texto), { numRuns: 400, seed: 26 });
    const fixos: [string, string][] = [
      ['cerveja brahma pilsen 350ml', 'Cerveja 350'],
      ['cerveja brahma pilsen 350ml', 'pilsen cerveja'],
      ['cerveja brahma pilsen 350ml', 'pilsen cerveja 600'],
      ['joão da conceição mercearia', 'conceicao joao'],
      ['açougue são josé', 'sao jose acougue'],
      ['açougue são josé', 'jose acougue sao'],
      ['feijão carioca 1kg', 'carioca feijao'],
      ['açúcar cristal 5kg', '5kg acucar'],
      ['maçã gala', 'gala maçã'],
      ['maçã gala', 'gala maçã verde'],
      // More words than the index takes (db/busca.ts, PALAVRAS_NO_INDICE): the rest are tested on the row.
      ['a b c d e f g', 'g f e d c b a'],
      ['a b c d e f g', 'g f e d c b a z'],
      ['comercial silva 12 ltda loja 7 98123456000190', 'loja 1234'],
      ['joao da silva', 'JOÃO  silva'],
      ['50% off', '50%'],
    ];
    const casos = [...fixos, ...pares].filter(([, termo]) => padroesBusca(termo) !== undefined);
    const textos = casos.map(([t]) => dobrar(t));
    const padroes = casos.map(([, termo]) => JSON.stringify(padroesBusca(termo)));
    const palavras = casos.map(([, termo]) => padraoInicio(termo)?.palavra);
    const u = sql.raw('u');
    const consulta = new PgDialect().sqlToQuery(
      sql`select array_agg(${comPadroesDoArray(sql`${u}.t`, sql`${u}.p`)} order by n) as contem,
                 array_agg(${comPadroesDoArray(sql`${u}.t`, sql`${u}.p`, true)} order by n) as uma_vez,
                 array_agg(${casaTodos(sql`${u}.t`, sql`${u}.p`)} order by n) as todos,
                 array_agg(${dobraSql(sql`${u}.w`)} <= ${u}.t and ${u}.t < ${dobraSql(sql`${u}.w`)} || chr(1114111)
                   and ${u}.t like all (${u}.p) order by n) as comeca
            from (select t, w, n, array(select jsonb_array_elements_text(j)) as p
                    from unnest(${sql.param(textos)}::text[], ${sql.param(padroes)}::jsonb[], ${sql.param(palavras)}::text[])
                         with ordinality as x(t, j, w, n)) as u`,
    );
    const { rows } = await amb.banco.pool.query<{
      contem: boolean[];
      uma_vez: boolean[];
      todos: boolean[];
      comeca: boolean[];
    }>(consulta.sql, consulta.params);
    const esperado = casos.map(([t, termo]) => casaBusca(dobrar(t), termo));
    expect(rows[0]?.contem).toEqual(esperado);
    expect(rows[0]?.uma_vez).toEqual(esperado);
    expect(rows[0]?.todos).toEqual(esperado);
    expect(rows[0]?.comeca).toEqual(casos.map(([t, termo]) => comecaComBusca(dobrar(t), termo)));
  });

  it('as colunas de busca são geradas com a mesma tabela de letras', async () => {
    const { rows } = await amb.banco.pool.query<{ coluna: string; expr: string }>(
      `select c.relname || '.' || a.attname as coluna, pg_get_expr(d.adbin, d.adrelid) as expr
         from pg_attrdef d join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
         join pg_class c on c.oid = d.adrelid
        where a.attname in ('busca', 'descricao_busca') and c.relname in ('clientes', 'produtos')
        order by 1`,
    );
    expect(rows.map((r) => r.coluna)).toEqual([
      'clientes.busca',
      'produtos.busca',
      'produtos.descricao_busca',
    ]);
    for (const r of rows) expect(r.expr).toContain(`translate(lower(`);
    for (const r of rows) expect(r.expr).toContain(`'${DOBRA_DE}'::text, '${DOBRA_PARA}'::text)`);
    // The statement text the server sends folds the term by the same expression.
    const q = new PgDialect().sqlToQuery(sql`select ${dobraSql('ÇÃO Ñu')} as d`);
    const dobrado = await amb.banco.pool.query<{ d: string }>(q.sql, q.params);
    expect(dobrado.rows[0]?.d).toBe('cao nu');
  });
});

beforeAll(async () => {
  const db = amb.banco.db;
  const porEmpresa = (empresaId: number) => [
    { empresaId, nome: 'João da Conceição Ltda', apelido: 'Açougue São José', cnpjCpf: '11144477735' },
    { empresaId, nome: 'JOAO PEREIRA', apelido: '', cnpjCpf: '12345678909' },
  ];
  await db.insert(clientes).values(porEmpresa(e.empresaId));
  // Another company's customers and products of the same names: never in the first company's answers.
  await db.insert(clientes).values(porEmpresa(outra.empresaId));
  for (const empresaId of [e.empresaId, outra.empresaId]) {
    const [un] = await db.insert(unidades).values({ empresaId, sigla: 'KG', descricao: 'Quilo' }).returning();
    await db.insert(produtos).values(
      ['Açúcar Cristal 1kg', 'Feijão Carioca 1kg', 'FEIJAO PRETO 1KG', 'Café Moído 500g'].map(
        (descricao, i) => ({
          empresaId,
          codigo: `X${i}`,
          descricao,
          unidadeId: un?.id ?? 0,
          preco: '1.00',
        }),
      ),
    );
  }
});

type Registro = { nome?: string; descricao?: string; numero?: number };
async function ler(recurso: string, corpo: Record<string, unknown>): Promise<Registro[]> {
  const r = await amb.chamar('POST', `/api/${recurso}/read`, corpo, e.token);
  if (r.status !== 200) console.log('DBG', JSON.stringify(r.corpo));
  expect(r.status).toBe(200);
  return r.corpo.registros ?? [];
}
const nomes = async (corpo: Record<string, unknown>) =>
  (await ler('clientes', corpo)).map((r) => r.nome).sort();
const descricoes = async (corpo: Record<string, unknown>) =>
  (await ler('produtos', corpo)).map((r) => r.descricao);

describe('busca sem acentos nem maiúsculas', () => {
  it('clientes: lista, seletor (10 por vez) e leitura completa acham o nome acentuado e o sem acento', async () => {
    const joaos = ['JOAO PEREIRA', 'João da Conceição Ltda'];
    for (const busca of ['joao', 'JOÃO', 'João', 'jOaO']) {
      expect(await nomes({ busca, limite: 50 })).toEqual(joaos);
      expect(await nomes({ busca, limite: 10, deslocamento: 0 })).toEqual(joaos);
      expect(await nomes({ busca })).toEqual(joaos);
    }
    expect(await nomes({ busca: 'conceicao', limite: 10 })).toEqual(['João da Conceição Ltda']);
    expect(await nomes({ busca: 'CONCEIÇAO', limite: 10 })).toEqual(['João da Conceição Ltda']);
    expect(await nomes({ busca: 'acougue sao jose', limite: 10 })).toEqual(['João da Conceição Ltda']);
    // The stored names keep their accents; the total counts only this company's rows.
    const r = await amb.chamar('POST', '/api/clientes/read', { busca: 'joao', limite: 1 }, e.token);
    expect(r.corpo.total).toBe(2);
  });

  it('produtos: lista e seletor (começa com primeiro)', async () => {
    expect(await descricoes({ busca: 'acucar', limite: 10 })).toEqual(['Açúcar Cristal 1kg']);
    expect(await descricoes({ busca: 'AÇUCAR', limite: 10 })).toEqual(['Açúcar Cristal 1kg']);
    expect(await descricoes({ busca: 'cafe moido' })).toEqual(['Café Moído 500g']);
    // 'Feijão 1kg' is the order fixtures' own product.
    const feijoes = ['Feijão 1kg', 'Feijão Carioca 1kg', 'FEIJAO PRETO 1KG'];
    expect((await descricoes({ busca: 'feijao', limite: 10 })).sort()).toEqual([...feijoes].sort());
    // The picker: descriptions that begin with the term first, folded the same way.
    expect(await descricoes({ busca: 'feijao', limite: 10, inicio_primeiro: 1 })).toEqual(feijoes);
    expect(await descricoes({ busca: 'FEIJÃO', limite: 10, inicio_primeiro: 1 })).toEqual(feijoes);
    expect(await descricoes({ busca: '1kg', limite: 10, inicio_primeiro: 1 })).toHaveLength(4);
  });

  it('pedidos: a busca pelo nome do cliente ignora acentos e maiúsculas', async () => {
    const [cliente] = await amb.banco.db
      .insert(clientes)
      .values({ empresaId: e.empresaId, nome: 'Mercadinho São Benedito', cnpjCpf: '52998224725' })
      .returning();
    const criado = await amb.chamar(
      'POST',
      '/api/pedidosvenda/create',
      pedido(c, undefined, { participante_id: cliente?.id ?? 0 }),
      e.token,
    );
    expect(criado.status).toBe(200);
    const co = await semear(amb, outra.empresaId);
    const [delaCliente] = await amb.banco.db
      .insert(clientes)
      .values({ empresaId: outra.empresaId, nome: 'Mercadinho São Benedito', cnpjCpf: '52998224725' })
      .returning();
    await amb.chamar(
      'POST',
      '/api/pedidosvenda/create',
      pedido(co, undefined, { participante_id: delaCliente?.id ?? 0 }),
      outra.token,
    );
    for (const busca of ['sao benedito', 'SÃO BENEDITO', 'mercadinho sao']) {
      const r = await amb.chamar('POST', '/api/pedidosvenda/read', { busca, limite: 10 }, e.token);
      expect(r.status).toBe(200);
      expect(r.corpo.registros?.map((p) => p.participante_id)).toEqual([cliente?.id]);
      expect(r.corpo.total).toBe(1);
    }
  });

  it('exportações: a mesma busca dobrada, só da empresa', async () => {
    const csv = lerCsv((await baixar(amb, `/api/clientes/exportar?busca=joao`, e.token)).dados);
    expect(csv).toHaveLength(3); // header and the two João
    const prod = lerCsv((await baixar(amb, `/api/produtos/exportar?busca=FEIJAO`, e.token)).dados);
    expect(prod).toHaveLength(4);
  });
});
