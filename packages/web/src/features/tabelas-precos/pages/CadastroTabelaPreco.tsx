import { useEnvioComSucesso } from '../../../ui/paginasFormulario.ts';
import { useCriarTabelaPreco } from '../api/consultas.ts';
import { FormularioTabelaPreco } from '../components/FormularioTabelaPreco.tsx';

export default function CadastroTabelaPreco() {
  const envio = useEnvioComSucesso(useCriarTabelaPreco(), 'listar-tabelas-precos');
  return <FormularioTabelaPreco titulo="Cadastro de Tabela de Preços" botao="Cadastrar" {...envio} />;
}
