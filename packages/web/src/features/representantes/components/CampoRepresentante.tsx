import { useQuery } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { CampoSelecao } from '../../../ui/form/CampoSelecao.tsx';
import type { PropsCampo } from '../../../ui/form/useCampo.ts';
import { representantesConsultas } from '../api/consultas.ts';

/** A form's 'Representante' select: the representatives the session may see, by name. */
export function CampoRepresentante<F extends FieldValues, S>(props: Omit<PropsCampo<F, S>, 'label'>) {
  const representantes = useQuery(representantesConsultas.lista());
  const opcoes = (representantes.data?.registros ?? []).map((r) => ({ valor: r.id, rotulo: r.nome }));
  return <CampoSelecao {...props} label="Representante" opcoes={opcoes} />;
}
