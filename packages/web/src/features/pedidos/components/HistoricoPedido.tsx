import { formatarDataHora, NOMES_SITUACAO } from '@mascate/domain';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { historicoConsulta } from '../api/situacao.ts';

/** Every change of the order's status: when, from, to, who and why (read-only, never edited). */
export function HistoricoPedido({ id }: { id: number }) {
  const historico = useQuery(historicoConsulta(id));
  const registros = historico.data ?? [];
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Histórico
      </Typography>
      {registros.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nenhuma mudança de situação registrada.
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Histórico do pedido">
            <TableHead>
              <TableRow>
                <TableCell>DATA/HORA</TableCell>
                <TableCell>DE</TableCell>
                <TableCell>PARA</TableCell>
                <TableCell>USUÁRIO</TableCell>
                <TableCell>MOTIVO</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {registros.map((r) => (
                <TableRow key={`${r.data_hora}-${r.para}`}>
                  <TableCell>{formatarDataHora(r.data_hora)}</TableCell>
                  <TableCell>{r.de ? NOMES_SITUACAO[r.de] : 'Criação'}</TableCell>
                  <TableCell>{NOMES_SITUACAO[r.para]}</TableCell>
                  <TableCell>{r.usuario}</TableCell>
                  <TableCell>{r.motivo}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
