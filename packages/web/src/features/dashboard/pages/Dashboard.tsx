import { formatarMoeda, hojeSaoPaulo, NOMES_MESES, paraCentavos } from '@mascate/domain';
import { Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { PieChart } from '@mui/x-charts/PieChart';
import { useQuery } from '@tanstack/react-query';
import { ProgressoMetas } from '../../metas/components/ProgressoMetas.tsx';
import { dashboardConsultas } from '../api/consultas.ts';

/** The spec's 'My Daily Activities': orders per month of the current year, and the figures below. */
export default function Dashboard() {
  const meses = useQuery(dashboardConsultas.resumoMensal()).data ?? [];
  const ano = hojeSaoPaulo().slice(0, 4);
  const fatias = meses
    .filter((m) => m.quantidade > 0)
    .map((m) => ({ id: m.mes, value: m.quantidade, label: NOMES_MESES[m.mes - 1] ?? String(m.mes) }));
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 760 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          My Daily Activities
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Pedidos por mês de {ano}
        </Typography>
        {fatias.length > 0 ? (
          <PieChart series={[{ data: fatias, innerRadius: 40, paddingAngle: 1 }]} height={280} />
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
