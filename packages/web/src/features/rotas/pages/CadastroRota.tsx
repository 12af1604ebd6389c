import { useEnvioComSucesso } from '../../../ui/paginasFormulario.ts';
import { useCriarRota } from '../api/consultas.ts';
import { FormularioRota } from '../components/FormularioRota.tsx';

export default function CadastroRota() {
  const envio = useEnvioComSucesso(useCriarRota(), 'listar-rotas');
  return <FormularioRota titulo="Cadastro de Rota" botao="Cadastrar" {...envio} />;
}
