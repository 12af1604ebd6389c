import type { FieldValues } from 'react-hook-form';
import { CampoSelecao } from '../../../ui/form/CampoSelecao.tsx';
import type { PropsCampo, PropsTextField } from '../../../ui/form/useCampo.ts';
import { useOpcoesTabelaPreco } from '../api/consultas.ts';

/** The customer's and the route's 'Tabela de Preços' select (0 is none), every table offered. */
export function CampoTabelaPreco<F extends FieldValues, S>(
  props: Omit<PropsCampo<F, S>, 'label'> & PropsTextField,
) {
  return <CampoSelecao {...props} label="Tabela de Preços" opcoes={useOpcoesTabelaPreco()} />;
}
