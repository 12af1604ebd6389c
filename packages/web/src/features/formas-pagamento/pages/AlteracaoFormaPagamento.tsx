import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { caminhoSucesso } from '../../../ui/sucesso.ts';
import { useRegistroParaAlterar } from '../../../ui/useRegistroParaAlterar.ts';
import { formasPagamentoConsultas, useAlterarFormaPagamento } from '../api/consultas.ts';
import { FormularioFormaPagamento } from '../components/FormularioFormaPagamento.tsx';

export default function AlteracaoFormaPagamento() {
  const id = Number(useParams().id) || 0;
  const navigate = useNavigate();
  const forma = useRegistroParaAlterar(formasPagamentoConsultas.um(id), '/listar-forma-pagamento');
  const alterar = useAlterarFormaPagamento();

  // Failing to load leaves nothing to edit: show why and go back to the list (spec, section 4).
  const inicial = useMemo(
    () => forma.data && { descricao: forma.data.descricao, parcelamento: forma.data.parcelamento !== '0' },
    [forma.data],
  );

  return (
    <FormularioFormaPagamento
      titulo="Alteração de Forma de Pagamento"
      botao="Alterar"
      inicial={inicial}
      pendente={alterar.isPending || !forma.data}
      enviar={(d) =>
        alterar.mutate(
          { ...d, id },
          { onSuccess: (r) => navigate(caminhoSucesso(r.retorno.mensagem, 'listar-forma-pagamento')) },
        )
      }
    />
  );
}
