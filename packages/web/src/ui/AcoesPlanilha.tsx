import { RECURSOS_EXPORTAVEIS, ROTAS_IMPORTACAO } from '@mascate/domain';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import { Button } from '@mui/material';
import { Link } from 'react-router';
import { BotaoExportar } from './BotaoExportar.tsx';

type Props = { recurso: string; busca: string; filtros?: Record<string, unknown> };

/** A list's spreadsheet actions: 'Exportar' with its search and filters, and 'Importar' where it imports. */
export function AcoesPlanilha({ recurso, busca, filtros }: Props) {
  const exporta = (RECURSOS_EXPORTAVEIS as readonly string[]).includes(recurso);
  const importacao = ROTAS_IMPORTACAO[recurso];
  return (
    <>
      {importacao && (
        <Button component={Link} to={importacao} variant="outlined" startIcon={<FileUploadIcon />}>
          Importar
        </Button>
      )}
      {exporta && <BotaoExportar caminho={`${recurso}/exportar`} params={{ busca, ...filtros }} />}
    </>
  );
}
