import { useNavigate } from 'react-router';
import { caminhoSucesso } from '../../../ui/sucesso.ts';
import { useCriarRota } from '../api/consultas.ts';
import { FormularioRota } from '../components/FormularioRota.tsx';

export default function CadastroRota() {
  const navigate = useNavigate();
  const criar = useCriarRota();
  return (
    <FormularioRota
      titulo="Cadastro de Rota"
      botao="Cadastrar"
      pendente={criar.isPending}
      enviar={(d) =>
        criar.mutate(d, { onSuccess: (r) => navigate(caminhoSucesso(r.retorno.mensagem, 'listar-rotas')) })
      }
    />
  );
}
