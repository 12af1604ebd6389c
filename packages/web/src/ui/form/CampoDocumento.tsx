import type { FieldValues } from 'react-hook-form';
import { EntradaCpfCnpj } from '../entradas.tsx';
import { type PropsCampo, type PropsTextField, texto, useCampo } from './useCampo.ts';

type Props<F extends FieldValues, S> = PropsCampo<F, S> &
  PropsTextField & {
    /** A message shown while typing, before any submit (the password request checks the CNPJ early). */
    erroAoDigitar?: (valor: string) => string | undefined;
  };

/** CPF or CNPJ (alphanumeric too), masked while typing; the form keeps the masked text. */
export function CampoDocumento<F extends FieldValues, S>({
  control,
  name,
  erroAoDigitar,
  ...resto
}: Props<F, S>) {
  const { valor, mudar, ligacao } = useCampo(control, name);
  const aoDigitar = erroAoDigitar?.(texto(valor));
  return (
    <EntradaCpfCnpj
      {...resto}
      {...ligacao}
      error={ligacao.error || Boolean(aoDigitar)}
      helperText={ligacao.helperText ?? aoDigitar}
      value={texto(valor)}
      onChange={mudar}
    />
  );
}
