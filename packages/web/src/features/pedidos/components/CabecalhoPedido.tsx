import { formatarMoeda } from '@mascate/domain';
import { Grid, Link, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import { Link as LinkRouter } from 'react-router';
import { CampoData } from '../../../ui/form/CampoData.tsx';
import { CampoSelecao } from '../../../ui/form/CampoSelecao.tsx';
import { useOpcoesTabelaPreco } from '../../tabelas-precos/api/consultas.ts';
import { pedidosConsultas } from '../api/consultas.ts';
import { CampoCliente } from './CampoCliente.tsx';
import type { Cabecalho } from './cabecalho.ts';

const somenteLeitura = { htmlInput: { readOnly: true }, inputLabel: { shrink: true } };
// Every header field: small, filling its cell.
const p = { fullWidth: true, size: 'small' } as const;
const TABELA = 'Tabela de Preços';

type Props = {
  control: Control<Cabecalho>;
  setValue: UseFormSetValue<Cabecalho>;
  totais: { desconto: number; total: number };
};

/** Customer, seller, dates, price table (issue 12: offered only when valid today) and the order totals. */
export function CabecalhoPedido({ control, setValue, totais }: Props) {
  const vendedores = useQuery(pedidosConsultas.vendedores());
  const semVendedores = vendedores.isSuccess && vendedores.data.length === 0;
  const opcoesTabela = useOpcoesTabelaPreco({
    atual: Number(useWatch({ control, name: 'tabela_preco_id' })) || 0,
  });
  const opcoesVendedor = [
    { valor: 0, rotulo: 'Sem vendedor' },
    ...(vendedores.data ?? []).map((v) => ({ valor: v.id, rotulo: v.nome })),
  ];
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <CampoCliente control={control} setValue={setValue} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        {semVendedores ? (
          <Link component={LinkRouter} to="/cadastrar-representante/1">
            Nenhum vendedor cadastrado: cadastrar representante
          </Link>
        ) : (
          <CampoSelecao
            control={control}
            name="vendedor_id"
            label="Vendedor"
            opcoes={opcoesVendedor}
            {...p}
          />
        )}
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <CampoData control={control} name="data" label="Data" {...p} />
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <CampoData control={control} name="data_saida" label="Saída" {...p} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <CampoSelecao control={control} name="tabela_preco_id" label={TABELA} opcoes={opcoesTabela} {...p} />
      </Grid>
      {(
        [
          ['Desconto', totais.desconto],
          ['Total do Pedido', totais.total],
        ] as const
      ).map(([rotulo, centavos]) => (
        <Grid key={rotulo} size={{ xs: 6, md: 2 }}>
          <TextField label={rotulo} value={formatarMoeda(centavos)} {...p} slotProps={somenteLeitura} />
        </Grid>
      ))}
    </Grid>
  );
}
