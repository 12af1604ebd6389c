import {
  Box,
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
import { type KeyboardEvent, useId, useState } from 'react';

type Props<T> = {
  aberto: boolean;
  onFechar: () => void;
  titulo: string;
  rotuloBusca: string;
  placeholder?: string;
  rotuloLista: string;
  textoVazio: string;
  busca: string;
  mudarBusca: (v: string) => void;
  itens: T[];
  carregando: boolean;
  /** The search has answered (so an empty list means nothing matched). */
  respondeu: boolean;
  chave: (item: T) => string | number;
  primario: (item: T) => string;
  secundario: (item: T) => string;
  escolher: (item: T) => void;
};

/**
 * The pickers of the order screen (customer, product): type to search on the server; arrows move,
 * Enter chooses the highlighted match (the first one until an arrow is pressed), Escape closes.
 */
export function DialogoPesquisa<T>(p: Props<T>) {
  const id = useId();
  const [ativo, setAtivo] = useState(0);
  const escolher = (i: number) => {
    const item = p.itens[i];
    if (item !== undefined) p.escolher(item);
  };
  const teclas = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const passo = e.key === 'ArrowDown' ? 1 : -1;
      setAtivo((a) => Math.max(0, Math.min(p.itens.length - 1, a + passo)));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      escolher(Math.min(ativo, p.itens.length - 1));
    }
  };
  return (
    <Dialog open={p.aberto} onClose={p.onFechar} fullWidth maxWidth="sm" aria-labelledby={`${id}-titulo`}>
      <DialogTitle id={`${id}-titulo`}>{p.titulo}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          label={p.rotuloBusca}
          placeholder={p.placeholder}
          value={p.busca}
          onChange={(e) => {
            p.mudarBusca(e.target.value);
            setAtivo(0);
          }}
          onKeyDown={teclas}
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { 'aria-controls': `${id}-lista`, maxLength: 150 } }}
        />
        <Box sx={{ height: 4, mt: 1 }}>{p.carregando && <LinearProgress aria-label="Carregando" />}</Box>
        <List id={`${id}-lista`} aria-label={p.rotuloLista} dense>
          {p.itens.map((item, i) => (
            <ListItemButton key={p.chave(item)} selected={i === ativo} onClick={() => escolher(i)}>
              <ListItemText primary={p.primario(item)} secondary={p.secundario(item)} />
            </ListItemButton>
          ))}
        </List>
        {p.respondeu && p.itens.length === 0 && (
          <Typography color="text.secondary">{p.textoVazio}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onFechar}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
