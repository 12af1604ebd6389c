import { formatarData, type TabelaPrecoResumo } from '@mascate/domain';
import { ListaCadastro } from '../../../ui/ListaCadastro.tsx';
import { tabelasPrecosConsultas } from '../api/consultas.ts';
import { textoAjuste } from '../components/textos.ts';

function validade(t: TabelaPrecoResumo): string {
  if (!t.validade_inicio && !t.validade_fim) return 'Sempre';
  const de = t.validade_inicio ? formatarData(t.validade_inicio) : '...';
  const ate = t.validade_fim ? formatarData(t.validade_fim) : '...';
  return `${de} a ${ate}`;
}

function situacao(t: TabelaPrecoResumo): string {
  if (t.ativo !== 1) return 'Inativa';
  return t.vigente === 1 ? 'Vigente' : 'Fora da validade';
}

export default function ListaTabelasPrecos() {
  return (
    <ListaCadastro
      textos={{ titulo: 'LISTA DE TABELAS DE PREÇOS', busca: 'Pesquisar por Nome' }}
      consultas={tabelasPrecosConsultas}
      colunas={[
        { titulo: 'NOME', valor: (t) => t.nome, celular: 'titulo' },
        { titulo: 'AJUSTE', valor: (t) => textoAjuste(t.ajuste_percentual), alinhar: 'right' },
        { titulo: 'VALIDADE', valor: validade },
        { titulo: 'SITUAÇÃO', valor: situacao },
        { titulo: 'PREÇOS FIXOS', valor: (t) => t.quantidade_itens, alinhar: 'right' },
      ]}
      edicao="sempre"
      cadastro={{ item: 'tabela de preços', tela: '/cadastrar-tabelas-precos' }}
      alteracao="/alterar-tabelas-precos"
      exclusao={['tabelaPreco', (t) => t.nome]}
    />
  );
}
