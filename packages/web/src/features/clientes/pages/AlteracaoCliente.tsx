import { CEP_PADRAO, formatarCpfCnpj } from '@mascate/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { caminhoSucesso } from '../../../ui/sucesso.ts';
import { clientesConsultas, useAlterarCliente } from '../api/consultas.ts';
import { FormularioCliente } from '../components/FormularioCliente.tsx';

export default function AlteracaoCliente() {
  const id = Number(useParams().id) || 0;
  const navigate = useNavigate();
  const cliente = useQuery(clientesConsultas.um(id));
  const alterar = useAlterarCliente();

  // The spec sends a load failure through the success-alert page back to the list.
  useEffect(() => {
    if (cliente.error) navigate(caminhoSucesso(cliente.error.message, 'listar-clientes'), { replace: true });
  }, [cliente.error, navigate]);

  // The placeholder CEP 1000000 means 'no CEP': the field starts empty rather than showing it.
  const inicial = useMemo(() => {
    const c = cliente.data;
    if (!c) return undefined;
    const { id: _id, ...campos } = c;
    return { ...campos, cep: c.cep === CEP_PADRAO ? '' : c.cep, cnpj_cpf: formatarCpfCnpj(c.cnpj_cpf) };
  }, [cliente.data]);

  return (
    <FormularioCliente
      titulo="Alteração de Cliente"
      botao="Alterar"
      inicial={inicial}
      pendente={alterar.isPending || !cliente.data}
      enviar={(d) =>
        alterar.mutate(
          { ...d, id },
          { onSuccess: (r) => navigate(caminhoSucesso(r.retorno.mensagem, 'listar-clientes')) },
        )
      }
    />
  );
}
