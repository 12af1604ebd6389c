import type { Rota } from '@mascate/domain';
import { useEnvioAlteracao, useIdDaUrl } from '../../../ui/paginasFormulario.ts';
import { useRegistroParaAlterar } from '../../../ui/useRegistroParaAlterar.ts';
import { rotasConsultas, useAlterarRota } from '../api/consultas.ts';
import { FormularioRota } from '../components/FormularioRota.tsx';

const inicialDe = (r: Rota) => ({
  nome: r.nome,
  descricao: r.descricao,
  dias_semana_venda: r.dias_semana_venda,
  tabela_preco_id: r.tabela_preco_id ?? 0,
});

export default function AlteracaoRota() {
  const id = useIdDaUrl();
  const rota = useRegistroParaAlterar(rotasConsultas.um(id), '/listar-rotas');
  const envio = useEnvioAlteracao(rota.data, inicialDe, useAlterarRota(), 'listar-rotas', id);
  return <FormularioRota titulo="Alteração de Rota" botao="Alterar" {...envio} />;
}
