import { formatarNumeroBr } from '@mascate/domain';
import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { ConsultasDaLista } from '../api/consultas.ts';
import { useSessao } from '../sessao/sessao.ts';
import { AcoesPlanilha } from './AcoesPlanilha.tsx';
import { BarraCarregando } from './BarraCarregando.tsx';
import { BotaoAdicionar } from './BotaoAdicionar.tsx';
import { ListaVazia } from './ListaVazia.tsx';
import { Paginacao, TamanhoPagina, usePaginas } from './Paginacao.tsx';
import { type Coluna, TabelaDados } from './TabelaDados.tsx';
import { useAtrasado } from './useAtrasado.ts';

export type ListScreenProps<T extends { id: number }> = {
  titulo: string;
  /** The feature's query factory (`consultasDoRecurso` in its api/consultas.ts): its reads type the rows. */
  consultas: ConsultasDaLista<T>;
  rotuloBusca: string;
  itemNome: string;
  colunas: Coluna<T>[];
  acoes?: (item: T) => ReactNode;
  /** The add screen, offered while `podeCadastrar`; a list without one (receivables, visits) adds nothing. */
  rotaCadastro?: string;
  podeCadastrar?: boolean;
  destaqueLinha?: (item: T) => boolean;
  /** Sent with every read (e.g. a date range); a change goes back to page 1. */
  filtros?: Record<string, unknown>;
  /** Controls shown beside the search box (e.g. date fields). */
  filtrosTopo?: ReactNode;
  /** The empty-list notice's text instead of the invitation to add one (a list filtered by dates). */
  textoVazio?: string;
};

/** Every list of the product: server-side search and paging, count, table, empty state, add button. */
export function ListScreen<T extends { id: number }>(props: ListScreenProps<T>) {
  const { titulo, consultas, rotuloBusca, itemNome, colunas, acoes, rotaCadastro, podeCadastrar } = props;
  const administrador = useSessao().papel === 'administrador';
  const [busca, setBusca] = useState('');
  const { pagina, setPagina, porPagina, mudarTamanho } = usePaginas();
  const buscaAtrasada = useAtrasado(busca.trim());
  const chaveFiltros = JSON.stringify(props.filtros ?? {});
  const [estado, setEstado] = useState({ busca: buscaAtrasada, filtros: chaveFiltros });
  // 'Contar todos' asked for the exact total of this search (the server counts ten pages ahead).
  const [exato, setExato] = useState(false);

  // A new search or filter starts again at page 1 (state adjusted while rendering, as React advises).
  if (estado.busca !== buscaAtrasada || estado.filtros !== chaveFiltros) {
    setEstado({ busca: buscaAtrasada, filtros: chaveFiltros });
    setPagina(0);
    setExato(false);
  }

  const params = {
    busca: buscaAtrasada,
    limite: porPagina,
    deslocamento: pagina * porPagina,
    ...props.filtros,
  };
  // The total comes with the first page; a later page asks for its rows only (the exact count of a common
  // search is most of its cost on 100,000 customers) and reads the total from the first page's query,
  // which it keeps observed: a change invalidates both, so the count is never stale.
  // 'Contar todos' changes the first page's request only.
  const primeira = { ...params, deslocamento: 0, ...(exato ? { total_exato: 1 } : {}) };
  const naPrimeira = pagina === 0;
  // The same key as the factory's `lista` (`[recurso, 'read', params]`): a change to the resource refreshes it.
  const daLista = (p: object) => ({
    queryKey: [...consultas.chaves.listas, p],
    queryFn: () => consultas.lerPagina(p),
  });
  const consulta = useQuery({
    ...daLista(naPrimeira ? primeira : { ...params, contar_total: 0 }),
    placeholderData: keepPreviousData,
  });
  const contagem = useQuery({
    ...daLista(primeira),
    enabled: !naPrimeira,
    placeholderData: keepPreviousData,
  });
  const registros = consulta.data?.registros ?? [];
  const comTotal = naPrimeira ? consulta.data : contagem.data;
  const total = comTotal?.total ?? registros.length;
  const limitado = comTotal?.total_limitado === true;
  const semNada = consulta.isSuccess && buscaAtrasada === '' && total === 0;
  // While another filter loads, the notice stays as it was (no flicker between table and notice).
  const [vazioAntes, setVazioAntes] = useState(false);
  const vazio = consulta.isPlaceholderData ? vazioAntes : semNada;
  if (!consulta.isPlaceholderData && vazioAntes !== vazio) setVazioAntes(vazio);
  const botaoAdicionar =
    podeCadastrar && rotaCadastro ? <BotaoAdicionar itemNome={itemNome} rota={rotaCadastro} /> : null;

  return (
    // Room below the table for the fixed add button (56 px, 20 px from the bottom): the pager's last
    // button scrolls clear of it instead of lying under it. Per breakpoint like `p`, whose media query
    // would otherwise override a plain `pb` from sm up.
    <Box sx={{ p: { xs: 1, sm: 3 }, pb: { xs: 12, sm: 12 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
        {titulo}
      </Typography>
      {/* Wraps on wide screens too: a list with several filters (orders) moves them to a line of their own
          instead of squeezing each one. */}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ mb: 2, alignItems: { md: 'center' }, flexWrap: { md: 'wrap' } }}
      >
        <TextField
          label={rotuloBusca}
          value={busca}
          onChange={(e) => setBusca(e.target.value)}
          size="small"
          sx={{ minWidth: 280, flex: 1 }}
        />
        {props.filtrosTopo}
        <TamanhoPagina label="Registros por página" valor={porPagina} mudar={mudarTamanho} />
        {/* The count and the export stay together when the toolbar wraps; on a phone they wrap among
            themselves instead of running off the screen. */}
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ whiteSpace: 'nowrap' }}>
            registros: {limitado ? `mais de ${formatarNumeroBr(total, 0)}` : formatarNumeroBr(total, 0)}
          </Typography>
          {limitado && (
            <Button size="small" onClick={() => setExato(true)} disabled={exato}>
              Contar todos
            </Button>
          )}
          <AcoesPlanilha recurso={consultas.recurso} busca={buscaAtrasada} filtros={props.filtros} />
        </Stack>
      </Stack>
      {vazio ? (
        <ListaVazia
          itemNome={itemNome}
          texto={props.textoVazio}
          comecar={botaoAdicionar !== null && administrador && props.textoVazio === undefined}
        />
      ) : (
        <Paper variant="outlined">
          <BarraCarregando ativo={consulta.isFetching} />
          <TabelaDados
            colunas={colunas}
            linhas={registros}
            chave={(item) => item.id}
            acoes={acoes}
            destaqueLinha={props.destaqueLinha}
            rotulo={titulo}
            cartoes
          />
          <Paginacao
            pagina={pagina}
            porPagina={porPagina}
            total={total}
            limitado={limitado ? { naPagina: registros.length } : undefined}
            mudar={setPagina}
          />
        </Paper>
      )}
      {botaoAdicionar}
    </Box>
  );
}
