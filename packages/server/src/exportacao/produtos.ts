import {
  COLUNAS_PRODUTOS,
  exportarQuery,
  type ProdutoPlanilha,
  paraCentavos,
  quantidadeParaMilesimos,
} from '@mascate/domain';
import { sql } from 'drizzle-orm';
import { contem } from '../db/busca.ts';
import { produtos, unidades } from '../db/schema.ts';
import { definirExportacao, texto } from './definicao.ts';

export const exportacaoProdutos = definirExportacao({
  recurso: 'produtos',
  arquivo: 'produtos',
  aba: 'Produtos',
  query: exportarQuery,
  colunas: COLUNAS_PRODUTOS,
  consulta: (empresaId, f) => sql`
    select ${produtos.codigo} as codigo, ${produtos.descricao} as descricao, coalesce(${unidades.sigla}, '') as unidade,
      ${produtos.preco}::text as preco, ${produtos.estoque}::text as estoque, ${produtos.status} as status,
      ${produtos.tipo} as tipo
    from ${produtos}
    left join ${unidades} on ${unidades.empresaId} = ${produtos.empresaId} and ${unidades.id} = ${produtos.unidadeId}
    where ${produtos.empresaId} = ${empresaId} ${f.busca ? sql`and ${contem(produtos.busca, f.busca)}` : sql``}
    order by ${produtos.descricao}, ${produtos.id}`,
  linha: (b): ProdutoPlanilha => ({
    codigo: texto(b.codigo),
    descricao: texto(b.descricao),
    unidade: texto(b.unidade),
    preco: paraCentavos(texto(b.preco)),
    estoque: quantidadeParaMilesimos(texto(b.estoque)),
    status: Number(b.status),
    tipo: Number(b.tipo),
  }),
});
