import { MSG } from '@mascate/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, Stack } from '@mui/material';
import type { Control } from 'react-hook-form';
import { CamposPeriodo } from '../../../ui/form/CamposPeriodo.tsx';
import type { Periodo } from '../../../ui/form/usePeriodo.ts';

type Props = { fechar: () => void; control: Control<Periodo> };

/** With no visits in the period the spec asks for another one right in the modal (the list's own fields). */
export function NenhumaVisita({ fechar, control }: Props) {
  return (
    <Dialog open onClose={fechar} aria-describedby="nenhuma-visita-texto">
      <DialogContent sx={{ width: 400, maxWidth: '100%' }}>
        <DialogContentText id="nenhuma-visita-texto" sx={{ mb: 3 }}>
          {MSG.nenhumRegistroEncontrado}
        </DialogContentText>
        <Stack direction="row" spacing={2}>
          <CamposPeriodo control={control} largura={170} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={fechar}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
