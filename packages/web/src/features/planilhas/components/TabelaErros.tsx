import type { ErroImportacao } from '@mascate/domain';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { stringify } from 'csv-stringify/browser/esm/sync';
import { salvarArquivo } from '../../../api/arquivos.ts';
import { Paginacao, TamanhoPagina, usePaginas } from '../../../ui/Paginacao.tsx';
import { type Coluna, TabelaDados } from '../../../ui/TabelaDados.tsx';

const COLUNAS: Coluna<ErroImportacao>[] = [
  { titulo: 'LINHA', valor: (e) => e.linha },
  { titulo: 'COLUNA', valor: (e) => e.coluna },
  { titulo: 'MENSAGEM', valor: (e) => e.mensagem },
];

/** The errors as a CSV for Excel in Portuguese (BOM, ';'), to fix the sheet beside it. */
function baixarErros(erros: readonly ErroImportacao[], nome: string) {
  const texto = stringify(
    [['Linha', 'Coluna', 'Mensagem'], ...erros.map((e) => [e.linha, e.coluna, e.mensagem])],
    {
      delimiter: ';',
      bom: true,
      record_delimiter: 'windows',
    },
  );
  salvarArquivo(new Blob([texto], { type: 'text/csv;charset=utf-8' }), nome);
}

/** Every error of the check, a page at a time, with the spreadsheet's line and column. */
export function TabelaErros({ erros, arquivo }: { erros: readonly ErroImportacao[]; arquivo: string }) {
  const { pagina, setPagina, porPagina, mudarTamanho } = usePaginas();
  const visiveis = erros.slice(pagina * porPagina, (pagina + 1) * porPagina);
  return (
    <Paper variant="outlined">
      <Stack
        direction="row"
        useFlexGap
        spacing={2}
        sx={{ p: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="h6" component="h2">
          Erros encontrados ({erros.length})
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <TamanhoPagina label="Erros por página" valor={porPagina} mudar={mudarTamanho} />
          <Button startIcon={<FileDownloadIcon />} onClick={() => baixarErros(erros, arquivo)}>
            Baixar erros (CSV)
          </Button>
        </Stack>
      </Stack>
      <TabelaDados
        colunas={COLUNAS}
        linhas={visiveis}
        chave={(e) => `${e.linha}-${e.coluna}-${e.mensagem}`}
        rotulo="Erros encontrados"
      />
      <Paginacao pagina={pagina} porPagina={porPagina} total={erros.length} mudar={setPagina} />
    </Paper>
  );
}
