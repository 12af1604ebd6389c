import { AppBar, Box, Button, Toolbar, Typography } from '@mui/material';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { ID_CONTEUDO } from '../ui/conteudo.ts';
import { PularConteudo } from './PularConteudo.tsx';

/** The signed-out frame: the logo back to the login and the 'Cadastre-se' shortcut. */
export function CabecalhoPublico() {
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <PularConteudo />
      <AppBar position="static">
        <Toolbar>
          <Typography
            variant="h6"
            component={Link}
            to="/login"
            aria-label="Mascate - ir para o login"
            sx={{ flexGrow: 1, color: 'inherit', textDecoration: 'none', fontWeight: 700 }}
          >
            Mascate
          </Typography>
          <Button color="inherit" variant="outlined" component={Link} to="/cadastrar-empresa">
            Cadastre-se
          </Button>
        </Toolbar>
      </AppBar>
      {/* The screen's landmark: login, sign-up and the password screens are the page's main content. */}
      <Box component="main" id={ID_CONTEUDO} tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
        <Suspense>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
