// One spreadsheet line of products checked by the same schema as the form; unit resolved by the server.
import { centavosParaDecimal, milesimosParaDecimal } from '../dinheiro.ts';
import { type ProdutoEntrada, produtoSchema, STATUS_PRODUTO, TIPOS_PRODUTO } from '../schemas/produtos.ts';
import { chaveTitulo } from './colunas.ts';
import { type Celula, type ErroCelula, errosDoSchema, textoDaCelula } from './importacao.ts';
import { lerNumeroBr } from './numeros.ts';
import { type CampoProduto, COLUNAS_PRODUTOS } from './produtos.ts';

export const COLUNAS_OBRIGATORIAS_PRODUTOS = COLUNAS_PRODUTOS.map((c) => c.titulo);

/** A checked line: the product as the form would save it, the unit still as the sheet names it. */
export type ProdutoImportado = Omit<ProdutoEntrada, 'unidade_id' | 'unidade' | 'meu_id'> & {
  unidade: string;
};

const schemaLinha = produtoSchema.omit({ unidade_id: true, unidade: true, meu_id: true });
const campos = new Set<PropertyKey>(COLUNAS_PRODUTOS.map((c) => c.campo));

/** A list's code from its name ('Ativo', 'Mercadoria para Revenda') or the code itself. */
function codigoPorNome(lista: readonly { codigo: number; nome: string }[], c: Celula): string {
  const t = textoDaCelula(c);
  return String(lista.find((i) => chaveTitulo(i.nome) === chaveTitulo(t))?.codigo ?? t);
}

// Brazilian numbers become the API's decimal text the schema reads; anything else goes as it is, so the
// schema's own message ('deve ser um número') names the problem.
function decimal(c: Celula, casas: 2 | 3): Celula {
  if (c === null || c === undefined || textoDaCelula(c) === '') return '';
  const n = lerNumeroBr(typeof c === 'number' ? c : textoDaCelula(c), casas);
  if (Number.isNaN(n)) return textoDaCelula(c);
  return casas === 2 ? centavosParaDecimal(n) : milesimosParaDecimal(n);
}

/**
 * A line's product when it is whole, its errors, and what the server checks against the company even
 * when the line has other errors (issue 27): the unit as written and the code ('' when the code itself
 * is wrong, so it is not looked up).
 */
export function conferirLinhaProduto(celulas: Partial<Record<CampoProduto, Celula>>): {
  produto?: ProdutoImportado;
  erros: ErroCelula[];
  unidade: string;
  codigo: string;
} {
  const erros: ErroCelula[] = [];
  const unidade = textoDaCelula(celulas.unidade);
  if (unidade === '')
    erros.push({ coluna: 'Unidade', mensagem: 'Informe a unidade (sigla, descrição ou código).' });
  const r = schemaLinha.safeParse({
    codigo: textoDaCelula(celulas.codigo),
    descricao: textoDaCelula(celulas.descricao),
    preco: decimal(celulas.preco, 2),
    estoque: decimal(celulas.estoque, 3),
    status: codigoPorNome(STATUS_PRODUTO, celulas.status),
    tipo: codigoPorNome(TIPOS_PRODUTO, celulas.tipo),
  });
  if (!r.success)
    erros.push(
      ...errosDoSchema(r.error, COLUNAS_PRODUTOS, (p) =>
        campos.has(p ?? '') ? (p as CampoProduto) : undefined,
      ),
    );
  const tituloCodigo = COLUNAS_PRODUTOS.find((c) => c.campo === 'codigo')?.titulo;
  const codigo = erros.some((e) => e.coluna === tituloCodigo) ? '' : textoDaCelula(celulas.codigo);
  return erros.length > 0 || !r.success
    ? { erros, unidade, codigo }
    : { produto: { ...r.data, unidade }, erros, unidade, codigo };
}
