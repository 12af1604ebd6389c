import { useNavigate } from 'react-router';
import { caminhoSucesso } from '../../../ui/sucesso.ts';
import { useConvidarUsuario } from '../api/consultas.ts';
import { FormularioUsuario } from '../components/FormularioUsuario.tsx';

export default function CadastroUsuario() {
  const navigate = useNavigate();
  const convidar = useConvidarUsuario();
  return (
    <FormularioUsuario
      titulo="Convite de Usuário"
      botao="Convidar"
      pendente={convidar.isPending}
      enviar={({ ativo: _ativo, ...d }) =>
        convidar.mutate(d, {
          onSuccess: (r) => navigate(caminhoSucesso(r.retorno.mensagem, 'listar-usuarios')),
        })
      }
    />
  );
}
