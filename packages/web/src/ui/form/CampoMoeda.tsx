import { TextField } from '@mui/material';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { EntradaMoeda } from '../entradas.tsx';
import { centavosDoTexto, textoDosCentavos, useSelecionarTudo } from '../moeda.ts';
import { type PropsCampo, type PropsTextField, texto, useCampo } from './useCampo.ts';

type Props<F extends FieldValues, S> = PropsCampo<F, S> &
  PropsTextField & {
    /** A hint under the field while it has no error (the order's item price shows the product's own). */
    ajuda?: string | undefined;
  };

/** Money in integer cents (EntradaMoeda: typed or pasted as written, shown as 'R$ 1.234,56'). */
export function CampoMoeda<F extends FieldValues, S>({ control, name, ajuda, ...resto }: Props<F, S>) {
  const { valor, mudar, ligacao } = useCampo(control, name);
  return (
    <EntradaMoeda
      {...resto}
      {...ligacao}
      helperText={ligacao.helperText ?? ajuda}
      value={typeof valor === 'number' ? valor : 0}
      onChange={mudar}
    />
  );
}

/**
 * Money the form keeps as text for its schema to read (a credit limit, a goal: '' is none): the same
 * input as CampoMoeda, select-all on focus, shown as 'R$ 1.234,56' once left when the parser reads it.
 */
export function CampoMoedaTexto<F extends FieldValues, S>({ control, name, ajuda, ...resto }: Props<F, S>) {
  const { valor, mudar, ligacao } = useCampo(control, name);
  const [focado, setFocado] = useState(false);
  const digitado = texto(valor);
  const centavos = centavosDoTexto(digitado);
  // On focus the form's text becomes what the field already shows ('R$ 5.000,00', not the API's
  // '5000.00'), so the input's text does not change under the selection and typing replaces it all.
  const selecionar = useSelecionarTudo(() => {
    if (centavos !== null && !Number.isNaN(centavos)) mudar(textoDosCentavos(centavos));
    setFocado(true);
  });
  const mostrado =
    focado || centavos === null || Number.isNaN(centavos) ? digitado : textoDosCentavos(centavos);
  return (
    <TextField
      {...resto}
      {...ligacao}
      value={mostrado}
      {...selecionar}
      onBlur={() => {
        setFocado(false);
        if (centavos !== null && !Number.isNaN(centavos)) mudar(textoDosCentavos(centavos));
        ligacao.onBlur();
      }}
      onChange={(e) => mudar(e.target.value)}
      helperText={ligacao.helperText ?? ajuda}
      slotProps={{ ...resto.slotProps, htmlInput: { inputMode: 'decimal', maxLength: 24 } }}
    />
  );
}
