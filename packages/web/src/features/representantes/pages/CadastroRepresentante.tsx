import { representanteSchema } from '@mascate/domain';
import { useNavigate, useParams } from 'react-router';
import { caminhoSucesso } from '../../../ui/sucesso.ts';
import { useCriarRepresentante } from '../api/consultas.ts';
import { FormularioRepresentante } from '../components/FormularioRepresentante.tsx';

/** The spec's id: 1 when reached from order registration (return there), otherwise the list. */
export function retornoCadastroRepresentante(origem: string | undefined): string {
  return origem === '1' ? 'cadastrar-pedido' : 'listar-representantes';
}

export default function CadastroRepresentante() {
  const { id } = useParams();
  const navigate = useNavigate();
  const criar = useCriarRepresentante();
  return (
    <FormularioRepresentante
      titulo="Cadastro de Representante"
      botao="Cadastrar"
      schema={representanteSchema}
      pendente={criar.isPending}
      enviar={(d) =>
        criar.mutate(d, {
          onSuccess: (r) => navigate(caminhoSucesso(r.retorno.mensagem, retornoCadastroRepresentante(id))),
        })
      }
    />
  );
}
