import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { caminhoSucesso } from '../../../ui/sucesso.ts';
import { useRegistroParaAlterar } from '../../../ui/useRegistroParaAlterar.ts';
import { rotasConsultas, useAlterarRota } from '../api/consultas.ts';
import { FormularioRota } from '../components/FormularioRota.tsx';

export default function AlteracaoRota() {
  const id = Number(useParams().id) || 0;
  const navigate = useNavigate();
  const rota = useRegistroParaAlterar(rotasConsultas.um(id), '/listar-rotas');
  const alterar = useAlterarRota();

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
