import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CumprimentoRepresentante,
  formatarData,
  formatarNumeroBr,
  hojeSaoPaulo,
  type LinhaRoteiro,
  type RelatorioRoteiroCorpo,
  relatorioRoteiroSchema,
  somarDias,
  type TotaisRoteiro,
  textoSemVenda,
} from '@mascate/domain';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BarraCarregando } from '../../../ui/BarraCarregando.tsx';
import { CampoSelecao } from '../../../ui/form/CampoSelecao.tsx';
import { Paginacao, TamanhoPagina, usePaginas } from '../../../ui/Paginacao.tsx';
import { type Coluna, TabelaDados } from '../../../ui/TabelaDados.tsx';
import { BotaoExportar } from '../../exportacoes/components/BotaoExportar.tsx';
import { opcoesVisitas } from '../../visitas/api/consultas.ts';
import { relatoriosConsultas } from '../api/consultas.ts';
import { FiltroRelatorio } from './FiltroRelatorio.tsx';

const pct = (p: number | null) => (p === null ? '—' : `${formatarNumeroBr(Math.round(p * 10), 1)}%`);

const COLUNAS: Coluna<LinhaRoteiro>[] = [
  { titulo: 'REPRESENTANTE', valor: (l) => l.representante },
  { titulo: 'DATA', valor: (l) => formatarData(l.data) },
  { titulo: 'PLANEJADOS', valor: (l) => l.planejados, alinhar: 'right' },
  { titulo: 'VISITADOS', valor: (l) => l.visitados, alinhar: 'right' },
  { titulo: 'FORA DO PLANO', valor: (l) => l.fora_do_plano, alinhar: 'right' },
  { titulo: 'COM PEDIDO', valor: (l) => l.com_pedido, alinhar: 'right' },
  { titulo: 'SEM VENDA', valor: textoSemVenda },
  { titulo: 'AUSENTES', valor: (l) => l.ausentes, alinhar: 'right' },
  { titulo: 'FORA DO LOCAL', valor: (l) => l.fora_do_local, alinhar: 'right' },
  { titulo: 'CUMPRIMENTO', valor: (l) => pct(l.cumprimento), alinhar: 'right' },
  { titulo: 'POSITIVAÇÃO', valor: (l) => pct(l.positivacao), alinhar: 'right' },
];

type Filtro = z.input<typeof relatorioRoteiroSchema>;

/**
 * Compliance per representative over the whole period (visited planned customers / planned customers),
 * as the server summed it: the table shows one page, the chart every representative.
 */
function cumprimentoPorRepresentante(representantes: CumprimentoRepresentante[]) {
  return representantes.map((r) => ({ nome: r.representante, cumprimento: r.cumprimento ?? 0 }));
}

/** The whole period in one sentence, whatever page the table shows. */
function textoTotais(t: TotaisRoteiro): string {
  const n = (v: number) => formatarNumeroBr(v, 0);
  return (
    `No período: ${n(t.planejados)} planejados, ${n(t.visitados)} visitados (cumprimento ${pct(t.cumprimento)}), ` +
    `${n(t.fora_do_plano)} fora do plano, ${n(t.com_pedido)} com pedido (positivação ${pct(t.positivacao)}), ` +
    `${n(t.ausentes)} ausentes, ${n(t.fora_do_local)} fora do local.`
  );
}

/** 'Roteiro e visitas': per representative and day, the plan against the visits; chart and export. */
export function RelatorioRoteiro() {
  const hoje = hojeSaoPaulo();
  const inicial: Filtro = { data_ini: somarDias(hoje, -6), data_fin: hoje, representante_id: '' };
  const { control, watch, handleSubmit } = useForm<Filtro, unknown, RelatorioRoteiroCorpo>({
    resolver: zodResolver(relatorioRoteiroSchema),
    mode: 'onChange',
    defaultValues: inicial,
  });
  const [params, setParams] = useState<RelatorioRoteiroCorpo | null>({
    data_ini: inicial.data_ini,
    data_fin: hoje,
  });
  const { pagina, setPagina, porPagina, mudarTamanho } = usePaginas();
  useEffect(() => {
    // A new filter starts again at the first page.
    const assinatura = watch(
      () =>
        void handleSubmit(
          (p) => {
            setParams(p);
            setPagina(0);
          },
          () => setParams(null),
        )(),
    );
    return () => assinatura.unsubscribe();
  }, [watch, handleSubmit, setPagina]);
  const representantes = useQuery(opcoesVisitas.representantes());
  const consulta = useQuery({
    ...relatoriosConsultas.roteiro({
      ...(params ?? { data_ini: '', data_fin: '' }),
      limite: porPagina,
      deslocamento: pagina * porPagina,
    }),
    enabled: !!params,
  });
  const linhas = consulta.data?.linhas ?? [];
  const grafico = cumprimentoPorRepresentante(consulta.data?.representantes ?? []);
  return (
    <Box>
      <FiltroRelatorio control={control} inicio="data_ini" fim="data_fin">
        <CampoSelecao
          control={control}
          name="representante_id"
          label="Representante"
          size="small"
          sx={{ minWidth: 200 }}
          opcoes={[
            { valor: '', rotulo: 'Todos' },
            ...(representantes.data ?? []).map((r) => ({ valor: r.id, rotulo: r.nome })),
          ]}
        />
        <TamanhoPagina label="Linhas por página" valor={porPagina} mudar={mudarTamanho} />
        {params && <BotaoExportar caminho="relatorios/roteiro/exportar" params={params} />}
      </FiltroRelatorio>
      <BarraCarregando ativo={consulta.isFetching} />
      {consulta.data && consulta.data.total > 0 && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {textoTotais(consulta.data.totais)}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', xl: 'row' }} spacing={2}>
        <Paper variant="outlined" sx={{ flex: 3, overflowX: 'auto' }}>
          <TabelaDados
            colunas={COLUNAS}
            linhas={linhas}
            chave={(l) => `${l.representante_id}-${l.data}`}
            rotulo="Roteiro e visitas"
            sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}
          />
          {consulta.isSuccess && linhas.length === 0 && (
            <Typography sx={{ p: 2 }}>Nenhuma visita planejada ou registrada no período.</Typography>
          )}
          {consulta.data && consulta.data.total > 0 && (
            <Paginacao pagina={pagina} porPagina={porPagina} total={consulta.data.total} mudar={setPagina} />
          )}
        </Paper>
        {grafico.length > 0 && (
          <Paper variant="outlined" sx={{ flex: 2, p: 1, minWidth: 0, maxWidth: 700 }}>
            <Typography variant="subtitle2" sx={{ px: 1 }}>
              Cumprimento do roteiro por representante
            </Typography>
            <BarChart
              layout="horizontal"
              height={Math.max(200, grafico.length * 36 + 60)}
              yAxis={[{ scaleType: 'band', data: grafico.map((g) => g.nome), width: 150 }]}
              xAxis={[{ min: 0, max: 100, valueFormatter: (v: number) => `${v}%` }]}
              series={[
                {
                  data: grafico.map((g) => g.cumprimento),
                  label: 'Cumprimento (%)',
                  valueFormatter: (v) => pct(v ?? 0),
                },
              ]}
            />
          </Paper>
        )}
      </Stack>
    </Box>
  );
}
