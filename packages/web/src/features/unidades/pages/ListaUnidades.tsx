import { confirmarExclusao, type Unidade } from '@mascate/domain';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton } from '@mui/material';
import { Link } from 'react-router';
import { useSessao } from '../../../sessao/sessao.ts';
import { BotaoExcluir } from '../../../ui/BotaoExcluir.tsx';
import { ListScreen } from '../../../ui/ListScreen.tsx';

export default function ListaUnidades() {
  const { usaMerchant } = useSessao();
  const editavel = usaMerchant === 0;
  return (
    <ListScreen<Unidade>
      titulo="LISTA DE UNIDADES"
      recurso="unidades"
      rotuloBusca="Pesquisar por Descrição ou Sigla"
      itemNome="unidade"
      rotaCadastro="/cadastrar-unidade/0"
      podeCadastrar={editavel}
      colunas={[
        { titulo: 'ID', valor: (u) => u.id },
        { titulo: 'DESCRIÇÃO', valor: (u) => u.descricao },
        { titulo: 'SIGLA', valor: (u) => u.sigla },
      ]}
      acoes={(u) => (
        <>
          {editavel && (
            <IconButton aria-label="Editar" component={Link} to={`/alterar-unidade/${u.id}`}>
              <EditIcon />
            </IconButton>
          )}
          <BotaoExcluir
            recurso="unidades"
            id={u.id}
            texto={confirmarExclusao('unidade', u.descricao)}
            retorno="listar-unidades"
          />
        </>
      )}
    />
  );
}
