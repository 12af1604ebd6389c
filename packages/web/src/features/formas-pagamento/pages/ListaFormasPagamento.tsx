import { confirmarExclusao, type FormaPagamento } from '@mascate/domain';
import { ListaCadastro } from '../../../ui/ListaCadastro.tsx';

export default function ListaFormasPagamento() {
  return (
    <ListaCadastro<FormaPagamento>
      titulo="LISTA DE FORMAS DE PAGAMENTO"
      recurso="formaspagamento"
      rotuloBusca="Pesquisar por Descrição"
      itemNome="forma de pagamento"
      colunas={[
        { titulo: 'DESCRIÇÃO', valor: (f) => f.descricao },
        { titulo: 'PARCELAMENTO', valor: (f) => (f.parcelamento === '0' ? 'Não' : 'Sim') },
      ]}
      edicao="merchant"
      rotaCadastro="/cadastrar-forma-pagamento"
      alteracao={(f) => `/alterar-forma-pagamento/${f.id}`}
      exclusao={(f) => confirmarExclusao('formaPagamento', f.descricao)}
    />
  );
}
