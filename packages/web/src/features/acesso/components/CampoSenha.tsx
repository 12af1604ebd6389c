import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment } from '@mui/material';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { CampoTexto } from '../../../ui/form/CampoTexto.tsx';
import type { PropsCampo } from '../../../ui/form/useCampo.ts';

/** A password field with the spec's show/hide toggle. */
export function CampoSenha<F extends FieldValues, S>(props: PropsCampo<F, S> & { autoComplete: string }) {
  const [visivel, setVisivel] = useState(false);
  return (
    <CampoTexto
      {...props}
      type={visivel ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label="Mostrar senha"
            aria-pressed={visivel}
            onClick={() => setVisivel(!visivel)}
            edge="end"
          >
            {visivel ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
