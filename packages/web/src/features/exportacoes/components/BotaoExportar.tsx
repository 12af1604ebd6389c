import {
  type EndpointArquivo,
  type FormatoPlanilha,
  RECURSOS_EXPORTACAO,
  type RecursoExportacao,
} from '@mascate/domain';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { baixarArquivo } from '../../../api/arquivos.ts';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { useExportacao } from '../useExportacao.ts';
import { PainelExportacao } from './PainelExportacao.tsx';

type Props = {
  /** The API path of the file without '?': 'clientes/exportar', 'relatorios/vendas/exportar'. */
  caminho: EndpointArquivo;
  /** The screen's current search and filters, so the file has the rows the user sees. */
  params: Record<string, unknown>;
  rotulo?: string;
};

/** The list whose export runs as a job ('clientes/exportar' is the customers'); a report's has none. */
function recursoDoTrabalho(caminho: EndpointArquivo): RecursoExportacao | undefined {
  return RECURSOS_EXPORTACAO.find((r) => caminho === `${r}/exportar`);
}

/** 'Exportar' with a choice of CSV (Excel) or XLSX. */
function MenuExportar(props: {
  rotulo: string;
  ocupado: boolean;
  exportar: (formato: FormatoPlanilha) => void;
}) {
  const [ancora, setAncora] = useState<HTMLElement | null>(null);
  const escolher = (formato: FormatoPlanilha) => {
    setAncora(null);
    props.exportar(formato);
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        onClick={(e) => setAncora(e.currentTarget)}
        disabled={props.ocupado}
        aria-haspopup="menu"
        sx={{ whiteSpace: 'nowrap' }}
      >
        {props.ocupado ? 'Exportando...' : props.rotulo}
      </Button>
      <Menu anchorEl={ancora} open={ancora !== null} onClose={() => setAncora(null)}>
        <MenuItem onClick={() => escolher('csv')}>CSV (Excel)</MenuItem>
        <MenuItem onClick={() => escolher('xlsx')}>XLSX</MenuItem>
      </Menu>
    </>
  );
}

/**
 * A list's export as a background job (the list can be large): the button starts it, the panel at the
 * foot of the screen shows its progress and then 'Exportação pronta: baixar'.
 */
function ExportarComoTrabalho({
  recurso,
  params,
  rotulo,
}: { recurso: RecursoExportacao } & Required<Omit<Props, 'caminho'>>) {
  const exportacao = useExportacao(recurso, params);
  return (
    <>
      <MenuExportar rotulo={rotulo} ocupado={exportacao.emCurso} exportar={exportacao.iniciar} />
      <PainelExportacao
        estado={exportacao.estado}
        baixando={exportacao.baixando}
        erroBaixar={exportacao.erroBaixar}
        baixar={exportacao.baixar}
        fechar={exportacao.fechar}
      />
    </>
  );
}

/** A report's file (its rows are the report's groups, bounded by its period): downloaded at once. */
function ExportarDeUmaVez({ caminho, params, rotulo }: Required<Props>) {
  const [baixando, setBaixando] = useState(false);
  const alertar = useAlertaErro();
  const baixar = async (formato: FormatoPlanilha) => {
    setBaixando(true);
    try {
      await baixarArquivo(caminho, { ...params, formato });
    } catch (erro) {
      alertar(erro instanceof Error ? erro.message : String(erro));
    } finally {
      setBaixando(false);
    }
  };
  return <MenuExportar rotulo={rotulo} ocupado={baixando} exportar={baixar} />;
}

/** Every screen's 'Exportar': a list's through the job, a report's file at once. */
export function BotaoExportar({ caminho, params, rotulo = 'Exportar' }: Props) {
  const recurso = recursoDoTrabalho(caminho);
  return recurso ? (
    <ExportarComoTrabalho recurso={recurso} params={params} rotulo={rotulo} />
  ) : (
    <ExportarDeUmaVez caminho={caminho} params={params} rotulo={rotulo} />
  );
}
