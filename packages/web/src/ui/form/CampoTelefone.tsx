import type { FieldValues } from 'react-hook-form';
import { EntradaFone } from '../entradas.tsx';
import { type PropsCampo, type PropsTextField, texto, useCampo } from './useCampo.ts';

/** Landline or mobile with DDD, masked while typing. */
export function CampoTelefone<F extends FieldValues, S>({
  control,
  name,
  ...resto
}: PropsCampo<F, S> & PropsTextField) {
  const { valor, mudar, ligacao } = useCampo(control, name);
  return <EntradaFone {...resto} {...ligacao} value={texto(valor)} onChange={mudar} />;
}
