import { CEP_PADRAO, type Cliente, formatarCpfCnpj } from '@mascate/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useEnvioAlteracao, useIdDaUrl } from '../../../ui/paginasFormulario.ts';
import { caminhoSucesso } from '../../../ui/sucesso.ts';
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
  const navigate = useNavigate();
  const cliente = useQuery(clientesConsultas.um(id));
  const envio = useEnvioAlteracao(cliente.data, inicialDe, useAlterarCliente(), 'listar-clientes', id);

  // The spec sends a load failure through the success-alert page back to the list.
  useEffect(() => {
    if (cliente.error) navigate(caminhoSucesso(cliente.error.message, 'listar-clientes'), { replace: true });
  }, [cliente.error, navigate]);

  return <FormularioCliente titulo="Alteração de Cliente" botao="Alterar" {...envio} />;
}
