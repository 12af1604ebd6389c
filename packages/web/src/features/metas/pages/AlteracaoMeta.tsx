import { alterarMetaSchema, type MetaLida } from '@mascate/domain';
import { useEnvioAlteracao, useIdDaUrl } from '../../../ui/paginasFormulario.ts';
import { useRegistroParaAlterar } from '../../../ui/useRegistroParaAlterar.ts';
import { metasConsultas, useAlterarMeta } from '../api/consultas.ts';
import { FormularioMeta } from '../components/FormularioMeta.tsx';

const inicialDe = (m: MetaLida) => ({
  id: m.id,
  representante_id: m.representante.id,
  mes: m.mes,
  valor: m.valor.toFixed(2).replace('.', ','),
  positivacao: m.positivacao === null ? '' : String(m.positivacao),
  clientes_novos: m.clientes_novos === null ? '' : String(m.clientes_novos),
});

export default function AlteracaoMeta() {
  const id = useIdDaUrl();
  const meta = useRegistroParaAlterar(metasConsultas.um(id), '/listar-metas');
  const envio = useEnvioAlteracao(meta.data, inicialDe, useAlterarMeta(), 'listar-metas', id);
  return <FormularioMeta titulo="Alteração de Meta" botao="Alterar" schema={alterarMetaSchema} {...envio} />;
}
