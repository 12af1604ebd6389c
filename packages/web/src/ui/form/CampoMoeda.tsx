import type { FieldValues } from 'react-hook-form';
import { EntradaMoeda } from '../entradas.tsx';
import { type PropsCampo, type PropsTextField, useCampo } from './useCampo.ts';

/** Money in integer cents, typed from the right and shown as 'R$ 1.234,56'. */
export function CampoMoeda<F extends FieldValues, S>({
  control,
  name,
  ...resto
}: PropsCampo<F, S> & PropsTextField) {
  const { valor, mudar, ligacao } = useCampo(control, name);
  return <EntradaMoeda {...resto} {...ligacao} value={Number(valor) || 0} onChange={mudar} />;
}
