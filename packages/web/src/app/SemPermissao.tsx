import { ROTULO_PAPEL } from '@mascate/domain';
import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { rotaDaTela, usePode } from '../sessao/permissoes.ts';
import { useSessao } from '../sessao/sessao.ts';

/** The clear page for an address the role may not open (typed or bookmarked). */
function SemPermissao() {
  const { papel } = useSessao();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
        Acesso não permitido
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Seu perfil de acesso ({ROTULO_PAPEL[papel]}) não permite abrir esta página. Se precisar dela, fale com
        o administrador da empresa.
      </Typography>
      <Button variant="contained" component={Link} to="/home">
        Ir para o início
      </Button>
    </Box>
  );
}

/** Shows the screen, or the clear page when the role may not use it (sessao/permissoes.ts). */
export function TelaPermitida({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return usePode(rotaDaTela(pathname)) ? children : <SemPermissao />;
}
