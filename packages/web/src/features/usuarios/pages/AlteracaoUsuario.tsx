import type { Usuario } from '@mascate/domain';
import { useEnvioAlteracao, useIdDaUrl } from '../../../ui/paginasFormulario.ts';
import { useRegistroParaAlterar } from '../../../ui/useRegistroParaAlterar.ts';
import { useAlterarUsuario, usuariosConsultas } from '../api/consultas.ts';
import { FormularioUsuario } from '../components/FormularioUsuario.tsx';

const inicialDe = (u: Usuario) => ({
  nome: u.nome,
  email: u.email,
  papel: u.papel,
  representante_id: u.representante_id,
  ativo: u.ativo,
});

export default function AlteracaoUsuario() {
  const id = useIdDaUrl();
  const usuario = useRegistroParaAlterar(usuariosConsultas.um(id), '/listar-usuarios');
  const envio = useEnvioAlteracao(usuario.data, inicialDe, useAlterarUsuario(), 'listar-usuarios', id);
  return (
    <FormularioUsuario
      titulo="Alteração de Usuário"
      botao="Alterar"
      proprio={usuario.data?.proprio === true}
      {...envio}
    />
  );
}
