import { Box, Typography } from '@mui/material';
import { ChavesIntegracao } from '../components/ChavesIntegracao.tsx';
import { WebhooksIntegracao } from '../components/WebhooksIntegracao.tsx';

/** "Integrações": the keys and the webhooks through which the company's other systems talk to Mascate. */
export default function Integracoes() {
  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 1100 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
        Integrações
      </Typography>
      <ChavesIntegracao />
      <WebhooksIntegracao />
    </Box>
  );
}
