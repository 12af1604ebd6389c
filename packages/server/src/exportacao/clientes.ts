import { type ClientePlanilha, COLUNAS_CLIENTES, exportarQuery } from '@mascate/domain';
import { sql } from 'drizzle-orm';
import { buscaClientes, ORDEM_CLIENTES } from '../clientes/repository.ts';
import { clientes, rotas } from '../db/schema.ts';
import { definirExportacao, eTambem, ordenarPor, texto } from './definicao.ts';

export const exportacaoClientes = definirExportacao({
  recurso: 'clientes',
  arquivo: 'clientes',
  aba: 'Clientes',
  query: exportarQuery,
  colunas: COLUNAS_CLIENTES,
  consulta: (empresaId, f) => sql`
    select ${clientes.nome} as nome, ${clientes.apelido} as apelido, ${clientes.cnpjCpf} as cnpj_cpf,
      ${clientes.ieRg} as ie_rg, ${clientes.cep} as cep, ${clientes.logradouro} as logradouro,
      ${clientes.numero} as numero, ${clientes.bairro} as bairro, ${clientes.complemento} as complemento,
      ${clientes.cidade} as cidade, ${clientes.uf} as uf, ${clientes.email} as email, ${clientes.fone1} as fone1,
      coalesce(${rotas.nome}, '') as rota
    from ${clientes}
    left join ${rotas} on ${rotas.empresaId} = ${clientes.empresaId} and ${rotas.id} = ${clientes.rotaId}
    where ${clientes.empresaId} = ${empresaId} ${eTambem(buscaClientes(f.busca))}
    order by ${ordenarPor(ORDEM_CLIENTES)}`,
  linha: (b): ClientePlanilha => ({
    nome: texto(b.nome),
    apelido: texto(b.apelido),
    cnpj_cpf: texto(b.cnpj_cpf),
    ie_rg: texto(b.ie_rg),
    cep: texto(b.cep),
    logradouro: texto(b.logradouro),
    numero: texto(b.numero),
    bairro: texto(b.bairro),
    complemento: texto(b.complemento),
    cidade: texto(b.cidade),
    uf: texto(b.uf),
    email: texto(b.email),
    fone1: texto(b.fone1),
    rota: texto(b.rota),
  }),
});
