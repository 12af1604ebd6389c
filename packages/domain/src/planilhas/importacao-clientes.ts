// One spreadsheet line of customers checked by the same schema as the form, plus what only a sheet needs.
import { isValidCpfCnpj, normalizarDocumento, somenteDigitos } from '../documentos.ts';
import { MSG_CEP_INVALIDO } from '../schemas/cep.ts';
import { type ClienteCorpo, clienteSchema } from '../schemas/clientes.ts';
import { type CampoCliente, COLUNAS_CLIENTES } from './clientes.ts';
import { type Celula, type ErroCelula, errosDoSchema, textoDaCelula } from './importacao.ts';
import { ufValida } from './ufs.ts';

export const COLUNAS_OBRIGATORIAS_CLIENTES = ['Razão social', 'CPF/CNPJ'];

/** A checked line: the customer as the form would save it, the route still as the sheet names it. */
export type ClienteImportado = Omit<ClienteCorpo, 'rota_id' | 'tabela_preco_id'> & { rota: string };

const schemaLinha = clienteSchema.omit({ rota_id: true, tabela_preco_id: true });
const campos = new Set<PropertyKey>(COLUNAS_CLIENTES.map((c) => c.campo));

// Excel turns a document typed without punctuation into a number and drops its leading zeros.
function documentoDaCelula(c: Celula): string {
  if (typeof c !== 'number') return textoDaCelula(c);
  const digitos = textoDaCelula(c);
  return digitos.length <= 11 ? digitos.padStart(11, '0') : digitos.padStart(14, '0');
}

function cepDaCelula(c: Celula): string {
  const t = textoDaCelula(c);
  return typeof c === 'number' ? t.padStart(8, '0') : t;
}

/**
 * A line's customer when it is whole, its errors, and what the server checks against the company even
 * when the line has other errors (issue 27: the dry run lists every error of a line at once): the route
 * as written and the document ('' when the document itself is wrong, so it is not looked up).
 */
export function conferirLinhaCliente(celulas: Partial<Record<CampoCliente, Celula>>): {
  cliente?: ClienteImportado;
  erros: ErroCelula[];
  rota: string;
  documento: string;
} {
  const t = (campo: CampoCliente) => textoDaCelula(celulas[campo]);
  const erros: ErroCelula[] = [];
  const cep = cepDaCelula(celulas.cep);
  if (cep !== '' && somenteDigitos(cep).length !== 8)
    erros.push({ coluna: 'CEP', mensagem: MSG_CEP_INVALIDO });
  if (t('uf') !== '' && !ufValida(t('uf')))
    erros.push({ coluna: 'UF', mensagem: 'UF inválida: use a sigla do estado (ex.: SP).' });
  const r = schemaLinha.safeParse({
    nome: t('nome'),
    apelido: t('apelido'),
    logradouro: t('logradouro'),
    numero: t('numero'),
    cep,
    bairro: t('bairro'),
    complemento: t('complemento'),
    cidade: t('cidade'),
    uf: t('uf'),
    email: t('email'),
    fone1: t('fone1'),
    cnpj_cpf: documentoDaCelula(celulas.cnpj_cpf),
    ie_rg: t('ie_rg'),
  });
  if (!r.success)
    erros.push(
      ...errosDoSchema(r.error, COLUNAS_CLIENTES, (p) =>
        campos.has(p ?? '') ? (p as CampoCliente) : undefined,
      ),
    );
  const rota = t('rota');
  if (rota.length > 100)
    erros.push({ coluna: 'Rota', mensagem: 'O campo rota deve ter no máximo 100 caracteres.' });
  const doc = documentoDaCelula(celulas.cnpj_cpf);
  const documento = isValidCpfCnpj(doc) ? normalizarDocumento(doc) : '';
  return erros.length > 0 || !r.success
    ? { erros, rota, documento }
    : { cliente: { ...r.data, rota }, erros, rota, documento };
}
