import { formatarMoeda, formatarMoedaCompacta, type LinhaVendas, paraCentavos } from '@mascate/domain';
import { BarChart } from '@mui/x-charts/BarChart';

/** The top groups by value as horizontal bars (the table beside it has them all). */
export function GraficoVendas({ linhas }: { linhas: LinhaVendas[] }) {
  const topo = linhas.slice(0, 10);
  return (
    <BarChart
      layout="horizontal"
      height={Math.max(200, topo.length * 36 + 60)}
      yAxis={[
        {
          scaleType: 'band',
          data: topo.map((l) => (l.nome.length > 22 ? `${l.nome.slice(0, 22)}…` : l.nome)),
          width: 150,
        },
      ]}
      // Compact ticks ('R$ 12 mil') and room on the right: the last tick is centred on the plot's edge.
      xAxis={[{ valueFormatter: formatarMoedaCompacta }]}
      margin={{ right: 32 }}
      series={[
        {
          data: topo.map((l) => l.valor),
          label: 'Valor',
          valueFormatter: (v) => formatarMoeda(paraCentavos(v ?? 0)),
        },
      ]}
    />
  );
}
