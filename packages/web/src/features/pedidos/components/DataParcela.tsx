import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, pedidoParcelaSchema } from '@mascate/domain';
import { Box } from '@mui/material';
import { useForm } from 'react-hook-form';
import { DialogoAviso } from '../../../ui/DialogoAviso.tsx';
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
    <DialogoAviso
      aberto
      mensagem={null}
      fechar={fechar}
      id="data-parcela-titulo"
      titulo={MSG.alterarDataParcela}
      formulario={{
        aoEnviar: handleSubmit((v) => confirmar(v.vencimento)),
        voltar: 'Cancelar',
        enviar: 'Confirmar',
        desabilitado: !formState.isValid,
      }}
    >
      <Box sx={{ mt: 1 }}>
        <CampoData control={control} name="vencimento" label="Vencimento" fullWidth />
      </Box>
    </DialogoAviso>
  );
}
