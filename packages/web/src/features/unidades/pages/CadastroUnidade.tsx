import { useNavigate, useParams } from 'react-router';
import { caminhoSucesso } from '../../../ui/sucesso.ts';
import { useCriarUnidade } from '../api/consultas.ts';
import { FormularioUnidade } from '../components/FormularioUnidade.tsx';

/**
 * Where the user came from decides where they return (spec): 0 the unit list, 1 the product
 * registration, any other value is the id of the product being edited. The page holds a '/', so it
 * is encoded to stay one segment of the success-alert route.
 */
export function retornoCadastroUnidade(origem: string | undefined): string {
  if (origem === undefined || origem === '0') return 'listar-unidades';
  if (origem === '1') return 'cadastrar-produtos';
  return encodeURIComponent(`alterar-produto/${origem}`);
}

export default function CadastroUnidade() {
  const { id } = useParams();
  const navigate = useNavigate();
  const criar = useCriarUnidade();
  return (
    <FormularioUnidade
      titulo="Cadastro de Unidade"
      botao="Cadastrar"
      pendente={criar.isPending}
      enviar={(d) =>
        criar.mutate(d, {
          onSuccess: (r) => navigate(caminhoSucesso(r.retorno.mensagem, retornoCadastroUnidade(id))),
        })
      }
    />
  );
}
