import { confirmarExclusao, type Rota } from '@mascate/domain';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton } from '@mui/material';
import { Link } from 'react-router';
import { useSessao } from '../../../sessao/sessao.ts';
import { BotaoExcluir } from '../../../ui/BotaoExcluir.tsx';
import { ListScreen } from '../../../ui/ListScreen.tsx';

export default function ListaRotas() {
  const { usaMerchant } = useSessao();
  const editavel = usaMerchant === 0;
  return (
    <ListScreen<Rota>
      titulo="LISTA DE ROTAS"
      recurso="rotas"
      rotuloBusca="Pesquisar por Nome"
      itemNome="rota"
      rotaCadastro="/cadastrar-rotas"
      podeCadastrar={editavel}
      colunas={[{ titulo: 'NOME', valor: (r) => r.nome }]}
      acoes={(r) => (
        <>
          {editavel && (
            <IconButton aria-label="Editar" component={Link} to={`/alterar-rotas/${r.id}`}>
              <EditIcon />
            </IconButton>
          )}
          <BotaoExcluir
            recurso="rotas"
            id={r.id}
            texto={confirmarExclusao('rota', r.nome)}
            retorno="listar-rotas"
          />
        </>
      )}
    />
  );
}
