import { type Papel, podeChamar } from '@mascate/domain';
import CheckIcon from '@mui/icons-material/Check';
import LogoutIcon from '@mui/icons-material/Logout';
import MergeIcon from '@mui/icons-material/MergeType';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import {
  Avatar,
  Box,
  Button,
  Divider,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import { type ComponentType, type ReactNode, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { JuntarContas } from '../features/acesso/components/JuntarContas.tsx';
import { rotaDaTela } from '../sessao/permissoes.ts';
import { useSessao } from '../sessao/sessao.ts';
import { ITENS_MENU, type ItemMenu, iniciais, LINKS_EXTERNOS, nomeCurto } from './menu.ts';

/** The menu without the screens the role may not open (the same table the server enforces). */
const itensDoPapel = (papel: Papel) =>
  ITENS_MENU.filter(({ rota }) => {
    const api = rotaDaTela(rota);
    return api === undefined || podeChamar(papel, api);
  });

type Props = {
  sair: () => void;
  aoNavegar: () => void;
  /** Another company of the person (issue 51). */
  trocarEmpresa: (empresaId: number) => void;
  trocando: boolean;
};

export function MenuLateral({ sair, aoNavegar, trocarEmpresa, trocando }: Props) {
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
      <EmpresaAtual trocar={trocarEmpresa} trocando={trocando} />
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
 * The company this session opened; with more than one, 'Trocar empresa' lists the others (issue 51), and
 * 'Juntar contas' brings in another account's companies.
 */
function EmpresaAtual({ trocar, trocando }: { trocar: (empresaId: number) => void; trocando: boolean }) {
  const { id, empresas } = useSessao();
  const [ancora, setAncora] = useState<HTMLElement | null>(null);
  const [juntando, setJuntando] = useState(false);
  const atual = empresas.find((e) => e.id === id);
  if (!atual) return null;
  const dialogo = juntando && <JuntarContas fechar={() => setJuntando(false)} />;
  // One company: its name is the user's own in most accounts (the header shows it), so only the way to
  // bring another account's companies in.
  if (empresas.length < 2)
    return (
      <Box sx={{ px: 2, pb: 1 }}>
        <Button size="small" startIcon={<MergeIcon />} onClick={() => setJuntando(true)}>
          Juntar contas
        </Button>
        {dialogo}
      </Box>
    );
  return (
    <>
      {dialogo}
      <Divider />
      <List dense>
        <ListItem disablePadding>
          <ListItemButton
            id="trocar-empresa"
            aria-haspopup="menu"
            aria-expanded={ancora ? 'true' : undefined}
            aria-controls={ancora ? 'empresas-da-pessoa' : undefined}
            disabled={trocando}
            onClick={(e) => setAncora(e.currentTarget)}
          >
            <ListItemIcon>
              <SwapHorizIcon />
            </ListItemIcon>
            <ListItemText
              primary="Trocar empresa"
              secondary={atual.nome}
              slotProps={{ secondary: { noWrap: true, title: atual.nome } }}
            />
          </ListItemButton>
        </ListItem>
      </List>
      <Menu
        id="empresas-da-pessoa"
        anchorEl={ancora}
        open={ancora !== null}
        onClose={() => setAncora(null)}
        slotProps={{ list: { 'aria-labelledby': 'trocar-empresa' } }}
      >
        {empresas.map((e) => (
          <MenuItem
            key={e.id}
            selected={e.id === id}
            aria-current={e.id === id ? 'true' : undefined}
            onClick={() => {
              setAncora(null);
              if (e.id !== id) trocar(e.id);
            }}
          >
            <ListItemIcon>{e.id === id ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            {e.nome}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            setAncora(null);
            setJuntando(true);
          }}
        >
          <ListItemIcon>
            <MergeIcon fontSize="small" />
          </ListItemIcon>
          Juntar contas
        </MenuItem>
      </Menu>
    </>
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
