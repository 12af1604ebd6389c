import type { CorpoEndpoint, ExportacaoLida, FormatoPlanilha, RecursoExportacao } from '@mascate/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { exportacoesConsultas } from './api/consultas.ts';

/** What the export's panel shows: nothing yet, the job on its way, its file, or why it stopped. */
export type EstadoExportacao =
  | { fase: 'parada' }
  | { fase: 'pedindo' }
  | { fase: 'na_fila' }
  | { fase: 'gerando'; progresso: number }
  | { fase: 'pronta'; exportacao: ExportacaoLida }
  | { fase: 'erro'; mensagem: string };

type Filtros = NonNullable<CorpoEndpoint<'exportacoes/create'>['filtros']>;

/**
 * The screen's filters as the job carries them: what the query string of the list's own export would
 * (api/http.ts buscarArquivo: empty values dropped, the rest as text), numbers kept as numbers.
 */
function filtrosDoJob(params: Record<string, unknown>): Filtros {
  const filtros: Filtros = {};
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== null && v !== '') filtros[k] = typeof v === 'number' ? v : String(v);
  return filtros;
}

const mensagemDe = (erro: Error | null) => erro?.message || 'Não foi possível exportar. Tente novamente.';

function estadoDe(
  pedindo: boolean,
  erro: Error | null,
  e: ExportacaoLida | undefined,
  iniciada: boolean,
): EstadoExportacao {
  if (pedindo) return { fase: 'pedindo' };
  if (erro) return { fase: 'erro', mensagem: mensagemDe(erro) };
  if (!iniciada) return { fase: 'parada' };
  if (!e || e.situacao === 'na_fila') return { fase: 'na_fila' };
  if (e.situacao === 'gerando') return { fase: 'gerando', progresso: e.progresso };
  if (e.situacao === 'pronta') return { fase: 'pronta', exportacao: e };
  return { fase: 'erro', mensagem: e.mensagem || mensagemDe(null) };
}

/**
 * A list's export as a background job: `iniciar` stores it (exportacoes/create), the job is read until
 * it ends, `baixar` downloads its file. Failures are shown by the export's panel, never the modal: the
 * screen stays usable while the file is made.
 */
export function useExportacao(recurso: RecursoExportacao, params: Record<string, unknown>) {
  const [id, setId] = useState<number | null>(null);
  const criar = useMutation({ mutationFn: exportacoesConsultas.criar, meta: { semAlerta: true } });
  const leitura = useQuery({ ...exportacoesConsultas.um(id ?? 0), enabled: id !== null });
  const download = useMutation({ mutationFn: exportacoesConsultas.baixar, meta: { semAlerta: true } });
  const estado = estadoDe(criar.isPending, criar.error ?? leitura.error, leitura.data, id !== null);
  return {
    estado,
    emCurso: estado.fase === 'pedindo' || estado.fase === 'na_fila' || estado.fase === 'gerando',
    baixando: download.isPending,
    /** The download's own failure: the file stays ready to try again. */
    erroBaixar: download.error ? mensagemDe(download.error) : '',
    iniciar: (formato: FormatoPlanilha) => {
      download.reset();
      setId(null);
      criar.mutate({ recurso, formato, filtros: filtrosDoJob(params) }, { onSuccess: setId });
    },
    baixar: () => {
      if (id !== null) download.mutate(id);
    },
    fechar: () => {
      criar.reset();
      download.reset();
      setId(null);
    },
  };
}
