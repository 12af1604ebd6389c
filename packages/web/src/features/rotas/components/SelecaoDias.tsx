import { alternarDia, DIAS_SEMANA } from '@mascate/domain';
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
} from '@mui/material';

type Props = { aberto: boolean; fechar: () => void; flags: string; mudar: (flags: string) => void };

/** The spec's 'Seleção de Dias para Rota': each weekday toggles its flag (Sunday first). */
export function SelecaoDias({ aberto, fechar, flags, mudar }: Props) {
  return (
    <Dialog open={aberto} onClose={fechar} aria-labelledby="selecao-dias-titulo">
      <DialogTitle id="selecao-dias-titulo">Seleção de Dias para Rota</DialogTitle>
      <DialogContent sx={{ width: 400, maxWidth: '100%' }}>
        <List dense>
          {DIAS_SEMANA.map((dia, i) => {
            const marcado = flags[i] === '1';
            return (
              <ListItemButton
                key={dia}
                onClick={() => mudar(alternarDia(flags, i))}
                role="checkbox"
                aria-checked={marcado}
              >
                <ListItemIcon>
                  <Checkbox
                    edge="start"
                    checked={marcado}
                    tabIndex={-1}
                    disableRipple
                    slotProps={{ input: { 'aria-hidden': true } }}
                  />
                </ListItemIcon>
                <ListItemText primary={dia} />
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
