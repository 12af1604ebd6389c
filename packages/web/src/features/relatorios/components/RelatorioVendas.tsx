import {
  type AgrupamentoVendas,
  formatarMoeda,
  hojeSaoPaulo,
  type LinhaVendas,
  somarDias,
  TITULO_AGRUPAMENTO,
} from '@mascate/domain';
import { Box, Paper, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BarraCarregando } from '../../../ui/BarraCarregando.tsx';
import { BotaoExportar } from '../../../ui/BotaoExportar.tsx';
import { EntradaData } from '../../../ui/EntradaData.tsx';
import { EntradaSelecao } from '../../../ui/entradas.tsx';
import { type Coluna, TabelaDados } from '../../../ui/TabelaDados.tsx';
import { relatoriosConsultas } from '../api/consultas.ts';
import { GraficoVendas } from './GraficoVendas.tsx';

const numero = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 });
const percentual = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const reais = (l: LinhaVendas) => formatarMoeda(Math.round(l.valor * 100));

const OPCOES_AGRUPAR = (Object.keys(TITULO_AGRUPAMENTO) as AgrupamentoVendas[]).map((a) => ({
  valor: a,
  rotulo: TITULO_AGRUPAMENTO[a],
}));

/** The first column is what the sales are grouped by; the figures are right-aligned. */
function colunas(agrupar: AgrupamentoVendas): Coluna<LinhaVendas>[] {
  return [
    { titulo: TITULO_AGRUPAMENTO[agrupar].toUpperCase(), valor: (l) => l.nome, alinhar: 'left' },
    { titulo: 'PEDIDOS', valor: (l) => l.pedidos, alinhar: 'right' },
    { titulo: 'QUANTIDADE', valor: (l) => numero.format(l.quantidade), alinhar: 'right' },
    { titulo: 'VALOR', valor: reais, alinhar: 'right' },
    { titulo: 'PARTICIPAÇÃO', valor: (l) => `${percentual.format(l.participacao)}%`, alinhar: 'right' },
    { titulo: 'CLASSE ABC', valor: (l) => l.classe_abc, alinhar: 'right' },
  ];
}

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
        <EntradaSelecao label="Agrupar por" value={agrupar} onChange={setAgrupar} opcoes={OPCOES_AGRUPAR} />
        {valido && <BotaoExportar caminho="relatorios/vendas/exportar" params={params} />}
      </Stack>
      {!valido && (
        <Typography color="error">A data final deve ser igual ou posterior à data inicial.</Typography>
      )}
      <BarraCarregando ativo={consulta.isFetching} />
      <Stack direction={{ xs: 'column', xl: 'row' }} spacing={2}>
        <Paper variant="outlined" sx={{ flex: 3, overflowX: 'auto' }}>
          <TabelaDados
            colunas={colunas(agrupar)}
            linhas={linhas}
            chave={(l) => l.id}
            rotulo="Vendas"
            sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}
            rodape={linhas.length > 0 && <LinhaTotal linhas={linhas} total={total} />}
          />
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

/** The totals under the table: orders and value, and the whole period as 100%. */
function LinhaTotal({ linhas, total }: { linhas: LinhaVendas[]; total: number }) {
  const negrito = { fontWeight: 700 };
  return (
    <TableRow>
      <TableCell sx={negrito}>Total</TableCell>
      <TableCell align="right" sx={negrito}>
        {linhas.reduce((s, l) => s + l.pedidos, 0)}
      </TableCell>
      <TableCell />
      <TableCell align="right" sx={negrito}>
        {formatarMoeda(total)}
      </TableCell>
      <TableCell align="right" sx={negrito}>
        100,00%
      </TableCell>
      <TableCell />
    </TableRow>
  );
}
