import { formatarDataHora, NOMES_SITUACAO, type RegistroHistorico } from '@mascate/domain';
import { Box, type Theme, Typography, useMediaQuery } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type Coluna, TabelaDados } from '../../../ui/TabelaDados.tsx';
import { historicoConsulta } from '../api/situacao.ts';

const COLUNAS: Coluna<RegistroHistorico>[] = [
  { titulo: 'DATA/HORA', valor: (r) => formatarDataHora(r.data_hora) },
  { titulo: 'DE', valor: (r) => (r.de ? NOMES_SITUACAO[r.de] : 'Criação') },
  { titulo: 'PARA', valor: (r) => NOMES_SITUACAO[r.para] },
  { titulo: 'USUÁRIO', valor: (r) => r.usuario },
  { titulo: 'MOTIVO', valor: (r) => r.motivo },
];

/** Every change of the order's status: when, from, to, who and why (read-only, never edited). */
export function HistoricoPedido({ id }: { id: number }) {
  const historico = useQuery(historicoConsulta(id));
  const registros = historico.data ?? [];
  // On a phone each change is a short paragraph: five columns do not fit 390 px.
  const estreita = useMediaQuery((t: Theme) => t.breakpoints.down('md'));
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Histórico
      </Typography>
      {registros.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nenhuma mudança de situação registrada.
        </Typography>
      ) : estreita ? (
        <Box component="ul" aria-label="Histórico do pedido" sx={{ m: 0, pl: 2.5 }}>
          {registros.map((r) => (
            <Typography component="li" variant="body2" key={`${r.data_hora}-${r.para}`} sx={{ mb: 0.5 }}>
              {formatarDataHora(r.data_hora)}: {r.de ? NOMES_SITUACAO[r.de] : 'Criação'} →{' '}
              {NOMES_SITUACAO[r.para]}, por {r.usuario}
              {r.motivo ? `. Motivo: ${r.motivo}` : ''}
            </Typography>
          ))}
        </Box>
      ) : (
        <TabelaDados
          colunas={COLUNAS}
          linhas={registros}
          chave={(r) => `${r.data_hora}-${r.para}`}
          rotulo="Histórico do pedido"
        />
      )}
    </>
  );
}
