import type { FieldValues } from 'react-hook-form';
import { EntradaMes } from '../EntradaMes.tsx';
import { type PropsCampo, texto, useCampo } from './useCampo.ts';

// Not an aaaa-mm month, so the schema's month check gives its message for a half-typed month.
const INCOMPLETO = 'incompleto';

/** A month bound to the form as aaaa-mm, shown and typed as mm/aaaa. */
export function CampoMes<F extends FieldValues, S>({ control, name, label }: PropsCampo<F, S>) {
  const { valor, mudar, ligacao } = useCampo(control, name);
  const { inputRef: _ref, ...campo } = ligacao;
  const atual = texto(valor);
  return (
    <EntradaMes
      {...campo}
      label={label}
      fullWidth
      valor={atual === INCOMPLETO ? '' : atual}
      mudar={mudar}
      incompleto={() => mudar(INCOMPLETO)}
    />
  );
}
