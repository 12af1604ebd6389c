import { paraCentavos } from '@mascate/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { caminhoSucesso } from '../../../ui/sucesso.ts';
import { tabelasPrecosConsultas, useAlterarTabelaPreco } from '../api/consultas.ts';
import { FormularioTabelaPreco, type InicialTabela } from '../components/FormularioTabelaPreco.tsx';

export default function AlteracaoTabelaPreco() {
  const id = Number(useParams().id) || 0;
  const navigate = useNavigate();
  const alertar = useAlertaErro();
  const tabela = useQuery(tabelasPrecosConsultas.completa(id));
  const alterar = useAlterarTabelaPreco();

  useEffect(() => {
    if (!tabela.error) return;
    alertar(tabela.error.message);
    navigate('/listar-tabelas-precos', { replace: true });
  }, [tabela.error, alertar, navigate]);

  const inicial = useMemo((): InicialTabela | undefined => {
    const t = tabela.data;
    if (!t) return undefined;
    return {
      campos: {
        nome: t.nome,
        ajuste_percentual: String(t.ajuste_percentual).replace('.', ','),
        validade_inicio: t.validade_inicio,
        validade_fim: t.validade_fim,
        ativo: t.ativo === 1 ? 1 : 0,
      },
      itens: t.itens.map((i) => ({
        ...i,
        preco_base: paraCentavos(i.preco_base),
        preco: paraCentavos(i.preco),
      })),
    };
  }, [tabela.data]);

  return (
    <FormularioTabelaPreco
      titulo="Alteração de Tabela de Preços"
      botao="Alterar"
      inicial={inicial}
      pendente={alterar.isPending || !tabela.data}
      enviar={(d) =>
        alterar.mutate(
          { ...d, id },
          { onSuccess: (r) => navigate(caminhoSucesso(r.retorno.mensagem, 'listar-tabelas-precos')) },
        )
      }
    />
  );
}
