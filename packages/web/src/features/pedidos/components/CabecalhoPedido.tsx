import { formatarMoeda } from '@mascate/domain';
import { Grid, Link, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { Link as LinkRouter } from 'react-router';
import { SeletorCliente } from '../../clientes/components/SeletorCliente.tsx';
import { useVendedores } from '../api/cadastros.ts';
import type { EditorPedido } from '../hooks/useEditorPedido.ts';

const somenteLeitura = { htmlInput: { readOnly: true }, inputLabel: { shrink: true } };
const data = { inputLabel: { shrink: true } };

/** Customer, seller, dates, price table (placeholder only, as in the spec) and the order totals. */
export function CabecalhoPedido({ editor }: { editor: EditorPedido }) {
  const [seletorAberto, setSeletorAberto] = useState(false);
  const vendedores = useVendedores();
  const { cabecalho, alterarCabecalho, totais } = editor;
  const semVendedores = vendedores.isSuccess && vendedores.data.length === 0;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          label="Cliente"
          value={cabecalho.participante?.nome ?? ''}
          placeholder="Clique para escolher o cliente"
          onClick={() => setSeletorAberto(true)}
          fullWidth
          size="small"
          slotProps={somenteLeitura}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        {semVendedores ? (
          <Link component={LinkRouter} to="/cadastrar-representante/1">
            Nenhum vendedor cadastrado: cadastrar representante
          </Link>
        ) : (
          <TextField
            select
            label="Vendedor"
            value={vendedores.isSuccess ? cabecalho.vendedorId : 0}
            onChange={(e) => alterarCabecalho({ vendedorId: Number(e.target.value) })}
            fullWidth
            size="small"
          >
            <MenuItem value={0}>Sem vendedor</MenuItem>
            {(vendedores.data ?? []).map((v) => (
              <MenuItem key={v.id} value={v.id}>
                {v.nome}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <TextField
          label="Data"
          type="date"
          value={cabecalho.data}
          onChange={(e) => alterarCabecalho({ data: e.target.value })}
          fullWidth
          size="small"
          slotProps={data}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <TextField
          label="Saída"
          type="date"
          value={cabecalho.dataSaida}
          onChange={(e) => alterarCabecalho({ dataSaida: e.target.value })}
          fullWidth
          size="small"
          slotProps={data}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField
          select
          label="Tabela de Preços"
          value=""
          disabled
          fullWidth
          size="small"
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="" disabled>
            Tabela de Preços
          </MenuItem>
        </TextField>
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <TextField
          label="Desconto"
          value={formatarMoeda(totais.desconto)}
          fullWidth
          size="small"
          slotProps={somenteLeitura}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <TextField
          label="Total do Pedido"
          value={formatarMoeda(totais.total)}
          fullWidth
          size="small"
          slotProps={somenteLeitura}
        />
      </Grid>
      <SeletorCliente
        aberto={seletorAberto}
        onFechar={() => setSeletorAberto(false)}
        onSelecionar={(c) => {
          alterarCabecalho({ participante: { id: c.id, nome: c.nome } });
          setSeletorAberto(false);
        }}
      />
    </Grid>
  );
}
