import { formatarCpfCnpj } from '@mascate/domain';
import { ListaCadastro } from '../../../ui/ListaCadastro.tsx';
import { clientesConsultas } from '../api/consultas.ts';

// The customer register shortcut is always shown, whatever usaMerchant says (spec, section 6).
export default function ListaClientes() {
  return (
    <ListaCadastro
      textos={{ titulo: 'LISTA DE CLIENTES', busca: 'Pesquisar por Razão Social, CPF ou CNPJ' }}
      consultas={clientesConsultas}
      colunas={[
        { titulo: 'CLIENTE', valor: (c) => c.nome, celular: 'titulo' },
        { titulo: 'CPF-CNPJ', valor: (c) => formatarCpfCnpj(c.cnpj_cpf) },
        { titulo: 'CIDADE', valor: (c) => c.cidade },
        { titulo: 'UF', valor: (c) => c.uf },
      ]}
      edicao="sempre"
      cadastro={{ item: 'cliente', tela: '/cadastrar-clientes' }}
      alteracao="/alterar-cliente"
      exclusao={['cliente', (c) => c.nome]}
    />
  );
}
