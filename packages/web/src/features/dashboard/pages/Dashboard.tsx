import {
  formatarMoeda,
  formatarMoedaCompacta,
  hojeSaoPaulo,
  NOMES_MESES,
  paraCentavos,
  type ResumoMes,
} from '@mascate/domain';
import { Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import { ProgressoMetas } from '../../metas/components/ProgressoMetas.tsx';
import { dashboardConsultas } from '../api/consultas.ts';

const inteiro = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/**
 * The twelve months as bars: orders on the left axis, value on the right. The value axis's ticks are
 * compact ('R$ 12 mil') and the axis measures its own width, so no label is cut at 390 px or 1366 px.
 */
function GraficoMeses({ meses }: { meses: ResumoMes[] }) {
  const porMes = (m: number) => meses.find((r) => r.mes === m);
  const numeros = Array.from({ length: 12 }, (_, i) => i + 1);
  return (
    <Box role="figure" aria-label="Gráfico de barras: pedidos e valor por mês">
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: numeros.map((m) => (NOMES_MESES[m - 1] ?? '').slice(0, 3)) }]}
        yAxis={[
          { id: 'pedidos', position: 'left', width: 'auto', tickMinStep: 1, valueFormatter: inteiro.format },
          { id: 'valor', position: 'right', width: 'auto', valueFormatter: formatarMoedaCompacta },
        ]}
        series={[
          {
            label: 'Pedidos',
            yAxisId: 'pedidos',
            data: numeros.map((m) => porMes(m)?.quantidade ?? 0),
          },
          {
            label: 'Valor',
            yAxisId: 'valor',
            data: numeros.map((m) => porMes(m)?.valor ?? 0),
            valueFormatter: (v) => formatarMoeda(paraCentavos(v ?? 0)),
          },
        ]}
      />
    </Box>
  );
}

/** The spec's 'My Daily Activities', in Portuguese: orders per month of the current year, and the figures. */
export default function Dashboard() {
  const meses = useQuery(dashboardConsultas.resumoMensal()).data ?? [];
  const ano = hojeSaoPaulo().slice(0, 4);
  const algum = meses.some((m) => m.quantidade > 0);
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 900 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          Minhas atividades
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Pedidos por mês de {ano}
        </Typography>
        {algum ? (
          <GraficoMeses meses={meses} />
        ) : (
          <Typography sx={{ my: 4 }}>Nenhum pedido em {ano}.</Typography>
        )}
        <Table size="small" aria-label="Pedidos por mês" sx={{ mt: 2 }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>Mês</TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                Pedidos
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                Valor
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {meses.map((m) => (
              <TableRow key={m.mes}>
                <TableCell>{NOMES_MESES[m.mes - 1]}</TableCell>
                <TableCell align="right">{m.quantidade}</TableCell>
                <TableCell align="right">{formatarMoeda(paraCentavos(m.valor))}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      {/* Issue 31: the month's goals (every representative for the administrator, its own for a vendedor). */}
      <Box sx={{ mt: 2, mx: { xs: -1, sm: -3 } }}>
        <ProgressoMetas mes={hojeSaoPaulo().slice(0, 7)} />
      </Box>
    </Box>
  );
}
