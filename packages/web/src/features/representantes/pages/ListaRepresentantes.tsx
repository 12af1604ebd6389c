import { confirmarExclusao, formatarCpfCnpj, type Representante } from '@mascate/domain';
import { ListaCadastro } from '../../../ui/ListaCadastro.tsx';

export default function ListaRepresentantes() {
  return (
    <ListaCadastro<Representante>
      titulo="LISTA DE REPRESENTANTES"
      recurso="representantes"
      rotuloBusca="Pesquisar por Nome, Email ou CPF/CNPJ"
      itemNome="representante"
      destaqueLinha={(r) => r.status === '0'}
      colunas={[
        { titulo: 'NOME', valor: (r) => r.nome },
        { titulo: 'STATUS', valor: (r) => (r.status === '0' ? 'Inativo' : 'Ativo') },
        { titulo: 'EMAIL', valor: (r) => r.email },
        { titulo: 'CNPJ/CPF', valor: (r) => formatarCpfCnpj(r.cnpj_cpf) },
      ]}
      edicao="merchant"
      rotaCadastro="/cadastrar-representante/0"
      alteracao={(r) => `/alterar-representante/${r.id}`}
      exclusao={(r) => confirmarExclusao('representante', r.nome)}
    />
  );
}
