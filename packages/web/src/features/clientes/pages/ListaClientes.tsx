import { type Cliente, confirmarExclusao, formatarCpfCnpj } from '@mascate/domain';
import { ListaCadastro } from '../../../ui/ListaCadastro.tsx';

// The customer register shortcut is always shown, whatever usaMerchant says (spec, section 6).
export default function ListaClientes() {
  return (
    <ListaCadastro<Cliente>
      titulo="LISTA DE CLIENTES"
      recurso="clientes"
      rotuloBusca="Pesquisar por Razão Social, CPF ou CNPJ"
      itemNome="cliente"
      colunas={[
        { titulo: 'CLIENTE', valor: (c) => c.nome },
        { titulo: 'CPF-CNPJ', valor: (c) => formatarCpfCnpj(c.cnpj_cpf) },
        { titulo: 'CIDADE', valor: (c) => c.cidade },
        { titulo: 'UF', valor: (c) => c.uf },
      ]}
      edicao="sempre"
      rotaCadastro="/cadastrar-clientes"
      alteracao={(c) => `/alterar-cliente/${c.id}`}
      exclusao={(c) => confirmarExclusao('cliente', c.nome)}
    />
  );
}
