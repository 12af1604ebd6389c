import type { Unidade } from '@mascate/domain';
import { useEnvioAlteracao, useIdDaUrl } from '../../../ui/paginasFormulario.ts';
import { useRegistroParaAlterar } from '../../../ui/useRegistroParaAlterar.ts';
import { unidadesConsultas, useAlterarUnidade } from '../api/consultas.ts';
import { FormularioUnidade } from '../components/FormularioUnidade.tsx';

const inicialDe = (u: Unidade) => ({ sigla: u.sigla, descricao: u.descricao });

export default function AlteracaoUnidade() {
  const id = useIdDaUrl();
  const unidade = useRegistroParaAlterar(unidadesConsultas.um(id), '/listar-unidades');
  const envio = useEnvioAlteracao(unidade.data, inicialDe, useAlterarUnidade(), 'listar-unidades', id);
  return <FormularioUnidade titulo="Alteração de Unidade" botao="Alterar" {...envio} />;
}
