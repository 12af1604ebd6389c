import { describe, expect, it } from 'vitest';
import { COLUNAS_CLIENTES } from './clientes.ts';
import { celulaTexto, celulaXlsx } from './colunas.ts';
import { duplicadasNoArquivo, lerCabecalho } from './importacao.ts';
import { conferirLinhaCliente } from './importacao-clientes.ts';
import { conferirLinhaProduto } from './importacao-produtos.ts';
import { COLUNAS_PRODUTOS } from './produtos.ts';

const clienteOk = {
  nome: 'Mercado Bom Preço',
  cnpj_cpf: '529.982.247-25',
  cep: '01001-000',
  uf: 'sp',
  rota: 'Centro',
};

describe('linha de cliente', () => {
  it('aceita CPF, CNPJ numérico e alfanumérico, e normaliza', () => {
    const r = conferirLinhaCliente(clienteOk);
    expect(r.erros).toEqual([]);
    expect(r.cliente).toMatchObject({ cnpj_cpf: '52998224725', cep: '01001000', uf: 'SP', rota: 'Centro' });
    expect(conferirLinhaCliente({ ...clienteOk, cnpj_cpf: '11.222.333/0001-81' }).erros).toEqual([]);
    expect(conferirLinhaCliente({ ...clienteOk, cnpj_cpf: '12.ABC.345/01DE-35' }).erros).toEqual([]);
  });

  it('CPF digitado como número no Excel recupera os zeros à esquerda', () => {
    expect(conferirLinhaCliente({ ...clienteOk, cnpj_cpf: 1234567890 }).cliente?.cnpj_cpf).toBe(
      '01234567890',
    );
  });

  it('cada problema na sua coluna', () => {
    const r = conferirLinhaCliente({ nome: '', cnpj_cpf: '111.111.111-11', cep: '123', uf: 'XX' });
    expect(r.cliente).toBeUndefined();
    expect(r.erros).toEqual(
      expect.arrayContaining([
        { coluna: 'Razão social', mensagem: 'Preencha os campos obrigatórios(*)' },
        { coluna: 'CPF/CNPJ', mensagem: 'CPF/CNPJ inválido!' },
        { coluna: 'CEP', mensagem: 'CEP inválido. Informe os 8 dígitos.' },
        { coluna: 'UF', mensagem: 'UF inválida: use a sigla do estado (ex.: SP).' },
      ]),
    );
  });
});

describe('linha de produto', () => {
  const ok = {
    codigo: 'P1',
    descricao: 'Arroz 5kg',
    unidade: 'UN',
    preco: '1.234,56',
    estoque: '10,5',
    status: 'Ativo',
    tipo: 'Mercadoria para Revenda',
  };
  it('lê números brasileiros, status e tipo por nome ou código', () => {
    expect(conferirLinhaProduto(ok).produto).toMatchObject({
      preco: 123456,
      estoque: 10500,
      status: 0,
      tipo: 0,
    });
    expect(conferirLinhaProduto({ ...ok, status: '1', tipo: 99, preco: 12.5 }).produto).toMatchObject({
      status: 1,
      tipo: 99,
      preco: 1250,
    });
  });
  it('aponta preço, tipo e unidade errados', () => {
    const r = conferirLinhaProduto({ ...ok, preco: 'abc', tipo: 'Nenhum', unidade: '' });
    expect(r.erros).toEqual(
      expect.arrayContaining([
        { coluna: 'Preço', mensagem: 'O campo preço deve ser um número.' },
        { coluna: 'Tipo', mensagem: 'Tipo de produto inválido.' },
        { coluna: 'Unidade', mensagem: 'Informe a unidade (sigla, descrição ou código).' },
      ]),
    );
  });
});

describe('cabeçalho e duplicados', () => {
  it('acha as colunas pelo título, sem diferenciar maiúsculas ou o * dos obrigatórios', () => {
    const { posicoes, faltando } = lerCabecalho(COLUNAS_PRODUTOS, ['DESCRIÇÃO', 'código*', 'Preço']);
    expect(posicoes).toMatchObject({ descricao: 0, codigo: 1, preco: 2 });
    expect(faltando).toContain('Unidade');
  });
  it('a segunda ocorrência aponta a primeira', () => {
    expect(
      duplicadasNoArquivo(
        [
          { linha: 2, chave: 'A' },
          { linha: 3, chave: 'B' },
          { linha: 5, chave: 'A' },
        ],
        'Código',
        'Código',
      ),
    ).toEqual([{ linha: 5, coluna: 'Código', mensagem: 'Código repetido no arquivo (já na linha 2).' }]);
  });
});

describe('células exportadas', () => {
  it('CSV: documento com pontuação, CEP de 8 dígitos, dinheiro com vírgula', () => {
    const doc = COLUNAS_CLIENTES.find((c) => c.titulo === 'CPF/CNPJ');
    const linha = { nome: 'x', cnpj_cpf: '01234567890', cep: '01001000' } as never;
    expect(doc && celulaTexto(doc, linha)).toBe('012.345.678-90');
    const preco = COLUNAS_PRODUTOS.find((c) => c.titulo === 'Preço');
    expect(preco && celulaTexto(preco, { preco: 123456 } as never)).toBe('1.234,56');
    expect(preco && celulaXlsx(preco, { preco: 123456 } as never)).toEqual({
      valor: 1234.56,
      formato: '#,##0.00',
    });
  });
});
