import { useState } from 'react';
import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import { CampoEscolha } from '../../../ui/form/CampoEscolha.tsx';
import { SeletorCliente } from '../../clientes/components/SeletorCliente.tsx';
import type { Cabecalho } from './cabecalho.ts';

type Props = { control: Control<Cabecalho>; setValue: UseFormSetValue<Cabecalho> };

/** 'Cliente': read-only, a click opens the customer picker; the form keeps the id and shows the name. */
export function CampoCliente({ control, setValue }: Props) {
  const [aberto, setAberto] = useState(false);
  const nome = useWatch({ control, name: 'participante_nome' });
  return (
    <>
      <CampoEscolha
        control={control}
        name="participante_id"
        label="Cliente"
        texto={nome}
        abrir={() => setAberto(true)}
        placeholder="Clique para escolher o cliente"
        fullWidth
        size="small"
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
