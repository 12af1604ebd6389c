import { metaSchema } from '@mascate/domain';
import { useEnvioComSucesso } from '../../../ui/paginasFormulario.ts';
import { useCriarMeta } from '../api/consultas.ts';
import { FormularioMeta } from '../components/FormularioMeta.tsx';

export default function CadastroMeta() {
  const envio = useEnvioComSucesso(useCriarMeta(), 'listar-metas');
  return <FormularioMeta titulo="Cadastro de Meta" botao="Cadastrar" schema={metaSchema} {...envio} />;
}
