import { formatarMoeda, type ProgressoMeta, paraCentavos } from '@mascate/domain';
import { Box, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { TabelaDados } from '../../../ui/TabelaDados.tsx';
import { BotaoExportar } from '../../exportacoes/components/BotaoExportar.tsx';
import { progressoMetas } from '../api/consultas.ts';

const moeda = (reais: number) => formatarMoeda(paraCentavos(reais));
const pct = (p: number) =>
  `${p.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;
const contagem = (m: ProgressoMeta['positivacao']) =>
  m.meta === null ? `${m.realizado}` : `${m.realizado} de ${m.meta}`;

/**
 * Each representative's progress in the month (the administrator: all of them; a vendedor: its own):
 * achieved, % of the goal and the month-end projection by business days elapsed.
 */
export function ProgressoMetas({ mes }: { mes: string }) {
  const linhas = useQuery(progressoMetas(mes)).data ?? [];
  const dias = linhas[0];
  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, pt: { xs: 1, sm: 0 } }}>
      <Paper variant="outlined" component="section" aria-label="Progresso das metas" sx={{ p: 3 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            Progresso das metas · {mes.slice(5, 7)}/{mes.slice(0, 4)}
          </Typography>
          <BotaoExportar caminho="relatorios/metas/exportar" params={{ mes }} />
        </Stack>
        {dias && (
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {dias.dias_decorridos} de {dias.dias_uteis} dias úteis decorridos (segunda a sexta, sem feriados
            nacionais)
          </Typography>
        )}
        {linhas.length === 0 ? (
          <Typography>Nenhuma meta ou venda neste mês.</Typography>
        ) : (
          <TabelaDados<ProgressoMeta>
            rotulo="Progresso das metas"
            cartoes
            linhas={linhas}
            chave={(l) => l.representante.id}
            colunas={[
              { titulo: 'REPRESENTANTE', valor: (l) => l.representante.nome, celular: 'titulo' },
              {
                titulo: 'META',
                valor: (l) => (l.valor.meta === null ? '—' : moeda(l.valor.meta)),
                alinhar: 'right',
              },
              { titulo: 'REALIZADO', valor: (l) => moeda(l.valor.realizado), alinhar: 'right' },
              {
                titulo: 'ATINGIDO',
                valor: (l) => (
                  <Stack sx={{ minWidth: 120 }}>
                    <span>{l.valor.meta === null ? '—' : pct(l.valor.percentual)}</span>
                    {l.valor.meta !== null && (
                      <LinearProgress
                        variant="determinate"
                        value={Math.min(100, l.valor.percentual)}
                        aria-label={`Atingido por ${l.representante.nome}`}
                      />
                    )}
                  </Stack>
                ),
              },
              { titulo: 'PROJEÇÃO', valor: (l) => moeda(l.valor.projecao), alinhar: 'right' },
              { titulo: 'POSITIVAÇÃO', valor: (l) => contagem(l.positivacao), alinhar: 'right' },
              { titulo: 'CLIENTES NOVOS', valor: (l) => contagem(l.clientes_novos), alinhar: 'right' },
            ]}
          />
        )}
      </Paper>
    </Box>
  );
}
