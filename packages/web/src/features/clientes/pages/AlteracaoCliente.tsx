import { CEP_PADRAO, type Cliente, formatarCpfCnpj } from '@mascate/domain';
import { useEnvioAlteracao, useIdDaUrl } from '../../../ui/paginasFormulario.ts';
import { useRegistroParaAlterar } from '../../../ui/useRegistroParaAlterar.ts';
import { clientesConsultas, useAlterarCliente } from '../api/consultas.ts';
import { FormularioCliente } from '../components/FormularioCliente.tsx';

// The placeholder CEP 1000000 means 'no CEP': the field starts empty rather than showing it.
function inicialDe(c: Cliente) {
  const { id: _id, ...campos } = c;
  return {
    ...campos,
    cep: c.cep === CEP_PADRAO ? '' : c.cep,
    cnpj_cpf: formatarCpfCnpj(c.cnpj_cpf),
    latitude: c.latitude == null ? '' : String(c.latitude),
    longitude: c.longitude == null ? '' : String(c.longitude),
  };
}

export default function AlteracaoCliente() {
  const id = useIdDaUrl();
  // A customer that cannot be read (another portfolio's, removed) is an error: 'Atenção', back to the list.
  const cliente = useRegistroParaAlterar(clientesConsultas.um(id), '/listar-clientes');
  const envio = useEnvioAlteracao(cliente.data, inicialDe, useAlterarCliente(), 'listar-clientes', id);

  return <FormularioCliente titulo="Alteração de Cliente" botao="Alterar" {...envio} />;
}
