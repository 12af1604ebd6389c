import { MSG, textoVazio, tooltipAdicionar } from '@mascate/domain';
import { Paper, Typography } from '@mui/material';
import { useId } from 'react';

type Props = {
  itemNome: string /** Replaces the invitation to add one (a list filtered by dates). */;
  texto?: string;
  /** An administrator who can add one: the spec's text, then how to start (issue 46). */
  comecar?: boolean;
};

/**
 * The spec's empty-list notice, in the page where the table would be: a modal would stop the person
 * before they could read the screen or use its filters, and hide the add button from assistive technology.
 */
export function ListaVazia({ itemNome, texto, comecar = false }: Props) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 3, textAlign: 'center' }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1 }}>
        {MSG.nenhumRegistroDisponivel}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{texto ?? textoVazio(itemNome)}</Typography>
      {comecar && (
        <Typography
          sx={{ mt: 1 }}
        >{`Para começar, use o botão + (${tooltipAdicionar(itemNome)}) no canto da tela.`}</Typography>
      )}
    </Paper>
  );
}
