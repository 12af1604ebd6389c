import { ROTULO_PAPEL, type Usuario } from '@mascate/domain';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton } from '@mui/material';
import { Link } from 'react-router';
import { BotaoExcluir } from '../../../ui/BotaoExcluir.tsx';
import { ListScreen } from '../../../ui/ListScreen.tsx';
import { usuariosConsultas } from '../api/consultas.ts';
import { BotaoReenviarConvite } from '../components/BotaoReenviarConvite.tsx';

/** An invited user who has not opened the invite is not active yet in any useful sense. */
const situacao = (u: Usuario) => (!u.ativo ? 'Inativo' : u.convite_pendente ? 'Convite pendente' : 'Ativo');

// Delete deactivates (the server keeps the user, without sign-in): the dialog says so.
export default function ListaUsuarios() {
  return (
    <ListScreen
      titulo="LISTA DE USUÁRIOS"
      consultas={usuariosConsultas}
      rotuloBusca="Pesquisar por Nome ou E-mail"
      itemNome="usuário"
      rotaCadastro="/cadastrar-usuario"
      podeCadastrar
      colunas={[
        { titulo: 'NOME', valor: (u) => u.nome, celular: 'titulo' },
        { titulo: 'E-MAIL', valor: (u) => u.email },
        { titulo: 'PAPEL', valor: (u) => ROTULO_PAPEL[u.papel] },
        { titulo: 'REPRESENTANTE', valor: (u) => u.representante_nome },
        { titulo: 'SITUAÇÃO', valor: situacao },
      ]}
      acoes={(u) => (
        <>
          <IconButton aria-label="Editar" component={Link} to={`/alterar-usuario/${u.id}`}>
            <EditIcon />
          </IconButton>
          {u.ativo && u.convite_pendente && <BotaoReenviarConvite id={u.id} nome={u.nome} />}
          {/* One's own user is never offered for deactivation (the server refuses it too). */}
          {u.ativo && !u.proprio && (
            <BotaoExcluir
              consultas={usuariosConsultas}
              id={u.id}
              texto={`Deseja desativar o usuário ${u.nome}? Ele não poderá mais entrar.`}
              retorno="listar-usuarios"
            />
          )}
        </>
      )}
    />
  );
}
