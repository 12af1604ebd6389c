import { DIAS_SEMANA, flagsParaDias } from '@mascate/domain';
import { Box, Chip, FormLabel, Stack } from '@mui/material';
import { useState } from 'react';
import { SelecaoDias } from './SelecaoDias.tsx';

type Props = { flags: string; mudar: (flags: string) => void };

/** 'Dias': the chosen weekdays as chips; the button opens the modal that toggles them. */
export function CampoDias({ flags, mudar }: Props) {
  const [aberto, setAberto] = useState(false);
  const dias = flagsParaDias(flags);
  return (
    <Box>
      <FormLabel id="campo-dias" sx={{ display: 'block', mb: 1 }}>
        Dias
      </FormLabel>
      <Box
        component="button"
        type="button"
        aria-labelledby="campo-dias"
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
          {dias.length === 0 ? (
            <Box component="span" sx={{ color: 'text.secondary', py: 0.5 }}>
              Selecionar dias
            </Box>
          ) : (
            dias.map((i) => <Chip key={i} label={DIAS_SEMANA[i]} color="primary" size="small" />)
          )}
        </Stack>
      </Box>
      <SelecaoDias aberto={aberto} fechar={() => setAberto(false)} flags={flags} mudar={mudar} />
    </Box>
  );
}
