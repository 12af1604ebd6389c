import { MenuItem, TextField } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { type PropsCampo, type PropsTextField, useCampo } from './useCampo.ts';

export type Opcao = { valor: string | number; rotulo: string };

type Props<F extends FieldValues, S> = PropsCampo<F, S> &
  PropsTextField & {
    opcoes: readonly Opcao[];
    /** Some options do something instead of being chosen (e.g. 'Cadastrar unidade' opens that screen). */
    aoEscolher?: (valor: string | number) => boolean;
  };

/**
 * A select bound to the form; the value keeps the options' type (numbers stay numbers). A value that is
 * no option yet (the list still loading) shows empty instead of warning.
 */
export function CampoSelecao<F extends FieldValues, S>({
  control,
  name,
  opcoes,
  aoEscolher,
  ...resto
}: Props<F, S>) {
  const { valor, mudar, ligacao } = useCampo(control, name);
  const atual = opcoes.find((o) => String(o.valor) === String(valor ?? ''));
  return (
    <TextField
      select
      {...resto}
      {...ligacao}
      value={atual ? String(atual.valor) : ''}
      onChange={(e) => {
        const escolhida = opcoes.find((o) => String(o.valor) === e.target.value);
        if (!escolhida || aoEscolher?.(escolhida.valor)) return;
        mudar(escolhida.valor);
      }}
    >
      {opcoes.map((o) => (
        <MenuItem key={o.valor} value={String(o.valor)}>
          {o.rotulo}
        </MenuItem>
      ))}
    </TextField>
  );
}
