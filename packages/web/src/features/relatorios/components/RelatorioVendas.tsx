import {
  type AgrupamentoVendas,
  type FiltroVendas,
  formatarMoeda,
  formatarQuantidades,
  hojeSaoPaulo,
  LIMITE_MAXIMO,
  type LinhaVendas,
  paraCentavos,
  somarDias,
  TITULO_AGRUPAMENTO,
  type TotaisVendas,
} from '@mascate/domain';
import { Box, Paper, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BarraCarregando } from '../../../ui/BarraCarregando.tsx';
import { CampoSelecao } from '../../../ui/form/CampoSelecao.tsx';
import { Paginacao } from '../../../ui/Paginacao.tsx';
import { type Coluna, TabelaDados } from '../../../ui/TabelaDados.tsx';
import { BotaoExportar } from '../../exportacoes/components/BotaoExportar.tsx';
import { relatoriosConsultas } from '../api/consultas.ts';
import { FiltroRelatorio } from './FiltroRelatorio.tsx';
import { GraficoVendas } from './GraficoVendas.tsx';
import { useFiltroVendas } from './useFiltroVendas.ts';

const percentual = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const reais = (l: LinhaVendas) => formatarMoeda(paraCentavos(l.valor));

const OPCOES_AGRUPAR = (Object.keys(TITULO_AGRUPAMENTO) as AgrupamentoVendas[]).map((a) => ({
  valor: a,
  rotulo: TITULO_AGRUPAMENTO[a],
}));

// The query key while the range is out of order (the query is disabled then).
const CONSULTA_PARADA: FiltroVendas = { data_inicial: '', data_final: '', agrupar: 'representante' };

/** The first column is what the sales are grouped by; the figures are right-aligned. */
function colunas(agrupar: AgrupamentoVendas): Coluna<LinhaVendas>[] {
  return [
    {
      titulo: TITULO_AGRUPAMENTO[agrupar].toUpperCase(),
      valor: (l) => l.nome,
      alinhar: 'left',
      celular: 'titulo',
    },
    { titulo: 'PEDIDOS', valor: (l) => l.pedidos, alinhar: 'right' },
    { titulo: 'QUANTIDADE', valor: (l) => formatarQuantidades(l.quantidades), alinhar: 'right' },
    { titulo: 'VALOR', valor: reais, alinhar: 'right' },
    { titulo: 'PARTICIPAÇÃO', valor: (l) => `${percentual.format(l.participacao)}%`, alinhar: 'right' },
    { titulo: 'CLASSE ABC', valor: (l) => l.classe_abc, alinhar: 'right' },
  ];
}

/** Sales by representative, product or customer over a period: table with ABC, bar chart, export. */
export function RelatorioVendas() {
  const hoje = hojeSaoPaulo();
  const { control, params } = useFiltroVendas({
    data_inicial: somarDias(hoje, -29),
    data_final: hoje,
    agrupar: 'representante',
  });
  // A page of the groups (the largest page the API answers); the export has them all.
  const [pagina, setPagina] = useState(0);
  const filtro = params ?? CONSULTA_PARADA;
  const chave = JSON.stringify(filtro);
  const [chaveVista, setChaveVista] = useState(chave);
  if (chave !== chaveVista) {
    setChaveVista(chave);
    setPagina(0);
  }
  const consulta = useQuery({
    ...relatoriosConsultas.vendas({ ...filtro, limite: LIMITE_MAXIMO, deslocamento: pagina * LIMITE_MAXIMO }),
    enabled: !!params,
  });
  const linhas = consulta.data?.linhas ?? [];
  const totais = consulta.data?.totais;
  const agrupar = params?.agrupar ?? 'representante';
  return (
    <Box>
      <FiltroRelatorio control={control} inicio="data_inicial" fim="data_final">
        <CampoSelecao
          control={control}
          opcoes={OPCOES_AGRUPAR}
          name="agrupar"
          label="Agrupar por"
          size="small"
          sx={{ minWidth: 180 }}
        />
        {params && <BotaoExportar caminho="relatorios/vendas/exportar" params={params} />}
      </FiltroRelatorio>
      <BarraCarregando ativo={consulta.isFetching} />
      <Stack direction={{ xs: 'column', xl: 'row' }} spacing={2}>
        <Paper variant="outlined" sx={{ flex: 3, overflowX: 'auto' }}>
          <TabelaDados
            colunas={colunas(agrupar)}
            linhas={linhas}
            chave={(l) => l.id}
            rotulo="Vendas"
            sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}
            rodape={linhas.length > 0 && totais && <LinhaTotal totais={totais} />}
            cartoes
          />
          {/* On a phone the groups are cards (no sideways scrolling); the total goes under them. */}
          {linhas.length > 0 && totais && (
            <Typography sx={{ display: { xs: 'block', sm: 'none' }, px: 2, pb: 1.5, fontWeight: 700 }}>
              Total: {totais.pedidos} {totais.pedidos === 1 ? 'pedido' : 'pedidos'},{' '}
              {formatarMoeda(paraCentavos(totais.valor))}
            </Typography>
          )}
          {consulta.isSuccess && linhas.length === 0 && (
            <Typography sx={{ p: 2 }}>Nenhuma venda no período.</Typography>
          )}
          {consulta.data && consulta.data.total > LIMITE_MAXIMO && (
            <Paginacao
              pagina={pagina}
              porPagina={LIMITE_MAXIMO}
              total={consulta.data.total}
              mudar={setPagina}
            />
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

/**
 * The totals under the table: the period's orders counted once each (by product one order is on several
 * lines, so the column does not add up to it) and the value, the whole period as 100%.
 */
function LinhaTotal({ totais }: { totais: TotaisVendas }) {
  const negrito = { fontWeight: 700 };
  return (
    <TableRow>
      <TableCell sx={negrito}>Total</TableCell>
      <TableCell align="right" sx={negrito}>
        {totais.pedidos}
      </TableCell>
      <TableCell />
      <TableCell align="right" sx={negrito}>
        {formatarMoeda(paraCentavos(totais.valor))}
      </TableCell>
      <TableCell align="right" sx={negrito}>
        100,00%
      </TableCell>
      <TableCell />
    </TableRow>
  );
}
