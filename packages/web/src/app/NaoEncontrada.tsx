import { MSG } from '@mascate/domain';
import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router';

export default function NaoEncontrada() {
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
        {MSG.naoEncontrada404}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Verifique se o endereço (URL) foi digitado corretamente ou entre em contato com o administrador.
      </Typography>
      <Button variant="contained" component={Link} to="/home">
        Ir para o início
      </Button>
    </Box>
  );
}
