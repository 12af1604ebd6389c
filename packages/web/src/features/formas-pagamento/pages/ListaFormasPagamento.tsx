import { ListaCadastro } from '../../../ui/ListaCadastro.tsx';
import { formasPagamentoConsultas } from '../api/consultas.ts';

export default function ListaFormasPagamento() {
  return (
    <ListaCadastro
      textos={{ titulo: 'LISTA DE FORMAS DE PAGAMENTO', busca: 'Pesquisar por Descrição' }}
      consultas={formasPagamentoConsultas}
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
