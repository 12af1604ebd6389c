import { formatarMoeda, lerDinheiro } from '@mascate/domain';
import { type FocusEvent, type MouseEvent, useRef } from 'react';

/**
 * What a money field's text means, read by the API's own parser (lerDinheiro): 'R$ 1.234,56', '1.234,56',
 * '1234,56', '1234.56' and '12' (R$ 12,00) are cents; '' is none (null); any other text is NaN, which the
 * form's schema refuses with its message instead of saving something else.
 */
export function centavosDoTexto(texto: string): number | null {
  if (texto.trim() === '') return null;
  // Each field's own bound is its schema's (the API's); here only what a number holds exactly.
  const l = lerDinheiro(texto, Number.MAX_SAFE_INTEGER);
  return l.ok ? l.valor : Number.NaN;
}

/** The text a money field shows for its value when not being typed in ('' for none or unreadable). */
export const textoDosCentavos = (centavos: number | null): string =>
  centavos === null || !Number.isFinite(centavos) ? '' : formatarMoeda(centavos);

/** The message under a money field whose text the parser does not read. */
export const MSG_MOEDA_ILEGIVEL = 'Digite um valor em reais, como 1.234,56.';

type Entrada = HTMLInputElement | HTMLTextAreaElement;

/**
 * Select-all on focus, so what is typed replaces the value (a price table's field starts with the base
 * price): selected at once, and the mouse-up of the click that focused it is kept from moving the caret.
 */
export function useSelecionarTudo(aoFocar?: () => void) {
  const focando = useRef(false);
  return {
    onFocus: (e: FocusEvent<Entrada>) => {
      aoFocar?.();
      // The focused field's text must be what it showed (see CampoMoedaTexto), or a re-render drops this.
      e.target.select();
      focando.current = true;
    },
    onMouseUp: (e: MouseEvent) => {
      if (focando.current) e.preventDefault();
      focando.current = false;
    },
  };
}
