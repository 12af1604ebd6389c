import { confirmarExclusao, formatarCpfCnpj, type Representante } from '@mascate/domain';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton } from '@mui/material';
import { Link } from 'react-router';
import { useSessao } from '../../../sessao/sessao.ts';
import { BotaoExcluir } from '../../../ui/BotaoExcluir.tsx';
import { ListScreen } from '../../../ui/ListScreen.tsx';

export default function ListaRepresentantes() {
  const { usaMerchant } = useSessao();
  const editavel = usaMerchant === 0;
  return (
    <ListScreen<Representante>
      titulo="LISTA DE REPRESENTANTES"
      recurso="representantes"
      rotuloBusca="Pesquisar por Nome, Email ou CPF/CNPJ"
      itemNome="representante"
      rotaCadastro="/cadastrar-representante/0"
      podeCadastrar={editavel}
      destaqueLinha={(r) => r.status === '0'}
      colunas={[
        { titulo: 'NOME', valor: (r) => r.nome },
        { titulo: 'STATUS', valor: (r) => (r.status === '0' ? 'Inativo' : 'Ativo') },
        { titulo: 'EMAIL', valor: (r) => r.email },
        { titulo: 'CNPJ/CPF', valor: (r) => formatarCpfCnpj(r.cnpj_cpf) },
      ]}
      acoes={(r) => (
        <>
          {editavel && (
            <IconButton aria-label="Editar" component={Link} to={`/alterar-representante/${r.id}`}>
              <EditIcon />
            </IconButton>
          )}
          <BotaoExcluir
            recurso="representantes"
            id={r.id}
            texto={confirmarExclusao('representante', r.nome)}
            retorno="listar-representantes"
          />
        </>
      )}
    />
  );
}
