import { useEnvioComSucesso } from '../../../ui/paginasFormulario.ts';
import { useCriarCliente } from '../api/consultas.ts';
import { FormularioCliente } from '../components/FormularioCliente.tsx';

export default function CadastroCliente() {
  const envio = useEnvioComSucesso(useCriarCliente(), 'listar-clientes');
  return <FormularioCliente titulo="Cadastro de Cliente" botao="Cadastrar" {...envio} />;
}
