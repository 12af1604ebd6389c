import { formatarCpfCnpj } from '@mascate/domain';
import { ListaCadastro } from '../../../ui/ListaCadastro.tsx';
import { representantesConsultas } from '../api/consultas.ts';

export default function ListaRepresentantes() {
  return (
    <ListaCadastro
      textos={{ titulo: 'LISTA DE REPRESENTANTES', busca: 'Pesquisar por Nome, Email ou CPF/CNPJ' }}
      consultas={representantesConsultas}
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
