import { confirmarExclusao, formatarMoeda, type Produto, paraCentavos } from '@mascate/domain';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton } from '@mui/material';
import { Link } from 'react-router';
import { useSessao } from '../../../sessao/sessao.ts';
import { BotaoExcluir } from '../../../ui/BotaoExcluir.tsx';
import { ListScreen } from '../../../ui/ListScreen.tsx';

const estoque = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 });

export default function ListaProdutos() {
  const { usaMerchant } = useSessao();
  return (
    <ListScreen<Produto>
      titulo="LISTA DE PRODUTOS"
      recurso="produtos"
      rotuloBusca="Pesquisar por Descrição"
      itemNome="produto"
      rotaCadastro="/cadastrar-produtos"
      // The spec shows the shortcut only with usaMerchant 1 (a recorded defect): see docs/deviations.md.
      podeCadastrar={usaMerchant === 0}
      colunas={[
        { titulo: 'PRODUTO', valor: (p) => p.descricao },
        { titulo: 'UNIDADE', valor: (p) => p.unidade },
        { titulo: 'PREÇO', valor: (p) => formatarMoeda(paraCentavos(p.preco)), alinhar: 'right' },
        { titulo: 'ESTOQUE', valor: (p) => estoque.format(p.estoque), alinhar: 'right' },
      ]}
      acoes={(p) => (
        <>
          <IconButton aria-label="Alterar" component={Link} to={`/alterar-produto/${p.id}`}>
            <EditIcon />
          </IconButton>
          <BotaoExcluir
            recurso="produtos"
            id={p.id}
            texto={confirmarExclusao('produto', p.descricao)}
            retorno="listar-produtos"
          />
        </>
      )}
    />
  );
}
