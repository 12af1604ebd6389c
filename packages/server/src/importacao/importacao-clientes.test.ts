import { COLUNAS_CLIENTES } from '@mascate/domain';
import { asc, eq, sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';
import {
  type Arquivo,
  baixar,
  csv,
  exportarEImportar,
  importar,
  lerCsv,
  xlsx,
} from '../../test/planilhas-apoio.ts';
import { clientes, rotas } from '../db/schema.ts';

let rotaNorte = 0;
const CABECALHO = COLUNAS_CLIENTES.map((c) => c.titulo);

/** A line in the template's column order, from the fields given. */
function linha(c: Partial<Record<string, string>>): string[] {
  return CABECALHO.map((t) => c[t] ?? '');
}

/** The refusals the planner adds to a line: a route the company does not have, a document already stored. */
const semRota = (n: number, rota: string) => ({
  linha: n,
  coluna: 'Rota',
  mensagem: `Rota não encontrada: "${rota}". Use o nome ou o código de uma rota cadastrada.`,
});
const jaExiste = (n: number) => ({
  linha: n,
  coluna: 'CPF/CNPJ',
  mensagem: 'Já existe um cliente com este CPF/CNPJ: marque "Atualizar existentes" para atualizá-lo.',
});

async function daEmpresa(empresaId: number) {
  return amb.banco.db
    .select()
    .from(clientes)
    .where(eq(clientes.empresaId, empresaId))
    .orderBy(asc(clientes.id));
}

const amb = ambienteDoArquivo();
const e = empresaDoArquivo(amb);
const outra = empresaDoArquivo(amb);
beforeAll(async () => {
  const [r] = await amb.banco.db.insert(rotas).values({ empresaId: e.empresaId, nome: 'Norte' }).returning();
  rotaNorte = r?.id ?? 0;
  await amb.banco.db
    .insert(clientes)
    .values({ empresaId: e.empresaId, nome: 'Já Cadastrado', cnpjCpf: '11222333000181' });
  // The same document in another company is not a duplicate here.
  await amb.banco.db
    .insert(clientes)
    .values({ empresaId: outra.empresaId, nome: 'De Outra', cnpjCpf: '52998224725' });
});

/** Sends a spreadsheet to /api/clientes/importar as E. */
const importarClientes = (arquivo: Arquivo | undefined, campos: { simular?: number; atualizar?: number }) =>
  importar(amb, 'clientes', arquivo, campos, e.token);

describe('GET /api/clientes/modelo', () => {
  it('CSV e XLSX com o mesmo cabeçalho da exportação', async () => {
    const r = await baixar(amb, '/api/clientes/modelo?formato=csv', e.token);
    expect(r.status).toBe(200);
    expect(r.disposicao).toMatch(/modelo-clientes-\d{4}-\d{2}-\d{2}\.csv/);
    expect(lerCsv(r.dados)).toEqual([CABECALHO]);
    const x = await baixar(amb, '/api/clientes/modelo?formato=xlsx', e.token);
    expect(x.status).toBe(200);
  });
});

describe('POST /api/clientes/importar', () => {
  const ruim = () =>
    csv([
      CABECALHO,
      linha({ 'Razão social': 'Mercado Bom', 'CPF/CNPJ': '529.982.247-25', UF: 'SP', Rota: 'norte' }),
      linha({ 'Razão social': '', 'CPF/CNPJ': '390.533.447-05' }),
      linha({ 'Razão social': 'CPF ruim', 'CPF/CNPJ': '111.111.111-11' }),
      linha({ 'Razão social': 'CEP curto', 'CPF/CNPJ': '11.444.777/0001-61', CEP: '123' }),
      linha({ 'Razão social': 'UF errada', 'CPF/CNPJ': '12.ABC.345/01DE-35', UF: 'XX' }),
      linha({ 'Razão social': 'N'.repeat(151), 'CPF/CNPJ': '45.723.174/0001-10' }),
      linha({ 'Razão social': 'Rota errada', 'CPF/CNPJ': '19.131.243/0001-97', Rota: 'Sul' }),
      linha({ 'Razão social': 'Repetido', 'CPF/CNPJ': '52998224725' }),
      linha({ 'Razão social': 'Já existe', 'CPF/CNPJ': '11.222.333/0001-81' }),
      linha({}),
      linha({
        'Razão social': 'Pela rota de código',
        'CPF/CNPJ': '04.252.011/0001-10',
        Rota: String(rotaNorte),
      }),
    ]);
  const ERROS = [
    { linha: 3, coluna: 'Razão social', mensagem: 'Preencha os campos obrigatórios(*)' },
    { linha: 4, coluna: 'CPF/CNPJ', mensagem: 'CPF/CNPJ inválido!' },
    { linha: 5, coluna: 'CEP', mensagem: 'CEP inválido. Informe os 8 dígitos.' },
    { linha: 6, coluna: 'UF', mensagem: 'UF inválida: use a sigla do estado (ex.: SP).' },
    { linha: 7, coluna: 'Razão social', mensagem: 'O campo nome deve ter no máximo 150 caracteres.' },
    semRota(8, 'Sul'),
    { linha: 9, coluna: 'CPF/CNPJ', mensagem: 'CPF/CNPJ repetido no arquivo (já na linha 2).' },
    jaExiste(10),
  ];

  it('a conferência lista cada erro com a linha da planilha e o título da coluna, e não grava nada', async () => {
    const antes = await daEmpresa(e.empresaId);
    const r = await importarClientes({ nome: 'clientes.csv', dados: ruim() }, { simular: 1 });
    expect(r.status).toBe(200);
    expect(r.corpo.registros).toEqual(ERROS);
    expect(r.corpo.retorno).toMatchObject({ sucesso: true, novos: 2, atualizados: 0, erros: 8 });
    expect(r.corpo.retorno.mensagem).toBe('Conferência concluída: 2 novos, 0 atualizados e 8 erros.');
    expect(await daEmpresa(e.empresaId)).toEqual(antes);
  });

  it('a conferência lista todos os erros de uma linha de uma vez (CEP, UF, rota, CPF/CNPJ já cadastrado)', async () => {
    const antes = await daEmpresa(e.empresaId);
    const dados = csv([
      CABECALHO,
      linha({
        'Razão social': 'Tudo errado',
        'CPF/CNPJ': '11.222.333/0001-81',
        CEP: '123',
        UF: 'XX',
        Rota: 'Sul',
      }),
      linha({ 'Razão social': 'Repete a de cima', 'CPF/CNPJ': '11222333000181', Rota: 'Leste' }),
    ]);
    const r = await importarClientes({ nome: 'clientes.csv', dados }, { simular: 1 });
    expect(r.status).toBe(200);
    expect(r.corpo.registros).toEqual([
      jaExiste(2),
      { linha: 2, coluna: 'CEP', mensagem: 'CEP inválido. Informe os 8 dígitos.' },
      { linha: 2, coluna: 'UF', mensagem: 'UF inválida: use a sigla do estado (ex.: SP).' },
      semRota(2, 'Sul'),
      { linha: 3, coluna: 'CPF/CNPJ', mensagem: 'CPF/CNPJ repetido no arquivo (já na linha 2).' },
      semRota(3, 'Leste'),
    ]);
    expect(r.corpo.retorno).toMatchObject({ novos: 0, atualizados: 0, erros: 6 });
    expect(await daEmpresa(e.empresaId)).toEqual(antes);
  });

  it('confirmar um arquivo com erros: 400, a mesma lista, nada gravado', async () => {
    const antes = await daEmpresa(e.empresaId);
    const r = await importarClientes({ nome: 'clientes.csv', dados: ruim() }, { simular: 0 });
    expect(r.status).toBe(400);
    expect(r.corpo.registros).toEqual(ERROS);
    expect(r.corpo.retorno.mensagem).toBe(
      'O arquivo tem 8 erros: nada foi gravado. Corrija e envie de novo.',
    );
    expect(await daEmpresa(e.empresaId)).toEqual(antes);
  });

  it('arquivo corrigido e confirmado: grava tudo, rota por nome ou código', async () => {
    const dados = csv([
      CABECALHO,
      linha({
        'Razão social': 'Mercado Bom',
        'CPF/CNPJ': '529.982.247-25',
        UF: 'sp',
        Rota: 'NORTE',
        CEP: '01001-000',
      }),
      linha({
        'Razão social': 'Pela rota de código',
        'CPF/CNPJ': '04.252.011/0001-10',
        Rota: String(rotaNorte),
      }),
    ]);
    const r = await importarClientes({ nome: 'c.csv', dados }, { simular: 0 });
    expect(r.status).toBe(200);
    expect(r.corpo.retorno).toMatchObject({ sucesso: true, novos: 2, atualizados: 0, erros: 0 });
    const [bom] = await amb.banco.db.select().from(clientes).where(eq(clientes.nome, 'Mercado Bom'));
    expect(bom).toMatchObject({
      empresaId: e.empresaId,
      cnpjCpf: '52998224725',
      uf: 'SP',
      cep: '01001000',
      rotaId: rotaNorte,
    });
    expect((await daEmpresa(outra.empresaId)).map((c) => c.nome)).toEqual(['De Outra']);
  });

  it('"atualizar existentes" altera o cadastro encontrado pelo CPF/CNPJ', async () => {
    const dados = csv([
      CABECALHO,
      linha({ 'Razão social': 'Já Cadastrado', 'CPF/CNPJ': '11222333000181', Cidade: 'Recife' }),
    ]);
    const r = await importarClientes({ nome: 'c.csv', dados }, { simular: 0, atualizar: 1 });
    expect(r.corpo.retorno).toMatchObject({ novos: 0, atualizados: 1, erros: 0 });
    const [c] = await amb.banco.db.select().from(clientes).where(eq(clientes.cnpjCpf, '11222333000181'));
    expect(c?.cidade).toBe('Recife');
  });

  it('Latin-1 (CSV do Excel em português) e UTF-8 sem BOM são lidos corretamente', async () => {
    const texto = `${CABECALHO.join(';')}\r\n${linha({ 'Razão social': 'José da Conceição Açaí', 'CPF/CNPJ': '86288366757', Cidade: 'São Paulo' }).join(';')}\r\n`;
    const r = await importarClientes(
      { nome: 'latin1.csv', dados: iconv.encode(texto, 'latin1') },
      { simular: 0 },
    );
    expect(r.status).toBe(200);
    const t2 = texto.replace('86288366757', '71428793860').replace('José', 'Joana');
    const u = await importarClientes({ nome: 'utf8.csv', dados: Buffer.from(t2, 'utf8') }, { simular: 0 });
    expect(u.status).toBe(200);
    const nomes = (await daEmpresa(e.empresaId)).filter((c) => c.cidade === 'São Paulo').map((c) => c.nome);
    expect(nomes).toEqual(['José da Conceição Açaí', 'Joana da Conceição Açaí']);
  });

  it('XLSX com CPF digitado como número recupera os zeros à esquerda', async () => {
    const dados = await xlsx([CABECALHO, ['Numérico', '', 1234567890]]);
    const r = await importarClientes({ nome: 'c.xlsx', dados }, { simular: 0 });
    expect(r.status).toBe(200);
    const [c] = await amb.banco.db.select().from(clientes).where(eq(clientes.nome, 'Numérico'));
    expect(c?.cnpjCpf).toBe('01234567890');
  });

  it('exportar e importar o mesmo arquivo (CSV e XLSX) não muda nada', async () => {
    const antes = await daEmpresa(e.empresaId);
    for (const formato of ['csv', 'xlsx'] as const) {
      const r = await exportarEImportar(amb, 'clientes', formato, e.token);
      expect(r.status, formato).toBe(200);
      expect(r.corpo.retorno).toMatchObject({ novos: 0, atualizados: antes.length, erros: 0 });
      expect(await daEmpresa(e.empresaId)).toEqual(antes);
    }
  });

  it('tudo ou nada: uma falha no meio da gravação deixa o banco como estava', async () => {
    await amb.banco.db.execute(sql`
      create function falha_no_meio() returns trigger language plpgsql as $$
      begin if new.nome = 'Falha no meio' then raise exception 'falha injetada'; end if; return new; end $$;
      create trigger falha_no_meio before insert on clientes for each row execute function falha_no_meio();`);
    try {
      const antes = await daEmpresa(e.empresaId);
      const linhas = Array.from({ length: 1500 }, (_, i) =>
        linha({ 'Razão social': i === 1200 ? 'Falha no meio' : `Lote ${i}`, 'CPF/CNPJ': cpf(i) }),
      );
      const r = await importarClientes(
        { nome: 'lote.csv', dados: csv([CABECALHO, ...linhas]) },
        { simular: 0 },
      );
      expect(r.status).toBe(500);
      expect(await daEmpresa(e.empresaId)).toEqual(antes);
    } finally {
      await amb.banco.db.execute(sql`drop trigger falha_no_meio on clientes; drop function falha_no_meio();`);
    }
  });

  it.each([
    [
      'vazio',
      { nome: 'a.csv', dados: Buffer.alloc(0) },
      400,
      'O arquivo está vazio: preencha o modelo a partir da linha 2.',
    ],
    [
      'sem cabeçalho',
      { nome: 'a.csv', dados: csv([['Mercado', '52998224725']]) },
      400,
      'O arquivo não tem o cabeçalho do modelo na primeira linha: falta(m) a(s) coluna(s) Razão social, CPF/CNPJ. Baixe o modelo e use os mesmos títulos.',
    ],
    [
      'só o cabeçalho',
      { nome: 'a.csv', dados: csv([CABECALHO]) },
      400,
      'O arquivo só tem o cabeçalho: preencha as linhas a partir da linha 2.',
    ],
    [
      'PDF',
      { nome: 'a.pdf', dados: Buffer.from('%PDF-1.4 ...') },
      400,
      'Tipo de arquivo não aceito: envie uma planilha .csv ou .xlsx (baixe o modelo).',
    ],
    [
      'XLS antigo',
      { nome: 'a.xls', dados: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) },
      400,
      'Planilhas .xls (Excel 97-2003) não são aceitas: salve como .xlsx ou CSV e envie de novo.',
    ],
    [
      'binário com nome de CSV',
      { nome: 'a.csv', dados: Buffer.from([0x41, 0x00, 0x42, 0x00, 0x0a]) },
      400,
      'Não foi possível ler o texto do arquivo: salve como CSV UTF-8 (ou .xlsx) e envie de novo.',
    ],
    [
      'maior que 20 MB',
      { nome: 'a.csv', dados: Buffer.alloc(20 * 1024 * 1024 + 1, 0x41) },
      413,
      'O arquivo deve ter no máximo 20 MB.',
    ],
  ])('recusa arquivo %s com mensagem clara', async (_, arquivo, status, mensagem) => {
    const antes = await daEmpresa(e.empresaId);
    const r = await importarClientes(arquivo, { simular: 0 });
    expect(r.status).toBe(status);
    expect(r.corpo.retorno).toEqual({ sucesso: false, mensagem });
    expect(await daEmpresa(e.empresaId)).toEqual(antes);
  });

  it('sem arquivo ou com simular inválido: 400', async () => {
    const r = await importarClientes(undefined, { simular: 1 });
    expect(r.status).toBe(400);
    expect(r.corpo.retorno.mensagem).toBe('Escolha o arquivo da planilha (.csv ou .xlsx).');
    const s = await importarClientes({ nome: 'a.csv', dados: csv([CABECALHO]) }, { simular: 7 });
    expect(s.corpo.retorno.mensagem).toBe('O campo simular deve ser 0 ou 1.');
  });

  it('sem sessão: 401 e nada gravado', async () => {
    const r = await importar(
      amb,
      'clientes',
      { nome: 'a.csv', dados: csv([CABECALHO, linha({ 'Razão social': 'X', 'CPF/CNPJ': '52998224725' })]) },
      { simular: 0 },
    );
    expect(r.status).toBe(401);
  });
});

/** A valid CPF for each i (nine digits from i, check digits computed). */
function cpf(i: number): string {
  const base = String(100_000_000 + i).slice(0, 9);
  const dv = (s: string) => {
    const soma = s.split('').reduce((t, c, k) => t + Number(c) * (s.length + 1 - k), 0);
    const r = (soma * 10) % 11;
    return String(r === 10 ? 0 : r);
  };
  const d1 = dv(base);
  return base + d1 + dv(base + d1);
}
