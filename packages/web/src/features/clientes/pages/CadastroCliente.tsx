import { useNavigate } from 'react-router';
import { caminhoSucesso } from '../../../ui/sucesso.ts';
import { useCriarCliente } from '../api/consultas.ts';
import { FormularioCliente } from '../components/FormularioCliente.tsx';

export default function CadastroCliente() {
  const navigate = useNavigate();
  const criar = useCriarCliente();
  return (
    <FormularioCliente
      titulo="Cadastro de Cliente"
      botao="Cadastrar"
      pendente={criar.isPending}
      enviar={(d) =>
        criar.mutate(d, { onSuccess: (r) => navigate(caminhoSucesso(r.retorno.mensagem, 'listar-clientes')) })
      }
    />
  );
}
