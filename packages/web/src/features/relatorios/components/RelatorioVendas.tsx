import {
  type AgrupamentoVendas,
  formatarMoeda,
  hojeSaoPaulo,
  somarDias,
  TITULO_AGRUPAMENTO,
} from '@mascate/domain';
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
import { EntradaData } from '../../../ui/EntradaData.tsx';
import { relatoriosConsultas } from '../api/consultas.ts';
import { GraficoVendas } from './GraficoVendas.tsx';

const numero = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 });
const percentual = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Sales by representative, product or customer over a period: table with ABC, bar chart, export. */
export function RelatorioVendas() {
  const hoje = hojeSaoPaulo();
  const [inicio, setInicio] = useState(somarDias(hoje, -29));
  const [fim, setFim] = useState(hoje);
  const [agrupar, setAgrupar] = useState<AgrupamentoVendas>('representante');
  const valido = inicio !== '' && fim !== '' && fim >= inicio;
  const params = { data_inicial: inicio, data_final: fim, agrupar };
  const consulta = useQuery({ ...relatoriosConsultas.vendas(params), enabled: valido });
  const linhas = consulta.data ?? [];
  const total = linhas.reduce((s, l) => s + Math.round(l.valor * 100), 0);
  return (
    <Box>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <EntradaData
          label="Data inicial"
          value={inicio}
          onChange={(v) => v !== null && setInicio(v)}
          size="small"
        />
        <EntradaData label="Data final" value={fim} onChange={(v) => v !== null && setFim(v)} size="small" />
        <TextField
          select
          size="small"
          label="Agrupar por"
          value={agrupar}
          onChange={(e) => setAgrupar(e.target.value as AgrupamentoVendas)}
          sx={{ minWidth: 180 }}
        >
          {(Object.keys(TITULO_AGRUPAMENTO) as AgrupamentoVendas[]).map((a) => (
            <MenuItem key={a} value={a}>
              {TITULO_AGRUPAMENTO[a]}
            </MenuItem>
          ))}
        </TextField>
        {valido && <BotaoExportar caminho="relatorios/vendas/exportar" params={params} />}
      </Stack>
      {!valido && (
        <Typography color="error">A data final deve ser igual ou posterior à data inicial.</Typography>
      )}
      <Box sx={{ height: 4 }}>{consulta.isFetching && <LinearProgress aria-label="Carregando" />}</Box>
      <Stack direction={{ xs: 'column', xl: 'row' }} spacing={2}>
        <Paper variant="outlined" sx={{ flex: 3, overflowX: 'auto' }}>
          <Table size="small" aria-label="Vendas" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
            <TableHead>
              <TableRow>
                {[
                  TITULO_AGRUPAMENTO[agrupar].toUpperCase(),
                  'PEDIDOS',
                  'QUANTIDADE',
                  'VALOR',
                  'PARTICIPAÇÃO',
                  'CLASSE ABC',
                ].map((t, i) => (
                  <TableCell key={t} align={i === 0 ? 'left' : 'right'} sx={{ fontWeight: 700 }}>
                    {t}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {linhas.map((l) => (
                <TableRow key={l.id} hover>
                  <TableCell>{l.nome}</TableCell>
                  <TableCell align="right">{l.pedidos}</TableCell>
                  <TableCell align="right">{numero.format(l.quantidade)}</TableCell>
                  <TableCell align="right">{formatarMoeda(Math.round(l.valor * 100))}</TableCell>
                  <TableCell align="right">{percentual.format(l.participacao)}%</TableCell>
                  <TableCell align="right">{l.classe_abc}</TableCell>
                </TableRow>
              ))}
              {linhas.length > 0 && (
                <TableRow>
                  <TableCell sx={{ fontWeight: 700 }}>Total</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {linhas.reduce((s, l) => s + l.pedidos, 0)}
                  </TableCell>
                  <TableCell />
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {formatarMoeda(total)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    100,00%
                  </TableCell>
                  <TableCell />
                </TableRow>
              )}
            </TableBody>
          </Table>
          {consulta.isSuccess && linhas.length === 0 && (
            <Typography sx={{ p: 2 }}>Nenhuma venda no período.</Typography>
          )}
        </Paper>
        {linhas.length > 0 && (
          <Paper variant="outlined" sx={{ flex: 2, p: 1, minWidth: 0, maxWidth: 900 }}>
            <GraficoVendas linhas={linhas} />
          </Paper>
        )}
      </Stack>
    </Box>
  );
}
