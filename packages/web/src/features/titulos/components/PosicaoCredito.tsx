import { formatarMoeda, type PosicaoCreditoLida, paraCentavos } from '@mascate/domain';
import { Alert, Stack, Typography } from '@mui/material';

const dinheiro = (reais: number) => formatarMoeda(paraCentavos(reais));

/** Limit, open (receivables + orders not invoiced), overdue and what is still available. */
export function PosicaoCredito({
  posicao: p,
  esteReais,
}: {
  posicao: PosicaoCreditoLida;
  esteReais?: number;
}) {
  const excede =
    p.bloquear_limite &&
    p.limite_credito !== null &&
    esteReais !== undefined &&
    p.em_aberto + esteReais > p.limite_credito;
  const vencido = p.bloquear_vencidos_dias !== null && p.maior_atraso_dias > p.bloquear_vencidos_dias;
  return (
    <Alert severity={excede || vencido ? 'warning' : 'info'} aria-label="Posição de crédito">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Typography>
          Limite: {p.limite_credito === null ? 'sem limite' : dinheiro(p.limite_credito)}
        </Typography>
        <Typography>Em aberto: {dinheiro(p.em_aberto)}</Typography>
        <Typography>
          Vencido: {dinheiro(p.vencido)}
          {p.maior_atraso_dias > 0 ? ` (há ${p.maior_atraso_dias} dias)` : ''}
        </Typography>
        <Typography>Disponível: {p.disponivel === null ? '—' : dinheiro(p.disponivel)}</Typography>
      </Stack>
      {excede && <Typography sx={{ mt: 1 }}>Este pedido passa do limite de crédito do cliente.</Typography>}
      {vencido && (
        <Typography sx={{ mt: 1 }}>Cliente com título vencido além do prazo da empresa.</Typography>
      )}
    </Alert>
  );
}
