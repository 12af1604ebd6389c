import { formatarMoeda, paraCentavos } from '@mascate/domain';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DialogoAviso } from '../../../ui/DialogoAviso.tsx';
import { pixConsultas } from '../api/consultas.ts';

/** The static Pix code of one open receivable: its QR code and the "Pix copia e cola" with a copy button. */
export function DialogoPix({ id, numero, fechar }: { id: number; numero: string; fechar: () => void }) {
  const { data: p } = useQuery(pixConsultas.titulo(id));
  const [copiado, setCopiado] = useState(false);
  return (
    <DialogoAviso
      aberto
      mensagem={null}
      fechar={fechar}
      id="titulo-pix"
      titulo={`Pix do título ${numero}`}
      largura="sm"
    >
      {p ? (
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Typography>Valor em aberto: {formatarMoeda(paraCentavos(p.valor))}</Typography>
          <Box
            component="img"
            alt={`QR code Pix do título ${numero}`}
            src={`data:image/svg+xml;utf8,${encodeURIComponent(p.qr_svg)}`}
            sx={{ width: 220, height: 220 }}
          />
          <TextField
            label="Pix copia e cola"
            value={p.pix_copia_e_cola}
            multiline
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace', fontSize: 12 } } }}
          />
          <Button
            variant="contained"
            onClick={() => navigator.clipboard.writeText(p.pix_copia_e_cola).then(() => setCopiado(true))}
          >
            {copiado ? 'Código copiado!' : 'Copiar código Pix'}
          </Button>
        </Stack>
      ) : (
        <Typography>Carregando o código Pix...</Typography>
      )}
    </DialogoAviso>
  );
}
