import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, pedidoParcelaSchema } from '@mascate/domain';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useForm } from 'react-hook-form';
import { CampoData } from '../../../ui/form/CampoData.tsx';

type Props = { vencimento: string; fechar: () => void; confirmar: (vencimento: string) => void };

// The instalment's own due-date rule, as the server checks it.
const esquema = pedidoParcelaSchema.pick({ vencimento: true });

export function DataParcela({ vencimento, fechar, confirmar }: Props) {
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(esquema),
    defaultValues: { vencimento },
  });
  return (
    <Dialog open onClose={fechar} maxWidth="xs" fullWidth aria-labelledby="data-parcela-titulo">
      <DialogTitle id="data-parcela-titulo">{MSG.alterarDataParcela}</DialogTitle>
      <DialogContent>
        <Box sx={{ mt: 1 }}>
          <CampoData control={control} name="vencimento" label="Vencimento" fullWidth />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={fechar}>Cancelar</Button>
        {/* Enabled once the day is whole (the schema decides, silently, while typing). */}
        <Button
          variant="contained"
          disabled={!formState.isValid}
          onClick={() => void handleSubmit((v) => confirmar(v.vencimento))()}
        >
          Confirmar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
