import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import { pedido, semear } from '../../test/pedidos-dados.ts';
import { baixar, lerCsv, lerXlsx } from '../../test/planilhas-apoio.ts';
import { clientes, rotas } from '../db/schema.ts';

const amb = ambienteDoArquivo();
const e = empresaDoArquivo(amb);
const outra = empresaDoArquivo(amb);
beforeAll(async () => {
  const c = await semear(amb, e.empresaId);
  const [rota] = await amb.banco.db
    .insert(rotas)
    .values({ empresaId: e.empresaId, nome: 'Centro' })
    .returning();
  await amb.banco.db.insert(clientes).values({
    empresaId: e.empresaId,
    nome: 'Zé do Açougue',
    cnpjCpf: '01234567890',
    cep: '01001000',
    uf: 'SP',
    rotaId: rota?.id ?? null,
  });
  await amb.banco.db
    .insert(clientes)
    .values({ empresaId: outra.empresaId, nome: 'Cliente Secreto', cnpjCpf: '52998224725' });
  const r = await amb.chamar(
    'POST',
    '/api/pedidosvenda/create',
    pedido(c, [
      { produto_id: c.produtoId, qt: 2, preco: 10 },
      { produto_id: c.produto2Id, qt: 1.5, preco: 5.5 },
    ]),
    e.token,
  );
  expect(r.status).toBe(200);
});

