import { useParams } from 'react-router';
import { useEnvioComSucesso } from '../../../ui/paginasFormulario.ts';
import { useCriarUnidade } from '../api/consultas.ts';
import { FormularioUnidade } from '../components/FormularioUnidade.tsx';

/**
 * Where the user came from decides where they return (spec): 0 the unit list, 1 the product
 * registration, any other value is the id of the product being edited.
 */
export function retornoCadastroUnidade(origem: string | undefined): string {
  if (origem === undefined || origem === '0') return 'listar-unidades';
  if (origem === '1') return 'cadastrar-produtos';
  return `alterar-produto/${origem}`;
}

export default function CadastroUnidade() {
  const envio = useEnvioComSucesso(useCriarUnidade(), retornoCadastroUnidade(useParams().id));
  return <FormularioUnidade titulo="Cadastro de Unidade" botao="Cadastrar" {...envio} />;
}
