import { type Papel, podeChamar } from '@mascate/domain';
import LogoutIcon from '@mui/icons-material/Logout';
import {
  Avatar,
  Box,
  Divider,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { rotaDaTela } from '../sessao/permissoes.ts';
import { useSessao } from '../sessao/sessao.ts';
import { ITENS_MENU, type ItemMenu, iniciais, LINKS_EXTERNOS, nomeCurto } from './menu.ts';

/** The menu without the screens the role may not open (the same table the server enforces). */
const itensDoPapel = (papel: Papel) =>
  ITENS_MENU.filter(({ rota }) => {
    const api = rotaDaTela(rota);
    return api === undefined || podeChamar(papel, api);
  });

export function MenuLateral({ sair, aoNavegar }: { sair: () => void; aoNavegar: () => void }) {
  const { nome, imagemLogin, papel } = useSessao();
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label="Menu principal">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2 }}>
        <Avatar src={imagemLogin || undefined} alt={nome} sx={{ bgcolor: 'primary.main' }}>
          {iniciais(nome)}
        </Avatar>
        <Typography sx={{ fontWeight: 600 }} title={nome}>
          {nomeCurto(nome)}
        </Typography>
      </Box>
      <GrupoMenu
        itens={itensDoPapel(papel)}
        botao={(rota, conteudo) => (
          <ListItemButton
            component={NavLink}
            to={rota}
            onClick={aoNavegar}
            selected={pathname === rota}
            aria-current={pathname === rota ? 'page' : undefined}
          >
            {conteudo}
          </ListItemButton>
        )}
      />
      <GrupoMenu
        itens={LINKS_EXTERNOS}
        botao={(rota, conteudo) => (
          <ListItemButton component="a" href={rota} target="_blank" rel="noopener noreferrer">
            {conteudo}
          </ListItemButton>
        )}
      />
      <GrupoMenu
        itens={[{ texto: 'Sair', rota: 'sair', Icone: LogoutIcon }]}
        botao={(_, conteudo) => <ListItemButton onClick={sair}>{conteudo}</ListItemButton>}
      />
    </Box>
  );
}

/**
 * A group of the menu under a line: the screens, the external links, 'Sair'. Each entry's button is the
 * group's (a screen, a new tab, an action); its icon and text look alike in all three.
 */
function GrupoMenu({
  itens,
  botao,
}: {
  itens: ItemMenu[];
  botao: (rota: string, conteudo: ReactNode) => ReactNode;
}) {
  return (
    <>
      <Divider />
      <List dense>
        {itens.map(({ texto, rota, Icone }) => (
          // A list holds items: each link in its <li> (axe: 'list').
          <ListItem key={rota} disablePadding>
            {botao(rota, <ConteudoItem Icone={Icone} texto={texto} />)}
          </ListItem>
        ))}
      </List>
    </>
  );
}

/** An entry's icon and text: the screens, the external links and 'Sair' look alike. */
function ConteudoItem({ Icone, texto }: { Icone: ComponentType; texto: string }) {
  return (
    <>
      <ListItemIcon>
        <Icone />
      </ListItemIcon>
      <ListItemText primary={texto} />
    </>
  );
}
