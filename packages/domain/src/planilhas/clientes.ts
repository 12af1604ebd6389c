// Customers' spreadsheet: the same columns for export, the template and import.
import { CEP_PADRAO } from '../cep.ts';
import { formatarCep, formatarCpfCnpj } from '../formatos.ts';
import type { ColunaPlanilha } from './colunas.ts';

/** A customer as the export reads it: the route by its name. */
export type ClientePlanilha = {
  nome: string;
  apelido: string;
  cnpj_cpf: string;
  ie_rg: string;
  cep: string;
  logradouro: string;
  numero: string;
  bairro: string;
  complemento: string;
  cidade: string;
  uf: string;
  email: string;
  fone1: string;
  rota: string;
};

export type CampoCliente = keyof ClientePlanilha;

const texto = (
  titulo: string,
  campo: CampoCliente,
): ColunaPlanilha<ClientePlanilha> & { campo: CampoCliente } => ({
  titulo,
  campo,
  tipo: 'texto',
  valor: (c) => c[campo],
});

// CPF/CNPJ and CEP go out with their punctuation: Excel keeps them as text, so leading zeros survive.
export const COLUNAS_CLIENTES: (ColunaPlanilha<ClientePlanilha> & { campo: CampoCliente })[] = [
  texto('Razão social', 'nome'),
  texto('Nome fantasia', 'apelido'),
  { ...texto('CPF/CNPJ', 'cnpj_cpf'), valor: (c) => formatarCpfCnpj(c.cnpj_cpf) },
  texto('IE/RG', 'ie_rg'),
  { ...texto('CEP', 'cep'), valor: (c) => (c.cep === CEP_PADRAO ? '' : formatarCep(c.cep)) },
  texto('Logradouro', 'logradouro'),
  texto('Número', 'numero'),
  texto('Bairro', 'bairro'),
  texto('Complemento', 'complemento'),
  texto('Cidade', 'cidade'),
  texto('UF', 'uf'),
  texto('Email', 'email'),
  texto('Telefone', 'fone1'),
  texto('Rota', 'rota'),
];
