import { useEnvioComSucesso } from '../../../ui/paginasFormulario.ts';
import { useCriarFormaPagamento } from '../api/consultas.ts';
import { FormularioFormaPagamento } from '../components/FormularioFormaPagamento.tsx';

export default function CadastroFormaPagamento() {
  const envio = useEnvioComSucesso(useCriarFormaPagamento(), 'listar-forma-pagamento');
  return <FormularioFormaPagamento titulo="Cadastro de Forma de Pagamento" botao="Cadastrar" {...envio} />;
}
