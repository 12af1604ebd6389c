import { formatarMoeda, type PrecoProduto, type Produto, paraCentavos } from '@mascate/domain';
import { useQuery } from '@tanstack/react-query';
import { DialogoPesquisa, useBusca } from '../../../ui/DialogoPesquisa.tsx';
import { useAtrasado } from '../../../ui/useAtrasado.ts';
import { tabelasPrecosConsultas } from '../../tabelas-precos/api/consultas.ts';
import { LIMITE_SELETOR, produtosConsultas } from '../api/consultas.ts';
import { MiniaturaProduto } from './MiniaturaProduto.tsx';

export type ProdutoSelecionado = Pick<
  Produto,
  'id' | 'codigo' | 'descricao' | 'unidade_id' | 'unidade' | 'preco' | 'estoque'
> & {
  /** The product's own price, when `preco` is the one under a price table. */
  preco_base?: number;
  /** Shown as a thumbnail in the picker's row when true. */
  possui_imagem?: boolean;
};

type Props = {
  aberto: boolean;
  onFechar: () => void;
  onSelecionar: (p: ProdutoSelecionado) => void;
  /** Issue 12: given (0 is none), the prices shown and chosen are those under this price table. */
  tabelaPrecoId?: number;
  /** Opened by typing in the field: the search starts with what was typed. */
  buscaInicial?: string;
};

const dePreco = (p: PrecoProduto): ProdutoSelecionado => ({ ...p, id: p.produto_id });
const moeda = (v: number) => formatarMoeda(paraCentavos(v));
const precoVisto = (p: ProdutoSelecionado) =>
  p.preco_base === undefined || p.preco_base === p.preco
    ? moeda(p.preco)
    : `${moeda(p.preco)} (base ${moeda(p.preco_base)})`;

/** The order screen's product picker: at most 10 matches, searched on the server. */
export function SeletorProduto({ aberto, onFechar, onSelecionar, tabelaPrecoId, buscaInicial }: Props) {
  const pesquisa = useBusca(aberto, buscaInicial);
  const termo = useAtrasado(pesquisa.busca.trim());
  const comTabela = tabelaPrecoId !== undefined;
  const produtos = useQuery({ ...produtosConsultas.pesquisa(termo), enabled: aberto && !comTabela });
  const precos = useQuery({
    ...tabelasPrecosConsultas.pesquisaPrecos(tabelaPrecoId ?? 0, termo),
    enabled: aberto && comTabela,
  });
  const consulta = comTabela ? precos : produtos;
  // A product as read is already what the picker hands over (its own price, no base).
  const encontrados: ProdutoSelecionado[] = comTabela
    ? (precos.data ?? []).map(dePreco)
    : (produtos.data?.registros ?? []);
  const lista = encontrados.slice(0, LIMITE_SELETOR);
  const escolher = (p: ProdutoSelecionado) => {
    onSelecionar(p);
    pesquisa.mudarBusca('');
    onFechar();
  };
  return (
    <DialogoPesquisa
      aberto={aberto}
      onFechar={onFechar}
      titulo="Selecionar produto"
      item="produto"
      {...pesquisa}
      itens={lista}
      carregando={consulta.isFetching}
      respondeu={consulta.isSuccess}
      chave={(p) => p.id}
      primario={(p) => `${p.codigo} - ${p.descricao}`}
      secundario={(p) => `${p.unidade} · ${precoVisto(p)} · estoque ${p.estoque}`}
      miniatura={(p) => (p.possui_imagem ? <MiniaturaProduto id={p.id} descricao={p.descricao} /> : null)}
      escolher={escolher}
    />
  );
}
