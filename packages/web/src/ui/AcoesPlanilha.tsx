import { ehEndpointArquivo, podeChamar, RECURSOS_EXPORTAVEIS, ROTAS_IMPORTACAO } from '@mascate/domain';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import { Button } from '@mui/material';
import { Link } from 'react-router';
import { BotaoExportar } from '../features/exportacoes/components/BotaoExportar.tsx';
import { useSessao } from '../sessao/sessao.ts';

type Props = { recurso: string; busca: string; filtros?: Record<string, unknown> };

/**
 * A list's spreadsheet actions: 'Exportar' with its search and filters, and 'Importar' where it imports;
 * each only for a role the permission table lets call it (the server refuses the others anyway).
 */
export function AcoesPlanilha({ recurso, busca, filtros }: Props) {
  const { papel } = useSessao();
  const exportar = `${recurso}/exportar`;
  const exporta =
    (RECURSOS_EXPORTAVEIS as readonly string[]).includes(recurso) &&
    ehEndpointArquivo(exportar) &&
    podeChamar(papel, `GET /api/${exportar}`);
  const importacao = podeChamar(papel, `POST /api/${recurso}/importar`)
    ? ROTAS_IMPORTACAO[recurso]
    : undefined;
  return (
    <>
      {importacao && (
        <Button component={Link} to={importacao} variant="outlined" startIcon={<FileUploadIcon />}>
          Importar
        </Button>
      )}
      {exporta && <BotaoExportar caminho={exportar} params={{ busca, ...filtros }} />}
    </>
  );
}
