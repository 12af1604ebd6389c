import { Link } from '@mui/material';
import { ID_CONTEUDO } from '../ui/conteudo.ts';

/**
 * The first Tab stop of every screen: hidden until focused, it jumps past the header and the menu
 * (about 20 links) to the screen's content.
 */
export function PularConteudo() {
  return (
    <Link
      href={`#${ID_CONTEUDO}`}
      onClick={(e) => {
        // Focus the content itself (the address keeps no '#conteudo': the router owns it).
        e.preventDefault();
        document.getElementById(ID_CONTEUDO)?.focus();
      }}
      sx={(t) => ({
        position: 'fixed',
        left: 8,
        top: -64,
        zIndex: t.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        borderRadius: 1,
        boxShadow: 3,
        '&:focus': { top: 8 },
      })}
    >
      Pular para o conteúdo
    </Link>
  );
}
