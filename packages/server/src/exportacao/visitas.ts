import { COLUNAS_VISITAS, exportarVisitasQuery, type VisitaPlanilha } from '@mascate/domain';
import { sql } from 'drizzle-orm';
import { clientes, representantes, visitas } from '../db/schema.ts';
import { definirExportacao, filtroBusca, texto } from './definicao.ts';

const FUSO = sql.raw(`'America/Sao_Paulo'`);

export const exportacaoVisitas = definirExportacao({
  recurso: 'visitas',
  arquivo: 'visitas',
  aba: 'Visitas',
  query: exportarVisitasQuery,
  colunas: COLUNAS_VISITAS,
  // The list's filters (visitas/repository.ts): São Paulo calendar days, customer or representative name.
  consulta: (empresaId, f) => sql`
      select to_char(${visitas.dataHora} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as data_hora,
        ${clientes.nome} as cliente, ${clientes.apelido} as fantasia, ${representantes.nome} as representante,
        ${visitas.obs} as obs
      from ${visitas}
      join ${clientes} on ${clientes.empresaId} = ${visitas.empresaId} and ${clientes.id} = ${visitas.clienteId}
      join ${representantes} on ${representantes.empresaId} = ${visitas.empresaId}
        and ${representantes.id} = ${visitas.representanteId}
      where ${visitas.empresaId} = ${empresaId}
        and ${visitas.dataHora} >= (${f.data_ini}::date::timestamp at time zone ${FUSO})
        and ${visitas.dataHora} < ((${f.data_fin}::date + 1)::timestamp at time zone ${FUSO})
        ${filtroBusca(
          f.busca,
          (p) =>
            sql`(${clientes.apelido} ilike ${p} or ${clientes.nome} ilike ${p} or ${representantes.nome} ilike ${p})`,
        )}
      order by ${visitas.dataHora} desc, ${visitas.id} desc`,
  linha: (b): VisitaPlanilha => ({
    data_hora: texto(b.data_hora),
    cliente: texto(b.cliente),
    fantasia: texto(b.fantasia),
    representante: texto(b.representante),
    obs: texto(b.obs),
  }),
});
