import { COLUNAS_COMISSOES, exportarComissoesQuery } from '@mascate/domain';
import { sql } from 'drizzle-orm';
import { filtroComissoes, type LinhaBruta, paraLinha, SELECAO_LINHAS } from '../comissoes/repository.ts';
import { definirExportacao } from './definicao.ts';

// The list's filters (period, representative); a vendedor's own lines are the row-level security of the
// export's transaction (migration 0050).
export const exportacaoComissoes = definirExportacao({
  recurso: 'comissoes',
  arquivo: 'comissoes',
  aba: 'Comissões',
  query: exportarComissoesQuery,
  colunas: COLUNAS_COMISSOES,
  consulta: (empresaId, f) =>
    sql`${SELECAO_LINHAS} where ${filtroComissoes(empresaId, f, null)} order by c.ganho_em desc, c.id desc`,
  linha: (b) => paraLinha(b as LinhaBruta),
});
