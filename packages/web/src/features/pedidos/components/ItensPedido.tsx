import ListAltIcon from '@mui/icons-material/ListAlt';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { useMemo, useState } from 'react';
import { TabelaDados } from '../../../ui/TabelaDados.tsx';
import { itensDoPedido, type Pedido } from '../tipos.ts';
import { colunasItem } from './TabelaItens.tsx';

// The spec's columns of the view-items modal (other titles and order than the order screen's table).
const COLUNAS = colunasItem({
  descricao: 'DESCRIÇÃO',
  codigo: 'CÓDIGO',
  unidade: 'UN',
  quantidade: 'QUANTIDADE',
  preco: 'PREÇO',
  desconto: 'DESCONTO',
  total: 'TOTAL',
});

/** The list's view-items action: the items already came with the list read, so no extra call. */
export function ItensPedido({ pedido }: { pedido: Pedido }) {
  const [aberto, setAberto] = useState(false);
  const titulo = `Itens do pedido ${pedido.numero}`;
  const itens = useMemo(() => itensDoPedido(pedido), [pedido]);
  return (
    <>
      <IconButton aria-label={titulo} color="primary" onClick={() => setAberto(true)}>
        <ListAltIcon />
      </IconButton>
      <Dialog open={aberto} onClose={() => setAberto(false)} maxWidth="md" fullWidth>
        <DialogTitle>{titulo}</DialogTitle>
        <DialogContent>
          <TabelaDados
            rotulo={titulo}
            colunas={COLUNAS}
            linhas={itens}
            chave={(i) => `${i.id}-${i.produtoId}`}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAberto(false)}>Fechar</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
