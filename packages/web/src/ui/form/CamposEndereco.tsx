import { prefixoDdd } from '@mascate/domain';
import { Grid } from '@mui/material';
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';
import { CampoCep, type EnderecoCep } from './CampoCep.tsx';
import { CampoTexto } from './CampoTexto.tsx';

type CampoEndereco = 'cep' | 'logradouro' | 'numero' | 'bairro' | 'complemento' | 'cidade' | 'uf';
type Props<F extends FieldValues, S> = {
  form: Pick<UseFormReturn<F, unknown, S>, 'control' | 'setValue' | 'getValues'>;
  /** The phone field whose DDD the CEP's answer fills in. */
  telefone: FieldPath<F>;
};

/**
 * The address block of the customer and company forms: CEP (its look-up fills the address and the
 * phone's DDD; the fields stay editable) and the address fields, in the spec's order and widths.
 */
export function CamposEndereco<F extends FieldValues & Partial<Record<CampoEndereco, unknown>>, S>({
  form: { control, setValue, getValues },
  telefone,
}: Props<F, S>) {
  // The constraint above guarantees these names; TypeScript cannot narrow FieldPath<F> of a generic F.
  const nome = (n: CampoEndereco) => n as FieldPath<F>;
  const preencher = (n: FieldPath<F>, v: string) =>
    setValue(n, v as PathValue<F, FieldPath<F>>, { shouldDirty: true });
  const aoEndereco = (e: EnderecoCep) => {
    for (const n of ['cidade', 'bairro', 'logradouro', 'uf', 'complemento'] as const)
      preencher(nome(n), e[n]);
    preencher(telefone, prefixoDdd(e.ddd, String(getValues(telefone) ?? '')));
  };
  const campo = (n: CampoEndereco, label: string, max: number, md: number) => (
    <Grid size={{ xs: 12, md }}>
      <CampoTexto control={control} name={nome(n)} label={label} max={max} fullWidth />
    </Grid>
  );
  return (
    <>
      <Grid size={{ xs: 12, md: 3 }}>
        <CampoCep control={control} name={nome('cep')} fullWidth onEndereco={aoEndereco} />
      </Grid>
      {campo('logradouro', 'Logradouro', 150, 7)}
      {campo('numero', 'Número', 20, 2)}
      {campo('bairro', 'Bairro', 100, 4)}
      {campo('complemento', 'Complemento', 150, 4)}
      {campo('cidade', 'Cidade', 100, 3)}
      {campo('uf', 'UF', 2, 1)}
    </>
  );
}
