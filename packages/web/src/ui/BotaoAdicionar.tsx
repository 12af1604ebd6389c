import { tooltipAdicionar } from '@mascate/domain';
import AddIcon from '@mui/icons-material/Add';
import { Fab, Tooltip } from '@mui/material';
import { Link } from 'react-router';

/** The spec's floating add button: fixed 20 px from the bottom and right. */
export function BotaoAdicionar({ itemNome, rota }: { itemNome: string; rota: string }) {
  const texto = tooltipAdicionar(itemNome);
  return (
    <Tooltip title={texto}>
      <Fab
        color="primary"
        aria-label={texto}
        component={Link}
        to={rota}
        sx={(t) => ({ position: 'fixed', bottom: 20, right: 20, zIndex: t.zIndex.modal + 2 })}
      >
        <AddIcon />
      </Fab>
    </Tooltip>
  );
}
