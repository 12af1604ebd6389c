import { formatarMoeda, paraCentavos } from '@mascate/domain';
import { useSessao } from '../../../sessao/sessao.ts';
import { ListaCadastro } from '../../../ui/ListaCadastro.tsx';
import { produtosConsultas } from '../api/consultas.ts';

const FILTROS = { inicio_primeiro: 1 };
const estoque = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 });

export default function ListaProdutos() {
  const { usaMerchant } = useSessao();
  return (
    <ListaCadastro
      textos={{ titulo: 'LISTA DE PRODUTOS', busca: 'Pesquisar por Descrição' }}
      consultas={produtosConsultas}
      // A search lists first the descriptions that begin with the term, as the order's picker does
      // (inicio_primeiro, docs/desempenho.md: a word on a quarter of the products that sorts late is then
      // an index range, not a walk past every description before it). Without a search: description order.
      filtros={FILTROS}
      colunas={[
        // Issue 46: the office finds a product by its code as often as by its name (deviation 78).
        { titulo: 'CÓDIGO', valor: (p) => p.codigo },
        { titulo: 'PRODUTO', valor: (p) => p.descricao, celular: 'titulo' },
        { titulo: 'UNIDADE', valor: (p) => p.unidade },
        { titulo: 'PREÇO', valor: (p) => formatarMoeda(paraCentavos(p.preco)), alinhar: 'right' },
        { titulo: 'ESTOQUE', valor: (p) => estoque.format(p.estoque), alinhar: 'right' },
      ]}
      // The image stays editable under usaMerchant, so the edit button is always there.
      edicao="sempre"
      // The spec shows the shortcut only with usaMerchant 1 (a recorded defect): see docs/deviations.md.
      podeCadastrar={usaMerchant === 0}
      rotuloAlterar="Alterar"
      cadastro={{ item: 'produto', tela: '/cadastrar-produtos' }}
      alteracao="/alterar-produto"
      exclusao={['produto', (p) => p.descricao]}
    />
  );
}
