import { tooltipAdicionar } from '@mascate/domain';
import AddIcon from '@mui/icons-material/Add';
import { Fab, Tooltip } from '@mui/material';
import { Link } from 'react-router';
import { rotaDaTela, usePode } from '../sessao/permissoes.ts';

/** The spec's floating add button: fixed 20 px from the bottom and right; only for a role that may add. */
export function BotaoAdicionar({ itemNome, rota }: { itemNome: string; rota: string }) {
  const texto = tooltipAdicionar(itemNome);
  // Hidden from a role that may not open the register screen (issue 14: the one permission table).
  const pode = usePode(rotaDaTela(rota));
  if (!pode) return null;
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
