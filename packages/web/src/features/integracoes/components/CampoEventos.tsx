import { EVENTOS_WEBHOOK, type EventoWebhook, LISTA_EVENTOS_WEBHOOK } from '@mascate/domain';
import { Box, Checkbox, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { type PropsCampo, useCampo } from '../../../ui/form/useCampo.ts';

/** The webhook's events: one checkbox each, in the events' order. */
export function CampoEventos<F extends FieldValues, S>({ control, name, label }: PropsCampo<F, S>) {
  const { valor, mudar, ligacao } = useCampo(control, name);
  const id = useId();
  const marcados = new Set(Array.isArray(valor) ? (valor as string[]) : []);
  const alternar = (e: EventoWebhook) => {
    const novo = new Set(marcados);
    if (novo.has(e)) novo.delete(e);
    else novo.add(e);
    mudar(LISTA_EVENTOS_WEBHOOK.filter((x) => novo.has(x)));
  };
  return (
    <Box
      role="group"
      aria-labelledby={`${id}-rotulo`}
      aria-describedby={ligacao.error ? `${id}-erro` : undefined}
    >
      <FormLabel id={`${id}-rotulo`} error={ligacao.error}>
        {label}
      </FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {LISTA_EVENTOS_WEBHOOK.map((evento) => (
          <FormControlLabel
            key={evento}
            label={EVENTOS_WEBHOOK[evento]}
            control={
              <Checkbox
                checked={marcados.has(evento)}
                onChange={() => alternar(evento)}
                onBlur={ligacao.onBlur}
              />
            }
          />
        ))}
      </FormGroup>
      {ligacao.error && (
        <FormHelperText id={`${id}-erro`} error>
          {ligacao.helperText}
        </FormHelperText>
      )}
    </Box>
  );
}
