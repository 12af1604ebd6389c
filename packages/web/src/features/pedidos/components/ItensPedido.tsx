import { formatarMoeda, paraCentavos, quantidadeParaMilesimos } from '@mascate/domain';
import ListAltIcon from '@mui/icons-material/ListAlt';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableRow,
} from '@mui/material';
import { useState } from 'react';
import { CabecalhoTabela } from '../../../ui/CabecalhoTabela.tsx';
import { formatarQuantidade, type Pedido } from '../tipos.ts';

const COLUNAS = ['DESCRIÇÃO', 'CÓDIGO', 'UN', 'QUANTIDADE', 'PREÇO', 'DESCONTO', 'TOTAL'];
const moeda = (v: number) => formatarMoeda(paraCentavos(v));

/** The list's view-items action: the items already came with the list read, so no extra call. */
export function ItensPedido({ pedido }: { pedido: Pedido }) {
  const [aberto, setAberto] = useState(false);
  return (
    <>
      <IconButton
        aria-label={`Itens do pedido ${pedido.numero}`}
        color="primary"
        onClick={() => setAberto(true)}
      >
        <ListAltIcon />
      </IconButton>
      <Dialog open={aberto} onClose={() => setAberto(false)} maxWidth="md" fullWidth>
        <DialogTitle>Itens do pedido {pedido.numero}</DialogTitle>
        <DialogContent>
          <TableContainer>
            <Table size="small" aria-label={`Itens do pedido ${pedido.numero}`}>
              <CabecalhoTabela colunas={COLUNAS} />
              <TableBody>
                {pedido.produtos.map((i) => (
                  <TableRow key={`${i.id}-${i.produto_id}`}>
                    <TableCell>{i.descricao}</TableCell>
                    <TableCell>{i.codpro}</TableCell>
                    <TableCell>{i.unidade}</TableCell>
                    <TableCell>{formatarQuantidade(quantidadeParaMilesimos(i.qt))}</TableCell>
                    <TableCell>{moeda(i.preco)}</TableCell>
                    <TableCell>{moeda(i.desconto)}</TableCell>
                    <TableCell>{moeda(i.total)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAberto(false)}>Fechar</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
