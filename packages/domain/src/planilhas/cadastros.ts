// The small registers' spreadsheets (export only): units, payment methods, routes, representatives,
// price tables. Each row type is what the export query reads.
import { DIAS_SEMANA, flagsParaDias } from '../dias-semana.ts';
import { formatarCpfCnpj } from '../formatos.ts';
import type { ColunaPlanilha } from './colunas.ts';

const simNao = (v: number) => (v ? 'Sim' : 'Não');

export type UnidadePlanilha = { sigla: string; descricao: string; id: number };
export const COLUNAS_UNIDADES: ColunaPlanilha<UnidadePlanilha>[] = [
  { titulo: 'Sigla', tipo: 'texto', valor: (u) => u.sigla },
  { titulo: 'Descrição', tipo: 'texto', valor: (u) => u.descricao },
  // The list's ID column (issue 27: the file has every column its screen shows).
  { titulo: 'ID', tipo: 'inteiro', valor: (u) => u.id },
];

export type FormaPagamentoPlanilha = { descricao: string; parcelamento: number };
export const COLUNAS_FORMAS_PAGAMENTO: ColunaPlanilha<FormaPagamentoPlanilha>[] = [
  { titulo: 'Descrição', tipo: 'texto', valor: (f) => f.descricao },
  { titulo: 'Parcelamento', tipo: 'texto', valor: (f) => simNao(f.parcelamento) },
];

export type RotaPlanilha = { nome: string; descricao: string; dias_semana_venda: string };
export const COLUNAS_ROTAS: ColunaPlanilha<RotaPlanilha>[] = [
  { titulo: 'Nome', tipo: 'texto', valor: (r) => r.nome },
  { titulo: 'Descrição', tipo: 'texto', valor: (r) => r.descricao },
  {
    titulo: 'Dias de venda',
    tipo: 'texto',
    valor: (r) =>
      flagsParaDias(r.dias_semana_venda)
        .map((i) => DIAS_SEMANA[i])
        .join(', '),
  },
];

export type RepresentantePlanilha = {
  nome: string;
  email: string;
  cnpj_cpf: string;
  status: number;
  rotas: string;
};
export const COLUNAS_REPRESENTANTES: ColunaPlanilha<RepresentantePlanilha>[] = [
  { titulo: 'Nome', tipo: 'texto', valor: (r) => r.nome },
  { titulo: 'Email', tipo: 'texto', valor: (r) => r.email },
  { titulo: 'CPF/CNPJ', tipo: 'texto', valor: (r) => formatarCpfCnpj(r.cnpj_cpf) },
  { titulo: 'Ativo', tipo: 'texto', valor: (r) => simNao(r.status) },
  { titulo: 'Rotas', tipo: 'texto', valor: (r) => r.rotas },
];

export type TabelaPrecoPlanilha = {
  nome: string;
  ajuste: number;
  validade_inicio: string | null;
  validade_fim: string | null;
  ativo: number;
  quantidade_itens: number;
};
export const COLUNAS_TABELAS_PRECOS: ColunaPlanilha<TabelaPrecoPlanilha>[] = [
  { titulo: 'Nome', tipo: 'texto', valor: (t) => t.nome },
  { titulo: 'Ajuste (%)', tipo: 'percentual', valor: (t) => t.ajuste },
  { titulo: 'Válida de', tipo: 'data', valor: (t) => t.validade_inicio },
  { titulo: 'Válida até', tipo: 'data', valor: (t) => t.validade_fim },
  { titulo: 'Ativa', tipo: 'texto', valor: (t) => simNao(t.ativo) },
  { titulo: 'Preços fixos', tipo: 'inteiro', valor: (t) => t.quantidade_itens },
];
