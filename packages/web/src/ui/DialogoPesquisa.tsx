import {
  Avatar,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

/**
 * A picker opened by typing in its field starts searching for what was typed (type-ahead); opened
 * otherwise it keeps its last search. Set while rendering, so the first frame already shows the text.
 */
function useBuscaAoAbrir(aberto: boolean, inicial: string | undefined, mudar: (v: string) => void) {
  const [antes, setAntes] = useState(aberto);
  if (aberto !== antes) {
    setAntes(aberto);
    if (aberto && inicial) mudar(inicial);
  }
}

/** A picker's search text (`busca`, `mudarBusca`, as DialogoPesquisa takes them), kept while it is closed. */
export function useBusca(aberto: boolean, inicial: string | undefined) {
  const [busca, mudarBusca] = useState('');
  useBuscaAoAbrir(aberto, inicial, mudarBusca);
  return { busca, mudarBusca };
}

/**
 * A picker opened from its field (CampoEscolha's `abrir`): closed, or open starting from what was typed.
 * `seletor` is what the picker takes.
 */
export function useAbrirSeletor() {
  // null: closed; otherwise the text the picker starts searching for.
  const [busca, setBusca] = useState<string | null>(null);
  const fechar = () => setBusca(null);
  return {
    abrir: (b?: string) => setBusca(b ?? ''),
    fechar,
    seletor: { aberto: busca !== null, buscaInicial: busca ?? undefined, onFechar: fechar },
  };
}

type Props<T> = {
  aberto: boolean;
  onFechar: () => void;
  titulo: string;
  /**
   * What is picked, a noun in the singular that takes 'Nenhum' ('cliente', 'produto'): the search box is
   * 'Pesquisar cliente', the list 'Clientes encontrados', an empty answer 'Nenhum cliente encontrado.'.
   */
  item: string;
  placeholder?: string;
  busca: string;
  mudarBusca: (v: string) => void;
  itens: T[];
  carregando: boolean;
  /** The search has answered (so an empty list means nothing matched). */
  respondeu: boolean;
  chave: (item: T) => string | number;
  primario: (item: T) => string;
  secundario: (item: T) => string;
  /**
   * A small picture beside each match (the product's image). A match without one (null) has no
   * placeholder: only a blank space, when some other match has a picture, keeps the texts aligned.
   */
  miniatura?: (item: T) => ReactNode;
  escolher: (item: T) => void;
};

/**
 * The pickers of the order screen (customer, product): type to search on the server; arrows move,
 * Enter chooses the highlighted match (the first one until an arrow is pressed), Escape closes and MUI
 * gives the focus back to the field that opened the picker.
 */
export function DialogoPesquisa<T>(p: Props<T>) {
  const id = useId();
  const rotuloLista = `${p.item.charAt(0).toUpperCase()}${p.item.slice(1)}s encontrados`;
  const [ativo, setAtivo] = useState(0);
  const lista = useRef<HTMLUListElement>(null);
  const total = p.itens.length;
  // Typing starts again on the first match; a shorter answer never leaves the highlight past its end.
  const atual = Math.max(0, Math.min(ativo, total - 1));
  // The highlighted match stays in view while the arrows walk a list longer than the dialog.
  useEffect(() => {
    lista.current?.querySelector(`[data-indice="${atual}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [atual]);
  const escolher = (i: number) => {
    const item = p.itens[i];
    if (item !== undefined) p.escolher(item);
  };
  const teclas = (e: KeyboardEvent) => {
    const passos: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 5, PageUp: -5 };
    const passo = passos[e.key];
    if (passo !== undefined) {
      e.preventDefault();
      setAtivo(Math.max(0, Math.min(total - 1, atual + passo)));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      escolher(atual);
    }
  };
  const opcao = (i: number) => `${id}-opcao-${i}`;
  const figuras = p.itens.map((item) => p.miniatura?.(item) ?? null);
  const algumaFigura = figuras.some((f) => f !== null);
  return (
    <Dialog open={p.aberto} onClose={p.onFechar} fullWidth maxWidth="sm" aria-labelledby={`${id}-titulo`}>
      <DialogTitle id={`${id}-titulo`}>{p.titulo}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          label={`Pesquisar ${p.item}`}
          placeholder={p.placeholder}
          value={p.busca}
          onChange={(e) => {
            p.mudarBusca(e.target.value);
            setAtivo(0);
          }}
          onKeyDown={teclas}
          sx={{ mt: 1 }}
          helperText="↑ ↓ escolhem, Enter confirma, Esc fecha"
          slotProps={{
            htmlInput: {
              'aria-controls': `${id}-lista`,
              // The highlighted match is announced while the focus stays in the search box.
              'aria-activedescendant': total > 0 ? opcao(atual) : undefined,
              maxLength: 150,
            },
          }}
        />
        <Box sx={{ height: 4, mt: 1 }}>{p.carregando && <LinearProgress aria-label="Carregando" />}</Box>
        <List id={`${id}-lista`} ref={lista} aria-label={rotuloLista} dense>
          {p.itens.map((item, i) => (
            <ListItemButton
              key={p.chave(item)}
              id={opcao(i)}
              data-indice={i}
              selected={i === atual}
              // The search box keeps the focus: the arrows move the highlight, not the focus.
              tabIndex={-1}
              onClick={() => escolher(i)}
            >
              {figuras[i] !== null ? (
                <ListItemAvatar>
                  <Avatar variant="rounded" sx={{ bgcolor: 'grey.100' }}>
                    {figuras[i]}
                  </Avatar>
                </ListItemAvatar>
              ) : (
                algumaFigura && <ListItemAvatar aria-hidden />
              )}
              <ListItemText primary={p.primario(item)} secondary={p.secundario(item)} />
            </ListItemButton>
          ))}
        </List>
        {p.respondeu && total === 0 && (
          <Typography color="text.secondary">{`Nenhum ${p.item} encontrado.`}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onFechar}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
