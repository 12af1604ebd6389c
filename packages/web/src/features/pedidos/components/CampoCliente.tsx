import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import { useAbrirSeletor } from '../../../ui/DialogoPesquisa.tsx';
import { CampoEscolha } from '../../../ui/form/CampoEscolha.tsx';
import { type ClienteEscolhido, SeletorCliente } from '../../clientes/components/SeletorCliente.tsx';
import type { Cabecalho } from './cabecalho.ts';

type Props = {
  control: Control<Cabecalho>;
  setValue: UseFormSetValue<Cabecalho>;
  /** A new order starts here: the cursor is in 'Cliente' when the screen opens. */
  focar?: boolean;
  /** After the choice: the header fills what follows from the customer (its route's representative). */
  aoEscolher?: (c: ClienteEscolhido) => void;
};

/**
 * 'Cliente': read-only; a click, Enter, Space or ArrowDown opens the customer picker, and typing opens it
 * searching for the typed text. The form keeps the id and shows the name.
 */
export function CampoCliente({ control, setValue, focar = false, aoEscolher }: Props) {
  const { abrir, fechar, seletor } = useAbrirSeletor();
  const nome = useWatch({ control, name: 'participante_nome' });
  return (
    <>
      <CampoEscolha
        control={control}
        abrir={abrir}
        name="participante_id"
        label="Cliente"
        texto={nome}
        placeholder="Clique ou digite para escolher o cliente"
        fullWidth
        size="small"
        autoFocus={focar}
      />
      <SeletorCliente
        {...seletor}
        onSelecionar={(c) => {
          setValue('participante_nome', c.nome);
          setValue('participante_id', c.id, { shouldValidate: true });
          aoEscolher?.(c);
          fechar();
        }}
      />
    </>
  );
}
