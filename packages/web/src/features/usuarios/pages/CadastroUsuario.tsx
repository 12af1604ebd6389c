import { useState } from 'react';
import { useNavigate } from 'react-router';
import { caminhoSucesso } from '../../../ui/sucesso.ts';
import { useConvidarUsuario } from '../api/consultas.ts';
import { DialogoLinkConvite, type LinkConvite } from '../components/DialogoLinkConvite.tsx';
import { FormularioUsuario } from '../components/FormularioUsuario.tsx';

export default function CadastroUsuario() {
  const navigate = useNavigate();
  const convidar = useConvidarUsuario();
  // Without an e-mail server the API answers the link (issue 45): a dialog to pass it on, then the list;
  // with one, the spec's success alert.
  const [semEmail, setSemEmail] = useState<LinkConvite | null>(null);
  return (
    <>
      <FormularioUsuario
        titulo="Convite de Usuário"
        botao="Convidar"
        pendente={convidar.isPending}
        // An invited user is always active: the form's 'Ativo' is for editing only.
        enviar={({ ativo: _ativo, ...d }) =>
          convidar.mutate(d, {
            onSuccess: ({ retorno }) => {
              if (retorno.link_convite)
                setSemEmail({ nome: d.nome, link: retorno.link_convite, mensagem: retorno.mensagem });
              else navigate(caminhoSucesso(retorno.mensagem, 'listar-usuarios'));
            },
          })
        }
      />
      <DialogoLinkConvite convite={semEmail} fechar={() => navigate('/listar-usuarios')} />
    </>
  );
}
