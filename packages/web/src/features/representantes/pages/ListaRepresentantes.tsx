import { formatarCpfCnpj, type Representante } from '@mascate/domain';
import { ListaCadastro } from '../../../ui/ListaCadastro.tsx';

export default function ListaRepresentantes() {
  return (
    <ListaCadastro<Representante>
      textos={{ titulo: 'LISTA DE REPRESENTANTES', busca: 'Pesquisar por Nome, Email ou CPF/CNPJ' }}
      recurso="representantes"
      destaqueLinha={(r) => r.status === '0'}
      colunas={[
        { titulo: 'NOME', valor: (r) => r.nome, celular: 'titulo' },
        { titulo: 'STATUS', valor: (r) => (r.status === '0' ? 'Inativo' : 'Ativo') },
        { titulo: 'EMAIL', valor: (r) => r.email },
        { titulo: 'CNPJ/CPF', valor: (r) => formatarCpfCnpj(r.cnpj_cpf) },
      ]}
      edicao="merchant"
      cadastro={{ item: 'representante', tela: '/cadastrar-representante/0' }}
      alteracao="/alterar-representante"
      exclusao={['representante', (r) => r.nome]}
    />
  );
}
