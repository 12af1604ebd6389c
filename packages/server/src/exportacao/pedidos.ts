import {
  COLUNAS_PEDIDOS,
  exportarPedidosQuery,
  type PedidoItemPlanilha,
  paraCentavos,
  quantidadeParaMilesimos,
  type Situacao,
} from '@mascate/domain';
import { sql } from 'drizzle-orm';
import { clientes, formasPagamento, pedidoItens, pedidos, representantes } from '../db/schema.ts';
import { filtroPedidos } from '../pedidos/leitura.ts';
import { definirExportacao, texto } from './definicao.ts';

const centavos = (v: unknown) => (v === null || v === undefined ? null : paraCentavos(texto(v)));

export const exportacaoPedidos = definirExportacao({
  recurso: 'pedidosvenda',
  arquivo: 'pedidos',
  aba: 'Pedidos',
  query: exportarPedidosQuery,
  colunas: COLUNAS_PEDIDOS,
  // The list's filters (pedidos/leitura.ts): period, operation, customer's name or the order's number; a
  // vendedor's portfolio is the row-level security of the export's transaction.
  consulta: (empresaId, f) => sql`
      select ${pedidos.id} as id, ${pedidos.numero} as numero, ${pedidos.identOperacao} as ident_operacao,
        ${pedidos.situacao} as situacao, ${pedidos.observacoes} as observacoes, ${pedidos.data}::text as data, ${clientes.nome} as cliente,
        ${clientes.cnpjCpf} as cnpj_cpf, coalesce(${representantes.nome}, '') as representante,
        coalesce(${formasPagamento.descricao}, '') as forma_pagamento, ${pedidos.valor}::text as valor_pedido,
        ${pedidos.desconto}::text as desconto_pedido,
        coalesce((${pedidos.impostos}->'totais'->>'ipi')::bigint, 0) as ipi_pedido,
        coalesce((${pedidos.impostos}->'totais'->>'icmsSt')::bigint, 0) as icms_st_pedido,
        coalesce((${pedidos.impostos}->'totais'->>'fcpSt')::bigint, 0) as fcp_st_pedido,
        coalesce(${pedidos.totalAPagar}, ${pedidos.valor} - ${pedidos.desconto})::text as total_a_pagar,
        ${pedidoItens.seq} as seq, ${pedidoItens.codpro} as codigo,
        ${pedidoItens.descricao} as descricao, ${pedidoItens.unidade} as unidade, ${pedidoItens.qt}::text as quantidade,
        ${pedidoItens.preco}::text as preco, ${pedidoItens.desconto}::text as desconto, ${pedidoItens.total}::text as total
      from ${pedidos}
      join ${clientes} on ${clientes.empresaId} = ${pedidos.empresaId} and ${clientes.id} = ${pedidos.participanteId}
      left join ${representantes} on ${representantes.empresaId} = ${pedidos.empresaId}
        and ${representantes.id} = ${pedidos.vendedorId}
      left join ${formasPagamento} on ${formasPagamento.empresaId} = ${pedidos.empresaId}
        and ${formasPagamento.id} = ${pedidos.formaPagamentoId}
      left join ${pedidoItens} on ${pedidoItens.empresaId} = ${pedidos.empresaId} and ${pedidoItens.pedidoId} = ${pedidos.id}
      where ${filtroPedidos(empresaId, f)}
      order by ${pedidos.data} desc, ${pedidos.numero} desc, ${pedidoItens.seq}`,
  linha: (b): PedidoItemPlanilha => ({
    id: Number(b.id),
    numero: Number(b.numero),
    ident_operacao: Number(b.ident_operacao),
    situacao: texto(b.situacao) as Situacao,
    observacoes: texto(b.observacoes),
    data: texto(b.data),
    cliente: texto(b.cliente),
    cnpj_cpf: texto(b.cnpj_cpf),
    representante: texto(b.representante),
    forma_pagamento: texto(b.forma_pagamento),
    valor_pedido: paraCentavos(texto(b.valor_pedido)),
    desconto_pedido: paraCentavos(texto(b.desconto_pedido)),
    // The stored taxes are in cents already (the domain's computation, db/schema.ts ImpostosGuardados).
    ipi_pedido: Number(b.ipi_pedido),
    icms_st_pedido: Number(b.icms_st_pedido),
    fcp_st_pedido: Number(b.fcp_st_pedido),
    total_a_pagar: paraCentavos(texto(b.total_a_pagar)),
    seq: b.seq === null ? null : Number(b.seq),
    codigo: texto(b.codigo),
    descricao: texto(b.descricao),
    unidade: texto(b.unidade),
    quantidade: b.quantidade === null ? null : quantidadeParaMilesimos(texto(b.quantidade)),
    preco: centavos(b.preco),
    desconto: centavos(b.desconto),
    total: centavos(b.total),
  }),
});
