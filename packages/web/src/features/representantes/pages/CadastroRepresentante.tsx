import { representanteSchema } from '@mascate/domain';
import { useParams } from 'react-router';
import { useEnvioComSucesso } from '../../../ui/paginasFormulario.ts';
import { useCriarRepresentante } from '../api/consultas.ts';
import { FormularioRepresentante } from '../components/FormularioRepresentante.tsx';

/** The spec's id: 1 when reached from order registration (return there), otherwise the list. */
export function retornoCadastroRepresentante(origem: string | undefined): string {
  return origem === '1' ? 'cadastrar-pedido' : 'listar-representantes';
}

export default function CadastroRepresentante() {
  const envio = useEnvioComSucesso(useCriarRepresentante(), retornoCadastroRepresentante(useParams().id));
  return (
    <FormularioRepresentante
      titulo="Cadastro de Representante"
      botao="Cadastrar"
      schema={representanteSchema}
      {...envio}
    />
  );
}
