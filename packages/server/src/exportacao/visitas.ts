import {
  COLUNAS_VISITAS,
  exportarVisitasQuery,
  type ResultadoVisita,
  type VisitaPlanilha,
} from '@mascate/domain';
import { sql } from 'drizzle-orm';
import { clientes, motivosNaoVenda, representantes, visitas } from '../db/schema.ts';
import { distanciaSql, foraDoLocalSql, raioSql } from '../visitas/distancia.ts';
import { filtroVisitas } from '../visitas/repository.ts';
import { definirExportacao, texto } from './definicao.ts';

export const exportacaoVisitas = definirExportacao({
  recurso: 'visitas',
  arquivo: 'visitas',
  aba: 'Visitas',
  query: exportarVisitasQuery,
  colunas: COLUNAS_VISITAS,
  // The list's filters (São Paulo calendar days, customer or representative name); a vendedor's portfolio
  // is the row-level security of the export's transaction.
  consulta: (empresaId, f) => sql`
      select to_char(${visitas.dataHora} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as data_hora,
        ${clientes.nome} as cliente, ${clientes.apelido} as fantasia, ${representantes.nome} as representante,
        ${visitas.resultado} as resultado, coalesce(${motivosNaoVenda.descricao}, '') as motivo,
        ${distanciaSql()} as distancia_m, ${foraDoLocalSql(raioSql(empresaId))} as fora_do_local,
        ${visitas.obs} as obs
      from ${visitas}
      join ${clientes} on ${clientes.empresaId} = ${visitas.empresaId} and ${clientes.id} = ${visitas.clienteId}
      join ${representantes} on ${representantes.empresaId} = ${visitas.empresaId}
        and ${representantes.id} = ${visitas.representanteId}
      left join ${motivosNaoVenda} on ${motivosNaoVenda.empresaId} = ${visitas.empresaId}
        and ${motivosNaoVenda.id} = ${visitas.motivoId}
      where ${filtroVisitas(empresaId, f, null)}
      order by ${visitas.dataHora} desc, ${visitas.id} desc`,
  linha: (b): VisitaPlanilha => ({
    data_hora: texto(b.data_hora),
    cliente: texto(b.cliente),
    fantasia: texto(b.fantasia),
    representante: texto(b.representante),
    resultado: b.resultado ? (texto(b.resultado) as ResultadoVisita) : null,
    motivo: texto(b.motivo),
    distancia_m: b.distancia_m === null || b.distancia_m === undefined ? null : Number(b.distancia_m),
    fora_do_local: b.fora_do_local === true || b.fora_do_local === 't',
    obs: texto(b.obs),
  }),
});
