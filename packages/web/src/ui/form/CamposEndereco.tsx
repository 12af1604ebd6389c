import { type EnderecoCep, prefixoDdd } from '@mascate/domain';
import { Grid } from '@mui/material';
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';
import { CampoCep } from './CampoCep.tsx';
import { CelulaTexto } from './CelulaTexto.tsx';

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
    // ViaCEP's shape (domain schemas/cep.ts): the city comes as `localidade`.
    preencher(nome('cidade'), e.localidade);
    for (const n of ['bairro', 'logradouro', 'uf', 'complemento'] as const) preencher(nome(n), e[n]);
    preencher(telefone, prefixoDdd(e.ddd, String(getValues(telefone) ?? '')));
  };
  return (
    <>
      <Grid size={{ xs: 12, md: 3 }}>
        <CampoCep control={control} name={nome('cep')} fullWidth onEndereco={aoEndereco} />
      </Grid>
      <CelulaTexto control={control} name={nome('logradouro')} label="Logradouro" max={150} md={7} />
      <CelulaTexto control={control} name={nome('numero')} label="Número" max={20} md={2} />
      <CelulaTexto control={control} name={nome('bairro')} label="Bairro" max={100} md={4} />
      <CelulaTexto control={control} name={nome('complemento')} label="Complemento" max={150} md={4} />
      <CelulaTexto control={control} name={nome('cidade')} label="Cidade" max={100} md={3} />
      <CelulaTexto control={control} name={nome('uf')} label="UF" max={2} md={1} />
    </>
  );
}
