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
import type { ComponentType } from 'react';
import { NavLink, useLocation } from 'react-router';
import { rotaDaTela } from '../sessao/permissoes.ts';
import { useSessao } from '../sessao/sessao.ts';
import { ITENS_MENU, iniciais, LINKS_EXTERNOS, nomeCurto } from './menu.ts';

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
      <Divider />
      <List dense>
        {itensDoPapel(papel).map(({ texto, rota, Icone }) => (
          // A list holds items: each link in its <li> (axe: 'list').
          <ListItem key={rota} disablePadding>
            <ListItemButton
              component={NavLink}
              to={rota}
              onClick={aoNavegar}
              selected={pathname === rota}
              aria-current={pathname === rota ? 'page' : undefined}
            >
              <ConteudoItem Icone={Icone} texto={texto} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Divider />
      <List dense>
        {LINKS_EXTERNOS.map(({ texto, rota, Icone }) => (
          <ListItem key={rota} disablePadding>
            <ListItemButton component="a" href={rota} target="_blank" rel="noopener noreferrer">
              <ConteudoItem Icone={Icone} texto={texto} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Divider />
      <List dense>
        <ListItem disablePadding>
          <ListItemButton onClick={sair}>
            <ConteudoItem Icone={LogoutIcon} texto="Sair" />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
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
