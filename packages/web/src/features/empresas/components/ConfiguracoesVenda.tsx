import { OPCOES_EMPRESA } from '@mascate/domain';
import { Grid, MenuItem, TextField } from '@mui/material';
import { type Control, Controller } from 'react-hook-form';
import type { FormEmpresa, FormEmpresaValido } from './esquema-form.ts';

// Each select gets a label saying what it decides; the options are the spec's, in its order.
const ROTULOS: Record<keyof typeof OPCOES_EMPRESA, string> = {
  financeiro_venda: 'Financeiro na venda',
  permite_desconto: 'Desconto na venda',
  venda_cliente_autorizado: 'Clientes que podem comprar',
  venda_sem_estoque: 'Venda sem estoque',
  altera_preco_pedido: 'Alterar preço no pedido',
};

export function ConfiguracoesVenda({
  control,
}: {
  control: Control<FormEmpresa, unknown, FormEmpresaValido>;
}) {
  return (
    <>
      {(Object.keys(OPCOES_EMPRESA) as (keyof typeof OPCOES_EMPRESA)[]).map((nome) => (
        <Grid key={nome} size={{ xs: 12, sm: 6, md: 4 }}>
          <Controller
            control={control}
            name={nome}
            render={({ field }) => (
              <TextField
                select
                fullWidth
                label={ROTULOS[nome]}
                name={field.name}
                value={Number(field.value ?? 0)}
                onChange={(e) => field.onChange(Number(e.target.value))}
                onBlur={field.onBlur}
                inputRef={field.ref}
              >
                {OPCOES_EMPRESA[nome].map((o) => (
                  <MenuItem key={o.valor} value={o.valor}>
                    {o.rotulo}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
      ))}
    </>
  );
}
