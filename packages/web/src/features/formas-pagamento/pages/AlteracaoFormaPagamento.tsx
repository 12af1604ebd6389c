import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { caminhoSucesso } from '../../../ui/sucesso.ts';
import { formasPagamentoConsultas, useAlterarFormaPagamento } from '../api/consultas.ts';
import { FormularioFormaPagamento } from '../components/FormularioFormaPagamento.tsx';

export default function AlteracaoFormaPagamento() {
  const id = Number(useParams().id) || 0;
  const navigate = useNavigate();
  const alertar = useAlertaErro();
  const forma = useQuery(formasPagamentoConsultas.um(id));
  const alterar = useAlterarFormaPagamento();

  // Failing to load leaves nothing to edit: show why and go back to the list (spec, section 4).
  useEffect(() => {
    if (!forma.error) return;
    alertar(forma.error.message);
    navigate('/listar-forma-pagamento', { replace: true });
  }, [forma.error, alertar, navigate]);

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
