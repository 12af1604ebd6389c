import { ListaCadastro } from '../../../ui/ListaCadastro.tsx';
import { unidadesConsultas } from '../api/consultas.ts';

export default function ListaUnidades() {
  return (
    <ListaCadastro
      textos={{ titulo: 'LISTA DE UNIDADES', busca: 'Pesquisar por Descrição ou Sigla' }}
      consultas={unidadesConsultas}
      colunas={[
        { titulo: 'ID', valor: (u) => u.id },
        { titulo: 'DESCRIÇÃO', valor: (u) => u.descricao, celular: 'titulo' },
        { titulo: 'SIGLA', valor: (u) => u.sigla },
      ]}
      edicao="merchant"
      cadastro={{ item: 'unidade', tela: '/cadastrar-unidade/0' }}
      alteracao="/alterar-unidade"
      exclusao={['unidade', (u) => u.descricao]}
    />
  );
}
