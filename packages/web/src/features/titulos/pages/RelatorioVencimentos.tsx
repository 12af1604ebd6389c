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
import { BarraCarregando } from '../../../ui/BarraCarregando.tsx';
import { Paginacao, TamanhoPagina, usePaginas } from '../../../ui/Paginacao.tsx';
import { TabelaDados } from '../../../ui/TabelaDados.tsx';
import { BotaoExportar } from '../../exportacoes/components/BotaoExportar.tsx';
import { titulosConsultas } from '../api/consultas.ts';

const dinheiro = (reais: number) => formatarMoeda(paraCentavos(reais));

/**
 * Aging: what each customer owes, by how long overdue, a page at a time (the biggest debtors first), and
 * the total of every customer on the last line of each page.
 */
export default function RelatorioVencimentos() {
  const { pagina, setPagina, porPagina, mudarTamanho } = usePaginas();
  const consulta = useQuery(
    titulosConsultas.vencimentos({ limite: porPagina, deslocamento: pagina * porPagina }),
  );
  const { data } = consulta;
  const linhas = data?.linhas ?? [];
  const totais = data?.totais;
  const total = data?.total ?? linhas.length;
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
        <TamanhoPagina label="Registros por página" valor={porPagina} mudar={mudarTamanho} />
        <BotaoExportar caminho="relatorios/vencimentos/exportar" params={{}} />
      </Stack>
      <Paper variant="outlined">
        <BarraCarregando ativo={consulta.isFetching} />
        <TabelaDados<LinhaVencimentos>
          rotulo="Vencimentos por cliente"
          colunas={colunas}
          linhas={totais ? [...linhas, { cliente_id: 0, cliente_nome: 'Total', ...totais }] : linhas}
          chave={(l) => l.cliente_id}
        />
        <Paginacao
          pagina={pagina}
          porPagina={porPagina}
          total={total}
          limitado={data?.limitado ? { naPagina: linhas.length } : undefined}
          mudar={setPagina}
        />
      </Paper>
    </Box>
  );
}
