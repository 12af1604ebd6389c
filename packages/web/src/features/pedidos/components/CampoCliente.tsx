import { useState } from 'react';
import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import { CampoEscolha } from '../../../ui/form/CampoEscolha.tsx';
import { SeletorCliente } from '../../clientes/components/SeletorCliente.tsx';
import type { Cabecalho } from './cabecalho.ts';

type Props = {
  control: Control<Cabecalho>;
  setValue: UseFormSetValue<Cabecalho>;
  /** A new order starts here: the cursor is in 'Cliente' when the screen opens. */
  focar?: boolean;
};

/**
 * 'Cliente': read-only; a click, Enter, Space or ArrowDown opens the customer picker, and typing opens it
 * searching for the typed text. The form keeps the id and shows the name.
 */
export function CampoCliente({ control, setValue, focar = false }: Props) {
  // null: closed; otherwise the text the picker starts searching for.
  const [busca, setBusca] = useState<string | null>(null);
  const nome = useWatch({ control, name: 'participante_nome' });
  return (
    <>
      <CampoEscolha
        control={control}
        name="participante_id"
        label="Cliente"
        texto={nome}
        abrir={(b) => setBusca(b ?? '')}
        placeholder="Clique ou digite para escolher o cliente"
        fullWidth
        size="small"
        autoFocus={focar}
      />
      <SeletorCliente
        aberto={busca !== null}
        buscaInicial={busca ?? undefined}
        onFechar={() => setBusca(null)}
        onSelecionar={(c) => {
          setValue('participante_nome', c.nome);
          setValue('participante_id', c.id, { shouldValidate: true });
          setBusca(null);
        }}
      />
    </>
  );
}
