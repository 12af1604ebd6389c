import {
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormLabel,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';

export type OpcaoChip = { chave: string | number; rotulo: string; marcada: boolean };

type Props = {
  rotulo: string;
  /** Shown in the chip area while nothing is chosen. */
  textoVazio: string;
  tituloModal: string;
  opcoes: OpcaoChip[];
  /** The chosen items' labels, in the order they are shown. */
  chips: string[];
  alternar: (chave: OpcaoChip['chave']) => void;
  /** An extra button that opens the modal too (the representative edit's 'Adicionar Rota'). */
  botaoAdicionar?: string;
  semOpcoes?: string;
};

/**
 * A labelled chip area whose click opens a 400-wide modal where each option toggles: the spec's
 * 'Seleção de Dias para Rota' and 'Seleção de Rotas'.
 */
export function CampoSelecaoChips(p: Props) {
  const [aberto, setAberto] = useState(false);
  const id = useId();
  const fechar = () => setAberto(false);
  return (
    <Box>
      <FormLabel id={`${id}-rotulo`} sx={{ display: 'block', mb: 1 }}>
        {p.rotulo}
      </FormLabel>
      <Box
        component="button"
        type="button"
        // Named by the label and what it shows, so the visible text is part of the name (axe:
        // label-content-name-mismatch), e.g. "Dias Selecionar dias".
        aria-labelledby={`${id}-rotulo ${id}-conteudo`}
        aria-haspopup="dialog"
        onClick={() => setAberto(true)}
        sx={{
          width: '100%',
          minHeight: 48,
          p: 1,
          textAlign: 'left',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          cursor: 'pointer',
          font: 'inherit',
        }}
      >
        <Stack id={`${id}-conteudo`} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {p.chips.length === 0 ? (
            <Box component="span" sx={{ color: 'text.secondary', py: 0.5 }}>
              {p.textoVazio}
            </Box>
          ) : (
            p.chips.map((c) => <Chip key={c} label={c} color="primary" size="small" />)
          )}
        </Stack>
      </Box>
      {p.botaoAdicionar && (
        <Button sx={{ mt: 1 }} variant="outlined" onClick={() => setAberto(true)}>
          {p.botaoAdicionar}
        </Button>
      )}
      <Dialog open={aberto} onClose={fechar} aria-labelledby={`${id}-titulo`}>
        <DialogTitle id={`${id}-titulo`}>{p.tituloModal}</DialogTitle>
        <DialogContent sx={{ width: 400, maxWidth: '100%' }}>
          {p.opcoes.length === 0 && p.semOpcoes && (
            <Typography color="text.secondary">{p.semOpcoes}</Typography>
          )}
          <List dense>
            {p.opcoes.map((o) => (
              <ListItem key={o.chave} disablePadding>
                <ListItemButton onClick={() => p.alternar(o.chave)} role="checkbox" aria-checked={o.marcada}>
                  <ListItemIcon>
                    <Checkbox
                      edge="start"
                      checked={o.marcada}
                      tabIndex={-1}
                      disableRipple
                      slotProps={{ input: { 'aria-hidden': true } }}
                    />
                  </ListItemIcon>
                  <ListItemText primary={o.rotulo} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={fechar} variant="contained">
            OK
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
