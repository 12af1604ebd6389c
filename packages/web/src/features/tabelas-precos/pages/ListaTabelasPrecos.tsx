import { confirmarExclusao, formatarData, type TabelaPrecoResumo } from '@mascate/domain';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton } from '@mui/material';
import { Link } from 'react-router';
import { BotaoExcluir } from '../../../ui/BotaoExcluir.tsx';
import { ListScreen } from '../../../ui/ListScreen.tsx';
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
    <ListScreen<TabelaPrecoResumo>
      titulo="LISTA DE TABELAS DE PREÇOS"
      recurso="tabelasprecos"
      rotuloBusca="Pesquisar por Nome"
      itemNome="tabela de preços"
      rotaCadastro="/cadastrar-tabelas-precos"
      podeCadastrar
      colunas={[
        { titulo: 'NOME', valor: (t) => t.nome },
        { titulo: 'AJUSTE', valor: (t) => textoAjuste(t.ajuste_percentual), alinhar: 'right' },
        { titulo: 'VALIDADE', valor: validade },
        { titulo: 'SITUAÇÃO', valor: situacao },
        { titulo: 'PREÇOS FIXOS', valor: (t) => t.quantidade_itens, alinhar: 'right' },
      ]}
      acoes={(t) => (
        <>
          <IconButton aria-label="Editar" component={Link} to={`/alterar-tabelas-precos/${t.id}`}>
            <EditIcon />
          </IconButton>
          <BotaoExcluir
            recurso="tabelasprecos"
            id={t.id}
            texto={confirmarExclusao('tabelaPreco', t.nome)}
            retorno="listar-tabelas-precos"
          />
        </>
      )}
    />
  );
}
