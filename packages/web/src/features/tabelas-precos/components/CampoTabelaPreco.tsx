import type { FieldValues } from 'react-hook-form';
import { CampoSelecao } from '../../../ui/form/CampoSelecao.tsx';
import type { PropsCampo, PropsTextField } from '../../../ui/form/useCampo.ts';
import { useTabelasParaSelecao } from '../api/consultas.ts';

/**
 * The customer's and the route's 'Tabela de Preços' select (0 is none). Every table is offered, even one
 * not valid today: it simply does not apply to orders until it is.
 */
export function CampoTabelaPreco<F extends FieldValues, S>(
  props: Omit<PropsCampo<F, S>, 'label'> & PropsTextField,
) {
  const tabelas = useTabelasParaSelecao();
  const opcoes = [
    { valor: 0, rotulo: 'Nenhuma' },
    ...(tabelas.data ?? []).map((t) => ({
      valor: t.id,
      rotulo: t.vigente ? t.nome : `${t.nome} (não vigente)`,
    })),
  ];
  return <CampoSelecao {...props} label="Tabela de Preços" opcoes={opcoes} />;
}
