import { AppBar, Box, Button, Toolbar, Typography } from '@mui/material';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';

/** The signed-out frame: the logo back to the login and the 'Cadastre-se' shortcut. */
export function CabecalhoPublico() {
  return (
    <Box sx={{ minHeight: '100vh' }}>
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
      <Suspense>
        <Outlet />
      </Suspense>
    </Box>
  );
}
