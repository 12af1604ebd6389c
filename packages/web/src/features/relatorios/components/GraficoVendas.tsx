import { formatarMoeda, type LinhaVendas, paraCentavos } from '@mascate/domain';
import { BarChart } from '@mui/x-charts/BarChart';

const compacto = new Intl.NumberFormat('pt-BR', { notation: 'compact', style: 'currency', currency: 'BRL' });

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
      xAxis={[{ valueFormatter: (v: number) => compacto.format(v) }]}
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
