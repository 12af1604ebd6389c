import type { Unidade } from '@mascate/domain';
import { ListaCadastro } from '../../../ui/ListaCadastro.tsx';

export default function ListaUnidades() {
  return (
    <ListaCadastro<Unidade>
      textos={{ titulo: 'LISTA DE UNIDADES', busca: 'Pesquisar por Descrição ou Sigla' }}
      recurso="unidades"
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
