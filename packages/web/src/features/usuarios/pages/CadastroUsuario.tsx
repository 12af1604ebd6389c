import { useEnvioComSucesso } from '../../../ui/paginasFormulario.ts';
import { useConvidarUsuario } from '../api/consultas.ts';
import { FormularioUsuario } from '../components/FormularioUsuario.tsx';

export default function CadastroUsuario() {
  const envio = useEnvioComSucesso(useConvidarUsuario(), 'listar-usuarios');
  return (
    <FormularioUsuario
      titulo="Convite de Usuário"
      botao="Convidar"
      pendente={envio.pendente}
      // An invited user is always active: the form's 'Ativo' is for editing only.
      enviar={({ ativo: _ativo, ...d }) => envio.enviar(d)}
    />
  );
}
