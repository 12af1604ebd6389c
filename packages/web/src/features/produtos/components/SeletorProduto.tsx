import { formatarMoeda, type Produto, paraCentavos } from '@mascate/domain';
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
import { LIMITE_SELETOR, produtosConsultas } from '../api/consultas.ts';

export type ProdutoSelecionado = {
  id: number;
  codigo: string;
  descricao: string;
  unidade_id: number;
  unidade: string;
  preco: number;
  estoque: number;
};

type Props = { aberto: boolean; onFechar: () => void; onSelecionar: (p: ProdutoSelecionado) => void };

/** The order screen's product picker: at most 10 matches, searched on the server; Enter picks the first. */
export function SeletorProduto({ aberto, onFechar, onSelecionar }: Props) {
  const [busca, setBusca] = useState('');
  const termo = useAtrasado(busca.trim());
  const consulta = useQuery({ ...produtosConsultas.pesquisa(termo), enabled: aberto });
  const lista = (consulta.data?.registros ?? []).slice(0, LIMITE_SELETOR);
  const escolher = (p: Produto) => {
    const { id, codigo, descricao, unidade_id, unidade, preco, estoque } = p;
    onSelecionar({ id, codigo, descricao, unidade_id, unidade, preco, estoque });
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
                secondary={`${p.unidade} · ${formatarMoeda(paraCentavos(p.preco))} · estoque ${p.estoque}`}
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
