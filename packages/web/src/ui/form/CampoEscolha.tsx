import { TextField } from '@mui/material';
import type { KeyboardEvent } from 'react';
import type { FieldValues } from 'react-hook-form';
import { type PropsCampo, type PropsTextField, useCampo } from './useCampo.ts';

type Props<F extends FieldValues, S> = PropsCampo<F, S> &
  PropsTextField & {
    /** What the chosen record is shown as (its name); '' before a choice. */
    texto: string;
    /** Opens the picker (a click, Enter, Space, ArrowDown); typing opens it searching for what was typed. */
    abrir: (busca?: string) => void;
  };

const TECLAS_ABRIR = new Set(['Enter', ' ', 'ArrowDown', 'F4']);

/** The key that opens the picker: undefined for none, '' to open, a letter to open searching for it. */
function buscaDaTecla(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>) {
  if (e.ctrlKey || e.metaKey || e.altKey) return undefined;
  if (TECLAS_ABRIR.has(e.key)) return '';
  // A printable character (one code point): type-ahead, as in a select.
  return [...e.key].length === 1 ? e.key : undefined;
}

/**
 * A record chosen in a picker (the order's customer, the item's product): read-only; a click, Enter,
 * Space or ArrowDown opens the picker, and typing opens it with the typed text as the search. The form
 * keeps the record's id, whose message the field shows.
 */
export function CampoEscolha<F extends FieldValues, S>({
  control,
  name,
  texto,
  abrir,
  ...resto
}: Props<F, S>) {
  const { ligacao } = useCampo(control, name);
  const teclas = (e: KeyboardEvent<HTMLDivElement>) => {
    const busca = buscaDaTecla(e);
    if (busca === undefined) return;
    // The key is not typed anywhere else (the search box gets it as its text) nor submits a form.
    e.preventDefault();
    abrir(busca);
  };
  return (
    <TextField
      {...resto}
      {...ligacao}
      value={texto}
      onClick={() => abrir()}
      onKeyDown={teclas}
      slotProps={{
        htmlInput: { readOnly: true, 'aria-haspopup': 'dialog' },
        inputLabel: { shrink: true },
      }}
    />
  );
}
