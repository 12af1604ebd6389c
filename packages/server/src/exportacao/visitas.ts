import {
  COLUNAS_VISITAS,
  exportarVisitasQuery,
  RESULTADOS_VISITA,
  type ResultadoVisita,
  type VisitaPlanilha,
} from '@mascate/domain';
import { sql } from 'drizzle-orm';
import { clientes, motivosNaoVenda, representantes, visitas } from '../db/schema.ts';
import { distanciaSql, foraDoLocalSql, raioSql } from '../visitas/distancia.ts';
import { filtroVisitas } from '../visitas/repository.ts';
import { definirExportacao, texto } from './definicao.ts';

const resultadoDe = (v: unknown): ResultadoVisita | null => RESULTADOS_VISITA.find((r) => r === v) ?? null;

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
        to_char(${visitas.checkinEm} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as checkin_em,
        to_char(${visitas.checkoutEm} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as checkout_em,
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
    resultado: resultadoDe(b.resultado),
    motivo: texto(b.motivo),
    checkin_em: b.checkin_em === null ? null : texto(b.checkin_em),
    checkout_em: b.checkout_em === null ? null : texto(b.checkout_em),
    distancia_m: b.distancia_m === null ? null : Number(b.distancia_m),
    fora_do_local: b.fora_do_local === true,
    obs: texto(b.obs),
  }),
});
