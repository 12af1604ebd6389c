import { formatarMoeda, type PrecoProduto, type Produto, paraCentavos } from '@mascate/domain';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAtrasado } from '../../../ui/useAtrasado.ts';
import { tabelasPrecosConsultas } from '../../tabelas-precos/api/consultas.ts';
import { LIMITE_SELETOR, produtosConsultas } from '../api/consultas.ts';

export type ProdutoSelecionado = Pick<
  Produto,
  'id' | 'codigo' | 'descricao' | 'unidade_id' | 'unidade' | 'preco' | 'estoque'
> & {
  /** The product's own price, when `preco` is the one under a price table. */
  preco_base?: number;
};

type Props = {
  aberto: boolean;
  onFechar: () => void;
  onSelecionar: (p: ProdutoSelecionado) => void;
  /** Issue 12: given (0 is none), the prices shown and chosen are those under this price table. */
  tabelaPrecoId?: number;
};

const deProduto = ({
  id,
  codigo,
  descricao,
  unidade_id,
  unidade,
  preco,
  estoque,
}: Produto): ProdutoSelecionado => ({
  id,
  codigo,
  descricao,
  unidade_id,
  unidade,
  preco,
  estoque,
});
const dePreco = (p: PrecoProduto): ProdutoSelecionado => ({ ...p, id: p.produto_id });
const moeda = (v: number) => formatarMoeda(paraCentavos(v));
const precoVisto = (p: ProdutoSelecionado) =>
  p.preco_base === undefined || p.preco_base === p.preco
    ? moeda(p.preco)
    : `${moeda(p.preco)} (base ${moeda(p.preco_base)})`;

/** The order screen's product picker: at most 10 matches, searched on the server; Enter picks the first. */
export function SeletorProduto({ aberto, onFechar, onSelecionar, tabelaPrecoId }: Props) {
  const [busca, setBusca] = useState('');
  const termo = useAtrasado(busca.trim());
  const comTabela = tabelaPrecoId !== undefined;
  const produtos = useQuery({ ...produtosConsultas.pesquisa(termo), enabled: aberto && !comTabela });
  const precos = useQuery({
    ...tabelasPrecosConsultas.pesquisaPrecos(tabelaPrecoId ?? 0, termo),
    enabled: aberto && comTabela,
  });
  const consulta = comTabela ? precos : produtos;
  const lista = (
    comTabela ? (precos.data ?? []).map(dePreco) : (produtos.data?.registros ?? []).map(deProduto)
  ).slice(0, LIMITE_SELETOR);
  const escolher = (p: ProdutoSelecionado) => {
    onSelecionar(p);
    setBusca('');
    onFechar();
  };
  return (
    <Dialog open={aberto} onClose={onFechar} fullWidth maxWidth="sm" aria-labelledby="seletor-produto">
      <DialogTitle id="seletor-produto">Selecionar produto</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="Pesquisar produto"
          value={busca}
          onChange={(e) => setBusca(e.target.value)}
          onKeyDown={(e) => {
            const primeiro = lista[0];
            if (e.key === 'Enter' && primeiro) {
              e.preventDefault();
              escolher(primeiro);
            }
          }}
        />
        {consulta.isFetching ? <LinearProgress aria-label="Carregando" /> : <div style={{ height: 4 }} />}
        <List dense aria-label="Produtos encontrados">
          {lista.map((p) => (
            <ListItemButton key={p.id} onClick={() => escolher(p)}>
              <ListItemText
                primary={`${p.codigo} - ${p.descricao}`}
                secondary={`${p.unidade} · ${precoVisto(p)} · estoque ${p.estoque}`}
              />
            </ListItemButton>
          ))}
        </List>
        {consulta.isSuccess && lista.length === 0 && (
          <Typography color="text.secondary">Nenhum produto encontrado.</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
