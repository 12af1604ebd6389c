import { useEnvioComSucesso } from '../../../ui/paginasFormulario.ts';
import { useCriarRegraFiscal } from '../api/consultas.ts';
import { FormularioRegraFiscal } from '../components/FormularioRegraFiscal.tsx';

export default function CadastroRegraFiscal() {
  const envio = useEnvioComSucesso(useCriarRegraFiscal(), 'listar-regras-fiscais');
  return <FormularioRegraFiscal titulo="Cadastro de Regra Fiscal" botao="Cadastrar" {...envio} />;
}
