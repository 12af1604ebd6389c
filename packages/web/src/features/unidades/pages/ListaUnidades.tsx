import { confirmarExclusao, type Unidade } from '@mascate/domain';
import { ListaCadastro } from '../../../ui/ListaCadastro.tsx';

export default function ListaUnidades() {
  return (
    <ListaCadastro<Unidade>
      titulo="LISTA DE UNIDADES"
      recurso="unidades"
      rotuloBusca="Pesquisar por Descrição ou Sigla"
      itemNome="unidade"
      colunas={[
        { titulo: 'ID', valor: (u) => u.id },
        { titulo: 'DESCRIÇÃO', valor: (u) => u.descricao },
        { titulo: 'SIGLA', valor: (u) => u.sigla },
      ]}
      edicao="merchant"
      rotaCadastro="/cadastrar-unidade/0"
      alteracao={(u) => `/alterar-unidade/${u.id}`}
      exclusao={(u) => confirmarExclusao('unidade', u.descricao)}
    />
  );
}
