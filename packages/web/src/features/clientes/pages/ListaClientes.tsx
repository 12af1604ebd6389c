import { type Cliente, confirmarExclusao, formatarCpfCnpj } from '@mascate/domain';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton } from '@mui/material';
import { Link } from 'react-router';
import { BotaoExcluir } from '../../../ui/BotaoExcluir.tsx';
import { ListScreen } from '../../../ui/ListScreen.tsx';

// The customer register shortcut is always shown, whatever usaMerchant says (spec, section 6).
export default function ListaClientes() {
  return (
    <ListScreen<Cliente>
      titulo="LISTA DE CLIENTES"
      recurso="clientes"
      rotuloBusca="Pesquisar por Razão Social, CPF ou CNPJ"
      itemNome="cliente"
      rotaCadastro="/cadastrar-clientes"
      podeCadastrar
      colunas={[
        { titulo: 'CLIENTE', valor: (c) => c.nome },
        { titulo: 'CPF-CNPJ', valor: (c) => formatarCpfCnpj(c.cnpj_cpf) },
        { titulo: 'CIDADE', valor: (c) => c.cidade },
        { titulo: 'UF', valor: (c) => c.uf },
      ]}
      acoes={(c) => (
        <>
          <IconButton aria-label="Editar" component={Link} to={`/alterar-cliente/${c.id}`}>
            <EditIcon />
          </IconButton>
          <BotaoExcluir
            recurso="clientes"
            id={c.id}
            texto={confirmarExclusao('cliente', c.nome)}
            retorno="listar-clientes"
          />
        </>
      )}
    />
  );
}
