import type { FieldValues } from 'react-hook-form';
import { EntradaMoeda } from '../entradas.tsx';
import { type PropsCampo, type PropsTextField, useCampo } from './useCampo.ts';

type Props<F extends FieldValues, S> = PropsCampo<F, S> &
  PropsTextField & {
    /** A hint under the field while it has no error (the order's item price shows the product's own). */
    ajuda?: string | undefined;
  };

/** Money in integer cents, typed from the right and shown as 'R$ 1.234,56'. */
export function CampoMoeda<F extends FieldValues, S>({ control, name, ajuda, ...resto }: Props<F, S>) {
  const { valor, mudar, ligacao } = useCampo(control, name);
  return (
    <EntradaMoeda
      {...resto}
      {...ligacao}
      helperText={ligacao.helperText ?? ajuda}
      value={Number(valor) || 0}
      onChange={mudar}
    />
  );
}
