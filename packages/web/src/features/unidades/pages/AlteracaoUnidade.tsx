import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { caminhoSucesso } from '../../../ui/sucesso.ts';
import { unidadesConsultas, useAlterarUnidade } from '../api/consultas.ts';
import { FormularioUnidade } from '../components/FormularioUnidade.tsx';

export default function AlteracaoUnidade() {
  const id = Number(useParams().id) || 0;
  const navigate = useNavigate();
  const alertar = useAlertaErro();
  const unidade = useQuery(unidadesConsultas.um(id));
  const alterar = useAlterarUnidade();

  useEffect(() => {
    if (!unidade.error) return;
    alertar(unidade.error.message);
    navigate('/listar-unidades', { replace: true });
  }, [unidade.error, alertar, navigate]);

  const inicial = useMemo(
    () => unidade.data && { sigla: unidade.data.sigla, descricao: unidade.data.descricao },
    [unidade.data],
  );

  return (
    <FormularioUnidade
      titulo="Alteração de Unidade"
      botao="Alterar"
      inicial={inicial}
      pendente={alterar.isPending || !unidade.data}
      enviar={(d) =>
        alterar.mutate(
          { ...d, id },
          { onSuccess: (r) => navigate(caminhoSucesso(r.retorno.mensagem, 'listar-unidades')) },
        )
      }
    />
  );
}
