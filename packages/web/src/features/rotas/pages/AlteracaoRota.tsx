import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { caminhoSucesso } from '../../../ui/sucesso.ts';
import { rotasConsultas, useAlterarRota } from '../api/consultas.ts';
import { FormularioRota } from '../components/FormularioRota.tsx';

export default function AlteracaoRota() {
  const id = Number(useParams().id) || 0;
  const navigate = useNavigate();
  const alertar = useAlertaErro();
  const rota = useQuery(rotasConsultas.um(id));
  const alterar = useAlterarRota();

  useEffect(() => {
    if (!rota.error) return;
    alertar(rota.error.message);
    navigate('/listar-rotas', { replace: true });
  }, [rota.error, alertar, navigate]);

  const inicial = useMemo(
    () =>
      rota.data && {
        nome: rota.data.nome,
        descricao: rota.data.descricao,
        dias_semana_venda: rota.data.dias_semana_venda,
        tabela_preco_id: rota.data.tabela_preco_id ?? 0,
      },
    [rota.data],
  );

  return (
    <FormularioRota
      titulo="Alteração de Rota"
      botao="Alterar"
      inicial={inicial}
      pendente={alterar.isPending || !rota.data}
      enviar={(d) =>
        alterar.mutate(
          { ...d, id },
          { onSuccess: (r) => navigate(caminhoSucesso(r.retorno.mensagem, 'listar-rotas')) },
        )
      }
    />
  );
}
