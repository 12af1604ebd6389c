import { DIAS_INATIVIDADE, formatarData, formatarMoeda } from '@mascate/domain';
import {
  Box,
  LinearProgress,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BotaoExportar } from '../../../ui/BotaoExportar.tsx';
import { relatoriosConsultas } from '../api/consultas.ts';

/** Customers without an order in the last N days, with their last order's date and value. */
export function ClientesInativos() {
  const [dias, setDias] = useState<number>(90);
  const consulta = useQuery(relatoriosConsultas.inativos({ dias }));
  const linhas = consulta.data ?? [];
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Sem pedidos há"
          value={dias}
          onChange={(e) => setDias(Number(e.target.value))}
          sx={{ minWidth: 180 }}
        >
          {DIAS_INATIVIDADE.map((d) => (
            <MenuItem key={d} value={d}>
              {d} dias
            </MenuItem>
          ))}
        </TextField>
        <Typography>registros: {linhas.length}</Typography>
        <BotaoExportar caminho="relatorios/clientes_inativos/exportar" params={{ dias }} />
      </Stack>
      <Box sx={{ height: 4 }}>{consulta.isFetching && <LinearProgress aria-label="Carregando" />}</Box>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Clientes inativos">
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>CLIENTE</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>ÚLTIMO PEDIDO</TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                VALOR DO ÚLTIMO PEDIDO
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {linhas.map((l) => (
              <TableRow key={l.id} hover>
                <TableCell>{l.nome}</TableCell>
                <TableCell>{l.ultimo_pedido ? formatarData(l.ultimo_pedido) : 'Nunca comprou'}</TableCell>
                <TableCell align="right">
                  {l.ultimo_pedido ? formatarMoeda(Math.round(l.valor_ultimo_pedido * 100)) : '—'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Box>
  );
}
