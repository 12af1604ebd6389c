import { formatarDataHora } from '@mascate/domain';
import { Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { envioEmailConsulta } from '../api/extras.ts';

/** The order screen's issue-27 extras: 'Repetir pedido' and where its e-mail stands in the mail queue. */
export function RepetirPedido({ id }: { id: number }) {
  const navigate = useNavigate();
  const email = useQuery(envioEmailConsulta(id)).data;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button variant="outlined" onClick={() => navigate(`/cadastrar-pedido?repetir=${id}`)}>
        Repetir pedido
      </Button>
      {email && (
        <Typography variant="body2" color={email.situacao === 'falhou' ? 'error' : 'text.secondary'}>
          {email.situacao === 'enviado'
            ? `E-mail enviado para ${email.para} em ${formatarDataHora(email.enviado_em ?? '')}.`
            : email.situacao === 'na_fila'
              ? `E-mail para ${email.para} na fila de envio desde ${formatarDataHora(email.pedido_em)}: ainda não enviado.`
              : `O e-mail para ${email.para} não pôde ser enviado. Tente enviar de novo.`}
        </Typography>
      )}
    </Stack>
  );
}
