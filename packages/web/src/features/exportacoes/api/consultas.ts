import type { CriarExportacao, ExportacaoLida } from '@mascate/domain';
import { queryOptions } from '@tanstack/react-query';
import { baixarArquivo } from '../../../api/arquivos.ts';
import { api } from '../../../api/http.ts';

/** How often a job still waiting or running is read again. */
const INTERVALO_PROGRESSO_MS = 1000;

const emCurso = (e: ExportacaoLida | undefined) =>
  e === undefined || e.situacao === 'na_fila' || e.situacao === 'gerando';

/**
 * Export jobs (exportacoes/*): a list's export stored as a job, its progress read until it is ready,
 * then its file downloaded. The job's read is polled only while it waits or runs.
 */
export const exportacoesConsultas = {
  chaves: {
    todas: ['exportacoes'] as const,
    um: (id: number) => ['exportacoes', 'read_one', id] as const,
  },
  criar: async (corpo: CriarExportacao): Promise<number> =>
    (await api('exportacoes/create', corpo)).retorno.id,
  um: (id: number) =>
    queryOptions({
      queryKey: exportacoesConsultas.chaves.um(id),
      queryFn: async (): Promise<ExportacaoLida> => {
        const [e] = (await api('exportacoes/read_one', { id })).registros;
        if (!e) throw new Error('Exportação não encontrada.');
        return e;
      },
      staleTime: 0,
      refetchInterval: (q) => (emCurso(q.state.data) ? INTERVALO_PROGRESSO_MS : false),
      // The progress panel shows the failure itself, without the 'Atenção' modal over the screen.
      meta: { semAlerta: true },
    }),
  baixar: (id: number) => baixarArquivo('exportacoes/:id/arquivo', {}, { id }),
};
