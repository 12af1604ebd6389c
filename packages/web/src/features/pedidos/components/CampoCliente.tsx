import { TextField } from '@mui/material';
import { useState } from 'react';
import type { Control, UseFormSetValue } from 'react-hook-form';
import { useCampo } from '../../../ui/form/useCampo.ts';
import { SeletorCliente } from '../../clientes/components/SeletorCliente.tsx';
import type { Cabecalho } from './cabecalho.ts';

type Props = { control: Control<Cabecalho>; setValue: UseFormSetValue<Cabecalho> };

/** 'Cliente': read-only, a click opens the customer picker; the form keeps the id and shows the name. */
export function CampoCliente({ control, setValue }: Props) {
  const [aberto, setAberto] = useState(false);
  const { ligacao } = useCampo(control, 'participante_id');
  const nome = useCampo(control, 'participante_nome').valor;
  return (
    <>
      <TextField
        {...ligacao}
        label="Cliente"
        value={typeof nome === 'string' ? nome : ''}
        placeholder="Clique para escolher o cliente"
        onClick={() => setAberto(true)}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
      />
      <SeletorCliente
        aberto={aberto}
        onFechar={() => setAberto(false)}
        onSelecionar={(c) => {
          setValue('participante_nome', c.nome);
          setValue('participante_id', c.id, { shouldValidate: true });
          setAberto(false);
        }}
      />
    </>
  );
}
