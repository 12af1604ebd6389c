import { formatarMoeda, MSG, totalItem } from '@mascate/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableRow,
} from '@mui/material';
import { useState } from 'react';
import { CabecalhoTabela } from '../../../ui/CabecalhoTabela.tsx';
import { formatarQuantidade, type ItemEditado } from '../tipos.ts';

const COLUNAS = ['Código', 'Descrição', 'Unid', 'Qtdade', 'Preço', 'Desconto', 'Total'];

/** `remover` absent: a read-only order, shown without the 'Ação' column. */
export function TabelaItens({
  itens,
  remover,
}: {
  itens: ItemEditado[];
  remover?: ((id: string) => void) | undefined;
}) {
  const [removendo, setRemovendo] = useState<ItemEditado | null>(null);
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label="Itens do Pedido">
          <CabecalhoTabela colunas={remover ? [...COLUNAS, 'Ação'] : COLUNAS} />
          <TableBody>
            {itens.map((i) => (
              <TableRow key={i.id}>
                <TableCell>{i.codpro}</TableCell>
                <TableCell>{i.descricao}</TableCell>
                <TableCell>{i.unidade}</TableCell>
                <TableCell>{formatarQuantidade(i.qtMilesimos)}</TableCell>
                <TableCell>{formatarMoeda(i.precoCentavos)}</TableCell>
                <TableCell>{formatarMoeda(i.descontoCentavos)}</TableCell>
                <TableCell>{formatarMoeda(totalItem(i))}</TableCell>
                {remover && (
                  <TableCell>
                    <IconButton
                      aria-label={`Remover ${i.descricao}`}
                      color="error"
                      onClick={() => setRemovendo(i)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Dialog
        open={removendo !== null}
        onClose={() => setRemovendo(null)}
        slotProps={{ paper: { sx: { width: 400 } } }}
      >
        <DialogContent>
          <DialogContentText>
            {MSG.removerProduto} {removendo?.descricao}?
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemovendo(null)}>Cancelar</Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => {
              if (removendo) remover?.(removendo.id);
              setRemovendo(null);
            }}
          >
            Confirmar
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
