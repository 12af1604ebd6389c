import type { FormaPagamento } from '@mascate/domain';
import { ListaCadastro } from '../../../ui/ListaCadastro.tsx';

export default function ListaFormasPagamento() {
  return (
    <ListaCadastro<FormaPagamento>
      textos={{ titulo: 'LISTA DE FORMAS DE PAGAMENTO', busca: 'Pesquisar por Descrição' }}
      recurso="formaspagamento"
      colunas={[
        { titulo: 'DESCRIÇÃO', valor: (f) => f.descricao, celular: 'titulo' },
        { titulo: 'PARCELAMENTO', valor: (f) => (f.parcelamento === '0' ? 'Não' : 'Sim') },
      ]}
      edicao="merchant"
      cadastro={{ item: 'forma de pagamento', tela: '/cadastrar-forma-pagamento' }}
      alteracao="/alterar-forma-pagamento"
      exclusao={['formaPagamento', (f) => f.descricao]}
    />
  );
}
