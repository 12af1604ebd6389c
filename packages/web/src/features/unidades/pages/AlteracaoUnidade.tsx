import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { caminhoSucesso } from '../../../ui/sucesso.ts';
import { useRegistroParaAlterar } from '../../../ui/useRegistroParaAlterar.ts';
import { unidadesConsultas, useAlterarUnidade } from '../api/consultas.ts';
import { FormularioUnidade } from '../components/FormularioUnidade.tsx';

export default function AlteracaoUnidade() {
  const id = Number(useParams().id) || 0;
  const navigate = useNavigate();
  const unidade = useRegistroParaAlterar(unidadesConsultas.um(id), '/listar-unidades');
  const alterar = useAlterarUnidade();

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
