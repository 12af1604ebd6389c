import type { FieldValues } from 'react-hook-form';
import { EntradaData, type PropsEntradaData } from '../EntradaData.tsx';
import { type PropsCampo, texto, useCampo } from './useCampo.ts';

// Not a yyyy-mm-dd day, so the schema's date check gives its message for a half-typed date.
const INCOMPLETA = 'incompleta';

/** A date bound to the form as yyyy-mm-dd, shown and typed as dd/mm/aaaa. */
export function CampoData<F extends FieldValues, S>({
  control,
  name,
  ...resto
}: PropsCampo<F, S> & Pick<PropsEntradaData, 'size' | 'fullWidth' | 'sx'>) {
  const { valor, mudar, ligacao } = useCampo(control, name);
  const { inputRef: _ref, ...campo } = ligacao;
  const atual = texto(valor);
  return (
    <EntradaData
      {...resto}
      {...campo}
      value={atual === INCOMPLETA ? '' : atual}
      onChange={(iso) => mudar(iso ?? INCOMPLETA)}
    />
  );
}
