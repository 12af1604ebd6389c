import { type EnderecoCep, formatarCep, normalizarCep } from '@mascate/domain';
import { CircularProgress, InputAdornment, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { cepConsultas } from '../../api/cep.ts';
import { useAlertaErro } from '../AlertaErro.tsx';
import { type PropsCampo, type PropsTextField, texto, useCampo } from './useCampo.ts';

type Props<F extends FieldValues, S> = Omit<PropsCampo<F, S>, 'label'> &
  PropsTextField & { label?: string; onEndereco: (e: EnderecoCep) => void };

/**
 * CEP masked while typing; at exactly 8 digits it asks the server for the address. A failed lookup
 * only shows the message: the address fields stay editable so the user can type them.
 */
export function CampoCep<F extends FieldValues, S>({
  control,
  name,
  onEndereco,
  label = 'CEP',
  ...resto
}: Props<F, S>) {
  const { valor, mudar, ligacao } = useCampo(control, name);
  const value = texto(valor);
  const alertar = useAlertaErro();
  const queryClient = useQueryClient();
  const [buscando, setBuscando] = useState(false);
  // Only the answer for the CEP currently typed may fill the form (an older, slower one is dropped).
  const ultimo = useRef('');

  const buscar = async (cep: string) => {
    ultimo.current = cep;
    setBuscando(true);
    try {
      // The address comes beside `retorno`, in ViaCEP's shape (respostasCep.consultar).
      const r = await queryClient.fetchQuery(cepConsultas.endereco(cep));
      if (ultimo.current !== cep) return;
      onEndereco(r);
    } catch (erro) {
      if (ultimo.current === cep) alertar(erro instanceof Error ? erro.message : String(erro));
    } finally {
      if (ultimo.current === cep) setBuscando(false);
    }
  };

  return (
    <TextField
      {...resto}
      {...ligacao}
      label={label}
      value={formatarCep(value)}
      onChange={(e) => {
        const formatado = formatarCep(e.target.value);
        mudar(formatado);
        const cep = normalizarCep(formatado);
        if (cep.length === 8 && cep !== normalizarCep(value)) void buscar(cep);
        else if (cep.length !== 8) ultimo.current = '';
      }}
      slotProps={{
        ...resto.slotProps,
        htmlInput: { inputMode: 'numeric', maxLength: 9, autoComplete: 'postal-code' },
        input: {
          endAdornment: buscando ? (
            <InputAdornment position="end">
              <CircularProgress size={18} aria-label="Buscando endereço" />
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
