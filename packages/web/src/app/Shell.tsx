import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Box,
  Drawer,
  IconButton,
  LinearProgress,
  Toolbar,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { acessoConsultas } from '../features/acesso/api/consultas.ts';
import { gravarSessao, limparSessao, useSessao } from '../sessao/sessao.ts';
import { ID_CONTEUDO } from '../ui/conteudo.ts';
import { MenuLateral } from './MenuLateral.tsx';
import { PularConteudo } from './PularConteudo.tsx';

const LARGURA_MENU = 240;

/** The signed-in frame: header with the user's name, the side menu, and the current screen. */
export function Shell() {
  const largo = useMediaQuery((t: Theme) => t.breakpoints.up('md'));
  const [aberto, setAberto] = useState(largo);
  const { nome, id } = useSessao();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const sair = async () => {
    // The session ends here whatever the server says: a failed logout must not keep anyone signed in.
    await acessoConsultas.sair().catch(() => undefined);
    limparSessao();
    queryClient.clear();
    navigate('/', { replace: true });
  };

  // Issue 51: another company of the person, no password. Nothing of the company left may show under the
  // new one: the cache is emptied and the screen starts again at home (the new role may not open it).
  const trocar = useMutation({
    mutationFn: (empresaId: number) => acessoConsultas.trocarEmpresa(empresaId),
    onSuccess: ({ retorno }) => {
      queryClient.clear();
      navigate('/home', { replace: true });
      gravarSessao(retorno);
      if (!largo) setAberto(false);
    },
  });

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <PularConteudo />
      <AppBar position="fixed" sx={(t) => ({ zIndex: t.zIndex.drawer + 1 })}>
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={aberto ? 'Fechar menu' : 'Abrir menu'}
            onClick={() => setAberto(!aberto)}
            sx={{ mr: 2 }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="div" sx={{ flexGrow: 1, fontWeight: 700 }}>
            Mascate
          </Typography>
          <Typography noWrap sx={{ maxWidth: '50vw' }}>
            {nome}
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer
        variant={largo ? 'persistent' : 'temporary'}
        open={aberto}
        onClose={() => setAberto(false)}
        sx={{
          width: aberto && largo ? LARGURA_MENU : 0,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: LARGURA_MENU, boxSizing: 'border-box' },
        }}
      >
        <Toolbar />
        <MenuLateral
          sair={sair}
          aoNavegar={() => !largo && setAberto(false)}
          trocarEmpresa={(empresaId) => trocar.mutate(empresaId)}
          trocando={trocar.isPending}
        />
      </Drawer>
      <Box
        component="main"
        id={ID_CONTEUDO}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, '&:focus': { outline: 'none' } }}
      >
        <Toolbar />
        {/* Keyed by the company: after a switch every screen mounts afresh, with none of the old state. */}
        <Suspense key={id} fallback={<LinearProgress aria-label="Carregando" />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
