import type { FieldValues } from 'react-hook-form';
import { EntradaData, type PropsEntradaData } from '../EntradaData.tsx';
import { type PropsCampo, texto, useCampo } from './useCampo.ts';

// Not a yyyy-mm-dd day, so the schema's date check gives its message for a half-typed date.
const INCOMPLETA = 'incompleta';

type Props<F extends FieldValues, S> = PropsCampo<F, S> &
  Pick<PropsEntradaData, 'size' | 'fullWidth' | 'sx'> & {
    /**
     * A list's filter: a half-typed or emptied day leaves the form at the last whole one, so the list keeps
     * asking for a range instead of nothing.
     */
    manterUltima?: boolean;
  };

/** A date bound to the form as yyyy-mm-dd, shown and typed as dd/mm/aaaa. */
export function CampoData<F extends FieldValues, S>({ control, name, manterUltima, ...resto }: Props<F, S>) {
  const { valor, mudar, ligacao } = useCampo(control, name);
  const { inputRef: _ref, ...campo } = ligacao;
  const atual = texto(valor);
  return (
    <EntradaData
      {...resto}
      {...campo}
      value={atual === INCOMPLETA ? '' : atual}
      onChange={(iso) => {
        if (!manterUltima) mudar(iso ?? INCOMPLETA);
        else if (iso) mudar(iso);
      }}
    />
  );
}
