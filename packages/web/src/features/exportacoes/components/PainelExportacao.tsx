import { formatarDataHora } from '@mascate/domain';
import CloseIcon from '@mui/icons-material/Close';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  Alert,
  Box,
  Button,
  IconButton,
  LinearProgress,
  Paper,
  Snackbar,
  Stack,
  Typography,
} from '@mui/material';
import type { EstadoExportacao } from '../useExportacao.ts';

type Props = {
  estado: EstadoExportacao;
  baixando: boolean;
  erroBaixar: string;
  baixar: () => void;
  fechar: () => void;
};

/** The bar with the percentage while the file is made (indeterminate while it waits in the queue). */
function Barra({ texto, progresso }: { texto: string; progresso?: number }) {
  return (
    <Box>
      <Typography sx={{ mb: 1 }}>{texto}</Typography>
      <LinearProgress
        aria-label="Progresso da exportação"
        variant={progresso === undefined ? 'indeterminate' : 'determinate'}
        value={progresso}
      />
    </Box>
  );
}

/**
 * The export's progress at the foot of the screen (not a modal: the screen stays usable), then its
 * file: 'Exportação pronta: baixar'. A failure shows its message here.
 */
export function PainelExportacao({ estado, baixando, erroBaixar, baixar, fechar }: Props) {
  if (estado.fase === 'parada') return null;
  const terminou = estado.fase === 'pronta' || estado.fase === 'erro';
  return (
    <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Paper
        elevation={6}
        role="status"
        aria-label="Exportação"
        sx={{ p: 2, width: { xs: '100%', sm: 420 }, position: 'relative' }}
      >
        {terminou && (
          <IconButton
            aria-label="Fechar"
            size="small"
            onClick={fechar}
            sx={{ position: 'absolute', top: 4, right: 4 }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
        {(estado.fase === 'pedindo' || estado.fase === 'na_fila') && <Barra texto="Exportação na fila..." />}
        {estado.fase === 'gerando' && (
          <Barra texto={`Gerando a exportação... ${estado.progresso}%`} progresso={estado.progresso} />
        )}
        {estado.fase === 'pronta' && (
          <Stack spacing={1} sx={{ pr: 4 }}>
            <Button
              variant="contained"
              startIcon={<FileDownloadIcon />}
              onClick={baixar}
              disabled={baixando}
              sx={{ alignSelf: 'flex-start' }}
            >
              {baixando ? 'Baixando...' : 'Exportação pronta: baixar'}
            </Button>
            <Typography variant="body2" color="text.secondary">
              {estado.exportacao.nome_arquivo}
              {estado.exportacao.expira_em &&
                ` · disponível até ${formatarDataHora(estado.exportacao.expira_em)}`}
            </Typography>
            {erroBaixar && <Alert severity="error">{erroBaixar}</Alert>}
          </Stack>
        )}
        {estado.fase === 'erro' && (
          <Alert severity="error" sx={{ mr: 4 }}>
            {estado.mensagem}
          </Alert>
        )}
      </Paper>
    </Snackbar>
  );
}
