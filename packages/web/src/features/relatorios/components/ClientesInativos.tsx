import {
  DIAS_INATIVIDADE,
  formatarData,
  formatarMoeda,
  type LinhaClienteInativo,
  paraCentavos,
} from '@mascate/domain';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BarraCarregando } from '../../../ui/BarraCarregando.tsx';
import { EntradaSelecao } from '../../../ui/entradas.tsx';
import { Paginacao, TamanhoPagina, usePaginas } from '../../../ui/Paginacao.tsx';
import { type Coluna, TabelaDados } from '../../../ui/TabelaDados.tsx';
import { BotaoExportar } from '../../exportacoes/components/BotaoExportar.tsx';
import { relatoriosConsultas } from '../api/consultas.ts';

const OPCOES_DIAS = DIAS_INATIVIDADE.map((d) => ({ valor: d, rotulo: `${d} dias` }));

const COLUNAS: Coluna<LinhaClienteInativo>[] = [
  { titulo: 'CLIENTE', valor: (l) => l.nome },
  {
    titulo: 'ÚLTIMO PEDIDO',
    valor: (l) => (l.ultimo_pedido ? formatarData(l.ultimo_pedido) : 'Nunca comprou'),
  },
  {
    titulo: 'VALOR DO ÚLTIMO PEDIDO',
    valor: (l) => (l.ultimo_pedido ? formatarMoeda(paraCentavos(l.valor_ultimo_pedido)) : '—'),
    alinhar: 'right',
  },
];

/** Customers without an order in the last N days, with their last order's date and value. */
export function ClientesInativos() {
  const [dias, setDias] = useState<number>(90);
  const { pagina, setPagina, porPagina, mudarTamanho } = usePaginas();
  const escolherDias = (d: number) => {
    setDias(d);
    setPagina(0);
  };
  const consulta = useQuery(
    relatoriosConsultas.inativos({ dias, limite: porPagina, deslocamento: pagina * porPagina }),
  );
  const linhas = consulta.data?.linhas ?? [];
  const total = consulta.data?.total ?? 0;
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <EntradaSelecao label="Sem pedidos há" value={dias} onChange={escolherDias} opcoes={OPCOES_DIAS} />
        <TamanhoPagina label="Linhas por página" valor={porPagina} mudar={mudarTamanho} />
        <Typography>registros: {total}</Typography>
        <BotaoExportar caminho="relatorios/clientes_inativos/exportar" params={{ dias }} />
      </Stack>
      <BarraCarregando ativo={consulta.isFetching} />
      <Paper variant="outlined">
        <TabelaDados colunas={COLUNAS} linhas={linhas} chave={(l) => l.id} rotulo="Clientes inativos" />
        {total > 0 && <Paginacao pagina={pagina} porPagina={porPagina} total={total} mudar={setPagina} />}
      </Paper>
    </Box>
  );
}
