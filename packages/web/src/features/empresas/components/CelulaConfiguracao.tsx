import { Grid } from '@mui/material';
import type { FieldPath } from 'react-hook-form';
import { CampoSelecao, type Opcao } from '../../../ui/form/CampoSelecao.tsx';
import type { ControleEmpresa, FormEmpresa } from './esquema-form.ts';

type Props = {
  control: ControleEmpresa;
  name: FieldPath<FormEmpresa>;
  label: string;
  opcoes: readonly Opcao[];
};

/** A setting of the company, chosen from its options: three to a row on a wide screen, two on a tablet. */
export function CelulaConfiguracao(props: Props) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <CampoSelecao {...props} fullWidth />
    </Grid>
  );
}
