import { confirmarExclusao, type FormaPagamento } from '@mascate/domain';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton } from '@mui/material';
import { Link } from 'react-router';
import { useSessao } from '../../../sessao/sessao.ts';
import { BotaoExcluir } from '../../../ui/BotaoExcluir.tsx';
import { ListScreen } from '../../../ui/ListScreen.tsx';

export default function ListaFormasPagamento() {
  const { usaMerchant } = useSessao();
  const editavel = usaMerchant === 0;
  return (
    <ListScreen<FormaPagamento>
      titulo="LISTA DE FORMAS DE PAGAMENTO"
      recurso="formaspagamento"
      rotuloBusca="Pesquisar por Descrição"
      itemNome="forma de pagamento"
      rotaCadastro="/cadastrar-forma-pagamento"
      podeCadastrar={editavel}
      colunas={[
        { titulo: 'DESCRIÇÃO', valor: (f) => f.descricao },
        { titulo: 'PARCELAMENTO', valor: (f) => (f.parcelamento === '0' ? 'Não' : 'Sim') },
      ]}
      acoes={(f) => (
        <>
          {editavel && (
            <IconButton aria-label="Editar" component={Link} to={`/alterar-forma-pagamento/${f.id}`}>
              <EditIcon />
            </IconButton>
          )}
          <BotaoExcluir
            recurso="formaspagamento"
            id={f.id}
            texto={confirmarExclusao('formaPagamento', f.descricao)}
            retorno="listar-forma-pagamento"
          />
        </>
      )}
    />
  );
}
