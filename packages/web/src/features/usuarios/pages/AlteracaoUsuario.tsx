import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { caminhoSucesso } from '../../../ui/sucesso.ts';
import { useRegistroParaAlterar } from '../../../ui/useRegistroParaAlterar.ts';
import { useAlterarUsuario, usuariosConsultas } from '../api/consultas.ts';
import { FormularioUsuario } from '../components/FormularioUsuario.tsx';

export default function AlteracaoUsuario() {
  const id = Number(useParams().id) || 0;
  const navigate = useNavigate();
  const usuario = useRegistroParaAlterar(usuariosConsultas.um(id), '/listar-usuarios');
  const alterar = useAlterarUsuario();
  const inicial = useMemo(
    () =>
      usuario.data && {
        nome: usuario.data.nome,
        email: usuario.data.email,
        papel: usuario.data.papel,
        representante_id: usuario.data.representante_id,
        ativo: usuario.data.ativo,
      },
    [usuario.data],
  );
  return (
    <FormularioUsuario
      titulo="Alteração de Usuário"
      botao="Alterar"
      inicial={inicial}
      pendente={alterar.isPending || !usuario.data}
      enviar={(d) =>
        alterar.mutate(
          { ...d, id },
          { onSuccess: (r) => navigate(caminhoSucesso(r.retorno.mensagem, 'listar-usuarios')) },
        )
      }
    />
  );
}
