import { COLUNAS_VISITAS, exportarVisitasQuery, type VisitaPlanilha } from '@mascate/domain';
import { sql } from 'drizzle-orm';
import { clientes, representantes, visitas } from '../db/schema.ts';
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
        ${visitas.obs} as obs
      from ${visitas}
      join ${clientes} on ${clientes.empresaId} = ${visitas.empresaId} and ${clientes.id} = ${visitas.clienteId}
      join ${representantes} on ${representantes.empresaId} = ${visitas.empresaId}
        and ${representantes.id} = ${visitas.representanteId}
      where ${filtroVisitas(empresaId, f, null)}
      order by ${visitas.dataHora} desc, ${visitas.id} desc`,
  linha: (b): VisitaPlanilha => ({
    data_hora: texto(b.data_hora),
    cliente: texto(b.cliente),
    fantasia: texto(b.fantasia),
    representante: texto(b.representante),
    obs: texto(b.obs),
  }),
});
