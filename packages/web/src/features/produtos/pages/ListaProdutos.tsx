import { confirmarExclusao, formatarMoeda, type Produto, paraCentavos } from '@mascate/domain';
import { useSessao } from '../../../sessao/sessao.ts';
import { ListaCadastro } from '../../../ui/ListaCadastro.tsx';

const estoque = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 });

export default function ListaProdutos() {
  const { usaMerchant } = useSessao();
  return (
    <ListaCadastro<Produto>
      titulo="LISTA DE PRODUTOS"
      recurso="produtos"
      rotuloBusca="Pesquisar por Descrição"
      itemNome="produto"
      colunas={[
        { titulo: 'PRODUTO', valor: (p) => p.descricao },
        { titulo: 'UNIDADE', valor: (p) => p.unidade },
        { titulo: 'PREÇO', valor: (p) => formatarMoeda(paraCentavos(p.preco)), alinhar: 'right' },
        { titulo: 'ESTOQUE', valor: (p) => estoque.format(p.estoque), alinhar: 'right' },
      ]}
      // The image stays editable under usaMerchant, so the edit button is always there.
      edicao="sempre"
      // The spec shows the shortcut only with usaMerchant 1 (a recorded defect): see docs/deviations.md.
      podeCadastrar={usaMerchant === 0}
      rotaCadastro="/cadastrar-produtos"
      rotuloAlterar="Alterar"
      alteracao={(p) => `/alterar-produto/${p.id}`}
      exclusao={(p) => confirmarExclusao('produto', p.descricao)}
    />
  );
}
