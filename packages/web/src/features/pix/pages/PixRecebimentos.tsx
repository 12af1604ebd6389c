import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DialogoSucesso } from '../../../ui/DialogoSucesso.tsx';
import { pixConsultas, useGerarWebhook } from '../api/consultas.ts';
import { FormularioPix } from '../components/FormularioPix.tsx';
import { RecebimentosAConciliar } from '../components/RecebimentosAConciliar.tsx';

/** The webhook's address, answered once when made (only its hash is kept). */
function EnderecoWebhook({ definido }: { definido: boolean }) {
  const gerar = useGerarWebhook();
  const [url, setUrl] = useState('');
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Webhook do PSP
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {definido
          ? 'Há um endereço de webhook gravado. Gerar outro invalida o anterior.'
          : 'Gere o endereço e cadastre-o no PSP: cada Pix recebido chega por ele e dá baixa no título.'}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Button
          variant="outlined"
          disabled={gerar.isPending}
          onClick={() => gerar.mutate(undefined, { onSuccess: (r) => setUrl(String(r.retorno.url ?? '')) })}
        >
          Gerar endereço do webhook
        </Button>
        {url && (
          <TextField
            label="Endereço do webhook (copie agora: não é mostrado de novo)"
            value={url}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        )}
      </Stack>
    </Paper>
  );
}

/** "Pix e recebimentos": the company's key, its PSP and the webhook's address. */
export default function PixRecebimentos() {
  const config = useQuery(pixConsultas.configuracao());
  const [sucesso, setSucesso] = useState<string | null>(null);
  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 960 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
        Pix e recebimentos
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Chave Pix da empresa
        </Typography>
        {config.isSuccess && (
          <FormularioPix key={config.dataUpdatedAt} atual={config.data} comPsp gravado={setSucesso} />
        )}
      </Paper>
      {config.data && <EnderecoWebhook definido={config.data.webhook_definido} />}
      {config.data && <RecebimentosAConciliar />}
      <DialogoSucesso mensagem={sucesso} fechar={() => setSucesso(null)} />
    </Box>
  );
}
