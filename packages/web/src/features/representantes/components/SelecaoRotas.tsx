import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { useRotasParaSelecao } from '../api/listar-rotas.ts';

type Props = { aberto: boolean; fechar: () => void; escolhidas: number[]; mudar: (ids: number[]) => void };

/** The spec's 'Seleção de Rotas': clicking a route toggles it. */
export function SelecaoRotas({ aberto, fechar, escolhidas, mudar }: Props) {
  const rotas = useRotasParaSelecao();
  const alternar = (id: number) =>
    mudar(escolhidas.includes(id) ? escolhidas.filter((x) => x !== id) : [...escolhidas, id]);
  return (
    <Dialog open={aberto} onClose={fechar} aria-labelledby="selecao-rotas-titulo">
      <DialogTitle id="selecao-rotas-titulo">Seleção de Rotas</DialogTitle>
      <DialogContent sx={{ width: 400, maxWidth: '100%' }}>
        {rotas.isSuccess && rotas.data.length === 0 && (
          <Typography color="text.secondary">Nenhuma rota cadastrada.</Typography>
        )}
        <List dense>
          {(rotas.data ?? []).map((r) => {
            const marcada = escolhidas.includes(r.id);
            return (
              <ListItemButton
                key={r.id}
                onClick={() => alternar(r.id)}
                role="checkbox"
                aria-checked={marcada}
              >
                <ListItemIcon>
                  <Checkbox edge="start" checked={marcada} tabIndex={-1} disableRipple />
                </ListItemIcon>
                <ListItemText primary={r.nome} />
              </ListItemButton>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={fechar} variant="contained">
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
