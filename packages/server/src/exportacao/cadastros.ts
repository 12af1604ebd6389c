// The small registers: units, payment methods, routes, representatives, price tables.
import {
  COLUNAS_FORMAS_PAGAMENTO,
  COLUNAS_REPRESENTANTES,
  COLUNAS_ROTAS,
  COLUNAS_TABELAS_PRECOS,
  COLUNAS_UNIDADES,
  exportarQuery,
} from '@mascate/domain';
import { sql } from 'drizzle-orm';
import {
  formasPagamento,
  representantes,
  representantesRotas,
  rotas,
  tabelaPrecoItens,
  tabelasPrecos,
  unidades,
} from '../db/schema.ts';
import { buscaFormasPagamento, ORDEM_FORMAS_PAGAMENTO } from '../formas-pagamento/repository.ts';
import { buscaRepresentantes, ORDEM_REPRESENTANTES } from '../representantes/repository.ts';
import { buscaRotas, ORDEM_ROTAS } from '../rotas/repository.ts';
import { buscaTabelas, ORDEM_TABELAS } from '../tabelas-precos/repository.ts';
import { buscaUnidades, ORDEM_UNIDADES } from '../unidades/repository.ts';
import { definirExportacao, eTambem, ordenarPor, texto } from './definicao.ts';

export const exportacaoUnidades = definirExportacao({
  recurso: 'unidades',
  arquivo: 'unidades',
  aba: 'Unidades',
  query: exportarQuery,
  colunas: COLUNAS_UNIDADES,
  consulta: (empresaId, f) => sql`
    select ${unidades.sigla} as sigla, ${unidades.descricao} as descricao, ${unidades.id} as id from ${unidades}
    where ${unidades.empresaId} = ${empresaId} ${eTambem(buscaUnidades(f.busca))}
    order by ${ordenarPor(ORDEM_UNIDADES)}`,
  linha: (b) => ({ sigla: texto(b.sigla), descricao: texto(b.descricao), id: Number(b.id) }),
});

export const exportacaoFormasPagamento = definirExportacao({
  recurso: 'formaspagamento',
  arquivo: 'formas-pagamento',
  aba: 'Formas de pagamento',
  query: exportarQuery,
  colunas: COLUNAS_FORMAS_PAGAMENTO,
  consulta: (empresaId, f) => sql`
    select ${formasPagamento.descricao} as descricao, ${formasPagamento.parcelamento} as parcelamento
    from ${formasPagamento}
    where ${formasPagamento.empresaId} = ${empresaId} ${eTambem(buscaFormasPagamento(f.busca))}
    order by ${ordenarPor(ORDEM_FORMAS_PAGAMENTO)}`,
  linha: (b) => ({ descricao: texto(b.descricao), parcelamento: Number(b.parcelamento) }),
});

export const exportacaoRotas = definirExportacao({
  recurso: 'rotas',
  arquivo: 'rotas',
  aba: 'Rotas',
  query: exportarQuery,
  colunas: COLUNAS_ROTAS,
  consulta: (empresaId, f) => sql`
    select ${rotas.nome} as nome, ${rotas.descricao} as descricao, ${rotas.diasSemanaVenda} as dias_semana_venda
    from ${rotas}
    where ${rotas.empresaId} = ${empresaId} ${eTambem(buscaRotas(f.busca))}
    order by ${ordenarPor(ORDEM_ROTAS)}`,
  linha: (b) => ({
    nome: texto(b.nome),
    descricao: texto(b.descricao),
    dias_semana_venda: texto(b.dias_semana_venda),
  }),
});

export const exportacaoRepresentantes = definirExportacao({
  recurso: 'representantes',
  arquivo: 'representantes',
  aba: 'Representantes',
  query: exportarQuery,
  colunas: COLUNAS_REPRESENTANTES,
  consulta: (empresaId, f) => sql`
      select ${representantes.nome} as nome, ${representantes.email} as email, ${representantes.cnpjCpf} as cnpj_cpf,
        ${representantes.status} as status,
        coalesce((select string_agg(${rotas.nome}, ', ' order by ${rotas.nome}) from ${representantesRotas}
          join ${rotas} on ${rotas.empresaId} = ${representantesRotas.empresaId} and ${rotas.id} = ${representantesRotas.rotaId}
          where ${representantesRotas.empresaId} = ${representantes.empresaId}
            and ${representantesRotas.representanteId} = ${representantes.id}), '') as rotas
      from ${representantes}
      where ${representantes.empresaId} = ${empresaId} ${eTambem(buscaRepresentantes(f.busca))}
      order by ${ordenarPor(ORDEM_REPRESENTANTES)}`,
  linha: (b) => ({
    nome: texto(b.nome),
    email: texto(b.email),
    cnpj_cpf: texto(b.cnpj_cpf),
    status: Number(b.status),
    rotas: texto(b.rotas),
  }),
});

export const exportacaoTabelasPrecos = definirExportacao({
  recurso: 'tabelasprecos',
  arquivo: 'tabelas-precos',
  aba: 'Tabelas de preços',
  query: exportarQuery,
  colunas: COLUNAS_TABELAS_PRECOS,
  consulta: (empresaId, f) => sql`
    select ${tabelasPrecos.nome} as nome, (${tabelasPrecos.ajustePercentual} * 100)::int as ajuste,
      ${tabelasPrecos.validadeInicio}::text as validade_inicio, ${tabelasPrecos.validadeFim}::text as validade_fim,
      ${tabelasPrecos.ativo} as ativo,
      (select count(*) from ${tabelaPrecoItens} i where i.empresa_id = ${tabelasPrecos.empresaId}
        and i.tabela_preco_id = ${tabelasPrecos.id}) as quantidade_itens
    from ${tabelasPrecos}
    where ${tabelasPrecos.empresaId} = ${empresaId} ${eTambem(buscaTabelas(f.busca))}
    order by ${ordenarPor(ORDEM_TABELAS)}`,
  linha: (b) => ({
    nome: texto(b.nome),
    ajuste: Number(b.ajuste),
    validade_inicio: b.validade_inicio === null ? null : texto(b.validade_inicio),
    validade_fim: b.validade_fim === null ? null : texto(b.validade_fim),
    ativo: Number(b.ativo),
    quantidade_itens: Number(b.quantidade_itens),
  }),
});
