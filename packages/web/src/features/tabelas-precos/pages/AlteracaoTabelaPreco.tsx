import { paraCentavos, type TabelaPrecoCompleta } from '@mascate/domain';
import { useEnvioAlteracao, useIdDaUrl } from '../../../ui/paginasFormulario.ts';
import { useRegistroParaAlterar } from '../../../ui/useRegistroParaAlterar.ts';
import { tabelasPrecosConsultas, useAlterarTabelaPreco } from '../api/consultas.ts';
import { FormularioTabelaPreco, type InicialTabela } from '../components/FormularioTabelaPreco.tsx';

const inicialDe = (t: TabelaPrecoCompleta): InicialTabela => ({
  campos: {
    nome: t.nome,
    ajuste_percentual: String(t.ajuste_percentual).replace('.', ','),
    validade_inicio: t.validade_inicio,
    validade_fim: t.validade_fim,
    ativo: t.ativo === 1 ? 1 : 0,
  },
  itens: t.itens.map((i) => ({ ...i, preco_base: paraCentavos(i.preco_base), preco: paraCentavos(i.preco) })),
});

export default function AlteracaoTabelaPreco() {
  const id = useIdDaUrl();
  const tabela = useRegistroParaAlterar(tabelasPrecosConsultas.completa(id), '/listar-tabelas-precos');
  const envio = useEnvioAlteracao(
    tabela.data,
    inicialDe,
    useAlterarTabelaPreco(),
    'listar-tabelas-precos',
    id,
  );
  return <FormularioTabelaPreco titulo="Alteração de Tabela de Preços" botao="Alterar" {...envio} />;
}
