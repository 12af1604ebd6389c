import { zodResolver } from '@hookform/resolvers/zod';
import { MSG } from '@mascate/domain';
import { Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { DialogoAviso } from '../../../ui/DialogoAviso.tsx';
import { CampoData } from '../../../ui/form/CampoData.tsx';
import type { Periodo } from '../../../ui/form/usePeriodo.ts';
import { esquemaPeriodoPedidos } from './periodo.ts';

type Props = { inicial: Periodo; aplicar: (p: Periodo) => void; fechar: () => void };

/** The order list's empty state: instead of 'register one', it asks for another date range. */
export function DatasVazio({ inicial, aplicar, fechar }: Props) {
  const { control, handleSubmit, formState } = useForm<Periodo>({
    resolver: zodResolver(esquemaPeriodoPedidos),
    defaultValues: inicial,
  });
  return (
    <DialogoAviso
      id="datas-vazio-titulo"
      titulo={MSG.nenhumRegistroDisponivel}
      mensagem={MSG.nenhumRegistroEncontrado}
      fechar={fechar}
      formulario={{
        aoEnviar: handleSubmit(aplicar),
        voltar: 'Fechar',
        enviar: 'Pesquisar',
        desabilitado: !formState.isValid,
      }}
    >
      <Stack spacing={2}>
        <CampoData control={control} name="inicio" label="Data inicial" />
        <CampoData control={control} name="fim" label="Data final" />
      </Stack>
    </DialogoAviso>
  );
}
