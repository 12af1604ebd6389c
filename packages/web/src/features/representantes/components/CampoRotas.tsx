import { Box, Button, Chip, FormLabel, Stack } from '@mui/material';
import { useState } from 'react';
import { useRotasParaSelecao } from '../api/listar-rotas.ts';
import { SelecaoRotas } from './SelecaoRotas.tsx';

type Props = { escolhidas: number[]; mudar: (ids: number[]) => void; botaoAdicionar?: boolean };

/** 'Rotas': the chosen routes as chips; the chip area (and on edit 'Adicionar Rota') opens the modal. */
export function CampoRotas({ escolhidas, mudar, botaoAdicionar }: Props) {
  const [aberto, setAberto] = useState(false);
  const rotas = useRotasParaSelecao();
  const nomes = new Map((rotas.data ?? []).map((r) => [r.id, r.nome]));
  return (
    <Box>
      <FormLabel id="campo-rotas" sx={{ display: 'block', mb: 1 }}>
        Rotas
      </FormLabel>
      <Box
        component="button"
        type="button"
        aria-labelledby="campo-rotas"
        aria-haspopup="dialog"
        onClick={() => setAberto(true)}
        sx={{
          width: '100%',
          minHeight: 48,
          p: 1,
          textAlign: 'left',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          cursor: 'pointer',
          font: 'inherit',
        }}
      >
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {escolhidas.length === 0 ? (
            <Box component="span" sx={{ color: 'text.secondary', py: 0.5 }}>
              Selecionar rotas
            </Box>
          ) : (
            escolhidas.map((id) => (
              <Chip key={id} label={nomes.get(id) ?? `Rota ${id}`} color="primary" size="small" />
            ))
          )}
        </Stack>
      </Box>
      {botaoAdicionar && (
        <Button sx={{ mt: 1 }} variant="outlined" onClick={() => setAberto(true)}>
          Adicionar Rota
        </Button>
      )}
      <SelecaoRotas aberto={aberto} fechar={() => setAberto(false)} escolhidas={escolhidas} mudar={mudar} />
    </Box>
  );
}
