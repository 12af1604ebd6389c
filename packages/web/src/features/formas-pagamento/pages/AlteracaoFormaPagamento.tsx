import type { FormaPagamento } from '@mascate/domain';
import { useEnvioAlteracao, useIdDaUrl } from '../../../ui/paginasFormulario.ts';
import { useRegistroParaAlterar } from '../../../ui/useRegistroParaAlterar.ts';
import { formasPagamentoConsultas, useAlterarFormaPagamento } from '../api/consultas.ts';
import { FormularioFormaPagamento } from '../components/FormularioFormaPagamento.tsx';

const inicialDe = (f: FormaPagamento) => ({
  descricao: f.descricao,
  parcelamento: f.parcelamento !== '0',
  prazos: f.prazos,
});

export default function AlteracaoFormaPagamento() {
  const id = useIdDaUrl();
  // Failing to load leaves nothing to edit: show why and go back to the list (spec, section 4).
  const forma = useRegistroParaAlterar(formasPagamentoConsultas.um(id), '/listar-forma-pagamento');
  const envio = useEnvioAlteracao(
    forma.data,
    inicialDe,
    useAlterarFormaPagamento(),
    'listar-forma-pagamento',
    id,
  );
  return <FormularioFormaPagamento titulo="Alteração de Forma de Pagamento" botao="Alterar" {...envio} />;
}