describe('GET /api/{recurso}/exportar', () => {
  it('CSV para o Excel em português: BOM, ponto e vírgula, documentos como texto, nome com a data', async () => {
    const r = await baixar(amb, '/api/clientes/exportar?formato=csv', e.token);
    expect(r.status).toBe(200);
    expect(r.tipo).toBe('text/csv; charset=utf-8');
    expect(r.disposicao).toMatch(/^attachment; filename="clientes-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(r.dados.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const linhas = lerCsv(r.dados);
    expect(linhas[0]).toEqual([
      'Razão social',
      'Nome fantasia',
      'CPF/CNPJ',
      'IE/RG',
      'CEP',
      'Logradouro',
      'Número',
      'Bairro',
      'Complemento',
      'Cidade',
      'UF',
      'Email',
      'Telefone',
      'Rota',
    ]);
    const ze = linhas.find((l) => l[0] === 'Zé do Açougue');
    expect(ze?.[2]).toBe('012.345.678-90');
    expect(ze?.[4]).toBe('01001-000');
    expect(ze?.[13]).toBe('Centro');
    expect(linhas).toHaveLength(4);
  });

  it('a busca da lista vale para o arquivo, e os dados de outra empresa nunca saem', async () => {
    const r = await baixar(amb, `/api/clientes/exportar?busca=${encodeURIComponent('açougue')}`, e.token);
    expect(lerCsv(r.dados).map((l) => l[0])).toEqual(['Razão social', 'Zé do Açougue']);
    const todos = (await baixar(amb, '/api/clientes/exportar', e.token)).dados.toString('utf8');
    expect(todos).not.toContain('Cliente Secreto');
    const daOutra = lerCsv((await baixar(amb, '/api/clientes/exportar', outra.token)).dados);
    expect(daOutra.map((l) => l[0])).toEqual(['Razão social', 'Cliente Secreto']);
  });

  it('XLSX com números de verdade (preço e estoque)', async () => {
    const r = await baixar(amb, '/api/produtos/exportar?formato=xlsx', e.token);
    expect(r.status).toBe(200);
    expect(r.disposicao).toMatch(/produtos-\d{4}-\d{2}-\d{2}\.xlsx/);
    const linhas = await lerXlsx(r.dados);
    expect(linhas[0]).toEqual([
      'Código',
      'Descrição',
      'Unidade',
      'Preço',
      'Quantidade em estoque',
      'Status',
      'Tipo',
    ]);
    expect(linhas).toContainEqual(['A1', 'Arroz 5kg', 'UN', 10, 98, 'Ativo', 'Mercadoria para Revenda']);
  });

  it('pedidos com itens: uma linha por item, vírgula decimal e data dd/mm/aaaa', async () => {
    const linhas = lerCsv((await baixar(amb, '/api/pedidosvenda/exportar', e.token)).dados);
    expect(linhas).toHaveLength(3);
    const [, primeiro, segundo] = linhas;
    expect(primeiro?.[3]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    // Issue 27: the list's type and status are in the file, so a quote is never summed as a sale.
    expect(primeiro?.[2]).toBe('Venda');
    expect(primeiro?.[6]).toBe('Pedido');
    expect(primeiro?.slice(9, 12)).toEqual(['28,25', '0,00', '28,25']);
    expect(primeiro?.slice(14, 21)).toEqual(['A1', 'Arroz 5kg', 'UN', '2,000', '10,00', '0,00', '20,00']);
    expect(segundo?.[17]).toBe('1,500');
  });

  it('toda lista exporta, com o cabeçalho mesmo vazia', async () => {
    const hoje = new Date().toISOString().slice(0, 10);
    for (const url of [
      'representantes',
      'rotas',
      'formaspagamento',
      'unidades',
      'tabelasprecos',
      `visitas?data_ini=${hoje}&data_fin=${hoje}`,
    ]) {
      const [recurso, query = ''] = url.split('?');
      const r = await baixar(amb, `/api/${recurso}/exportar?formato=xlsx&${query}`, e.token);
      expect(r.status, url).toBe(200);
      expect((await lerXlsx(r.dados))[0]?.length, url).toBeGreaterThan(1);
    }
    const reps = lerCsv((await baixar(amb, '/api/representantes/exportar', e.token)).dados);
    expect(reps[1]).toEqual(['Vendedor Um', '', '529.982.247-25', 'Sim', '']);
  });

  it('formato desconhecido e período ausente: 400 com mensagem clara', async () => {
    const r = await amb.chamar('GET', '/api/clientes/exportar?formato=pdf', undefined, e.token);
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe('O formato deve ser csv ou xlsx.');
    const v = await amb.chamar('GET', '/api/visitas/exportar', undefined, e.token);
    expect(v.status).toBe(400);
    expect(v.corpo.retorno.mensagem).toBe('Informe a data inicial e final (aaaa-mm-dd).');
  });

  it('sem sessão: 401', async () => {
    const r = await amb.chamar('GET', '/api/clientes/exportar');
    expect(r.status).toBe(401);
  });

  it.each([
    // [list, what the rows are created with, the field both show first, a search]
    ['unidades', (n: string, i: number) => ({ sigla: `S${i}`, descricao: n }), 'descricao', 'caixa'],
    ['formaspagamento', (n: string) => ({ descricao: n, parcelamento: 0 }), 'descricao', 'caixa'],
    ['rotas', (n: string) => ({ nome: n }), 'nome', 'caixa'],
    ['tabelasprecos', (n: string) => ({ nome: n, ajuste: 0 }), 'nome', 'caixa'],
    [
      'representantes',
      (n: string, i: number) => ({
        nome: n,
        email: `rep${i}@x.com`,
        cnpj_cpf: ['52998224725', '11144477735', '12345678062', '39053344705', '98765432029'][i],
      }),
      'nome',
      'caixa',
    ],
  ])(
    '%s: o arquivo com busca tem as linhas da lista, na ordem da lista',
    async (recurso, corpo, campo, busca) => {
      const nomes = ['Caixa B', 'caixa a', 'Fardo', 'CAIXA C', 'Pacote'];
      for (const [i, n] of nomes.entries()) {
        const r = await amb.chamar('POST', `/api/${recurso}/create`, corpo(n, i), e.token);
        expect(r.status, JSON.stringify(r.corpo)).toBe(200);
      }
      const lista = await amb.chamar('POST', `/api/${recurso}/read`, { busca }, e.token);
      const daLista = (lista.corpo.registros as Record<string, unknown>[]).map((l) => l[campo]);
      expect(daLista).toHaveLength(3);
      const arquivo = lerCsv((await baixar(amb, `/api/${recurso}/exportar?busca=${busca}`, e.token)).dados);
      const coluna = recurso === 'unidades' ? 1 : 0;
      expect(arquivo.slice(1).map((l) => l[coluna])).toEqual(daLista);
    },
  );
});
