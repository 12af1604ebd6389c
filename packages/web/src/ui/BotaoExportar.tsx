import type { EndpointArquivo } from '@mascate/domain';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { baixarArquivo } from '../api/arquivos.ts';
import { useAlertaErro } from './AlertaErro.tsx';

type Props = {
  /** The API path of the file without '?': 'clientes/exportar', 'relatorios/vendas/exportar'. */
  caminho: EndpointArquivo;
  /** The screen's current search and filters, so the file has the rows the user sees. */
  params: Record<string, unknown>;
  rotulo?: string;
};

/** 'Exportar' with a choice of CSV (Excel) or XLSX; the file downloads as the server streams it. */
export function BotaoExportar({ caminho, params, rotulo = 'Exportar' }: Props) {
  const [ancora, setAncora] = useState<HTMLElement | null>(null);
  const [baixando, setBaixando] = useState(false);
  const alertar = useAlertaErro();
  const baixar = async (formato: 'csv' | 'xlsx') => {
    setAncora(null);
    setBaixando(true);
    try {
      await baixarArquivo(caminho, { ...params, formato });
    } catch (erro) {
      alertar(erro instanceof Error ? erro.message : String(erro));
    } finally {
      setBaixando(false);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        onClick={(e) => setAncora(e.currentTarget)}
        disabled={baixando}
        aria-haspopup="menu"
        sx={{ whiteSpace: 'nowrap' }}
      >
        {baixando ? 'Exportando...' : rotulo}
      </Button>
      <Menu anchorEl={ancora} open={ancora !== null} onClose={() => setAncora(null)}>
        <MenuItem onClick={() => baixar('csv')}>CSV (Excel)</MenuItem>
        <MenuItem onClick={() => baixar('xlsx')}>XLSX</MenuItem>
      </Menu>
    </>
  );
}
