import { Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';

type Props = { arquivo: File | null; mudar: (f: File | null) => void; atual: string | null };

/** The image input (accept image/*) with a preview of the chosen file, or else of the saved image. */
export function CampoImagem({ arquivo, mudar, atual }: Props) {
  const [previa, setPrevia] = useState<string | null>(null);
  useEffect(() => {
    if (!arquivo) return setPrevia(null);
    const url = URL.createObjectURL(arquivo);
    setPrevia(url);
    return () => URL.revokeObjectURL(url);
  }, [arquivo]);
  const mostrada = previa ?? atual;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Box
        sx={{
          width: 96,
          height: 96,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
          bgcolor: 'grey.50',
        }}
      >
        {mostrada ? (
          <img
            src={mostrada}
            alt="Imagem do produto"
            style={{ width: '100%', height: '100%', objectFit: 'contain' }}
          />
        ) : (
          <Typography variant="caption" color="text.secondary">
            Sem imagem
          </Typography>
        )}
      </Box>
      <Stack spacing={0.5}>
        <Button variant="outlined" component="label">
          Imagem
          <input
            hidden
            type="file"
            accept="image/*"
            aria-label="Imagem"
            onChange={(e) => mudar(e.target.files?.[0] ?? null)}
          />
        </Button>
        <Typography variant="caption" color="text.secondary">
          {arquivo ? arquivo.name : 'PNG, JPEG, GIF ou WEBP, até 5 MB'}
        </Typography>
      </Stack>
    </Stack>
  );
}
