import { formatarData, formatarMoeda } from '@mascate/domain';
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

// Computed totals: shown, but the Tab key passes them by on the way to the items.
const somenteLeitura = { htmlInput: { readOnly: true, tabIndex: -1 }, inputLabel: { shrink: true } };
const deLeitura = { htmlInput: { readOnly: true }, inputLabel: { shrink: true } };
// Every header field: small, filling its cell.
const p = { fullWidth: true, size: 'small' } as const;
const TABELA = 'Tabela de Preços';

type Props = {
  control: Control<Cabecalho>;
  setValue: UseFormSetValue<Cabecalho>;
  totais: { desconto: number; total: number };
  /** An invoiced or cancelled order: every field shows its value and none can be changed or picked. */
  bloqueado?: boolean;
  /** A new order: the cursor starts in 'Cliente'. */
  novo?: boolean;
};

/** A header value of a read-only order, as text (no picker, no date calendar, no select). */
function Leitura({ label, valor }: { label: string; valor: string }) {
  return <TextField label={label} value={valor} {...p} slotProps={deLeitura} />;
}

/** Customer, seller, dates, price table (issue 12: offered only when valid today) and the order totals. */
export function CabecalhoPedido({ control, setValue, totais, bloqueado = false, novo = false }: Props) {
  const vendedores = useQuery(pedidosConsultas.vendedores());
  const semVendedores = vendedores.isSuccess && vendedores.data.length === 0;
  const [tabela, cliente, vendedor, data, saida] = useWatch({
    control,
    name: ['tabela_preco_id', 'participante_nome', 'vendedor_id', 'data', 'data_saida'],
  });
  const opcoesTabela = useOpcoesTabelaPreco({ atual: Number(tabela) || 0 });
  const opcoesVendedor = [
    { valor: 0, rotulo: 'Sem vendedor' },
    ...(vendedores.data ?? []).map((v) => ({ valor: v.id, rotulo: v.nome })),
  ];
  const rotulo = (opcoes: { valor: number; rotulo: string }[], valor: unknown) =>
    opcoes.find((o) => o.valor === (Number(valor) || 0))?.rotulo ?? '';
  const totaisVistos = (
    [
      ['Desconto', totais.desconto],
      ['Total do Pedido', totais.total],
    ] as const
  ).map(([rotulo, centavos]) => (
    <Grid key={rotulo} size={{ xs: 6, md: 2 }}>
      <TextField label={rotulo} value={formatarMoeda(centavos)} {...p} slotProps={somenteLeitura} />
    </Grid>
  ));
  const dia = (v: unknown) => (typeof v === 'string' && v ? formatarData(v) : '');
  if (bloqueado)
    return (
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Leitura label="Cliente" valor={String(cliente ?? '')} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Leitura label="Vendedor" valor={rotulo(opcoesVendedor, vendedor)} />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <Leitura label="Data" valor={dia(data)} />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <Leitura label="Saída" valor={dia(saida)} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Leitura label={TABELA} valor={rotulo(opcoesTabela, tabela)} />
        </Grid>
        {totaisVistos}
      </Grid>
    );
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <CampoCliente
          control={control}
          setValue={setValue}
          focar={novo}
          // Issue 46: the customer's route names its representative; chosen while none is, and changeable.
          aoEscolher={(c) => {
            const daRota = vendedores.data?.find((v) => c.rota_id > 0 && v.rotas.includes(c.rota_id));
            if (daRota && !(Number(vendedor) > 0)) setValue('vendedor_id', daRota.id);
          }}
        />
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
      {totaisVistos}
    </Grid>
  );
}
