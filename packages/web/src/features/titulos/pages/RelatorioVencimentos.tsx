import {
  FAIXAS_VENCIMENTO,
  formatarMoeda,
  type LinhaVencimentos,
  NOMES_FAIXA,
  paraCentavos,
} from '@mascate/domain';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { BotaoExportar } from '../../../ui/BotaoExportar.tsx';
import { TabelaDados } from '../../../ui/TabelaDados.tsx';
import { titulosConsultas } from '../api/consultas.ts';

const dinheiro = (reais: number) => formatarMoeda(paraCentavos(reais));

/** Aging: what each customer owes, by how long overdue, and the total. */
export default function RelatorioVencimentos() {
  const { data } = useQuery(titulosConsultas.vencimentos({}));
  const linhas = data?.linhas ?? [];
  const totais = data?.totais;
  const colunas = [
    {
      titulo: 'CLIENTE',
      valor: (l: LinhaVencimentos) =>
        l.cliente_id ? (
          <Link to={`/extrato-cliente/${l.cliente_id}`}>{l.cliente_nome}</Link>
        ) : (
          <strong>Total</strong>
        ),
    },
    ...FAIXAS_VENCIMENTO.map((f) => ({
      titulo: NOMES_FAIXA[f].toUpperCase(),
      valor: (l: LinhaVencimentos) => dinheiro(l[f]),
      alinhar: 'right' as const,
    })),
    { titulo: 'TOTAL', valor: (l: LinhaVencimentos) => dinheiro(l.total), alinhar: 'right' as const },
  ];
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, flex: 1 }}>
          VENCIMENTOS
        </Typography>
        <BotaoExportar caminho="relatorios/vencimentos/exportar" params={{}} />
      </Stack>
      <Paper variant="outlined">
        <TabelaDados<LinhaVencimentos>
          rotulo="Vencimentos por cliente"
          colunas={colunas}
          linhas={totais ? [...linhas, { cliente_id: 0, cliente_nome: 'Total', ...totais }] : linhas}
          chave={(l) => l.cliente_id}
        />
      </Paper>
    </Box>
  );
}
