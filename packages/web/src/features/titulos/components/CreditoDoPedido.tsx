import { MOTIVO_CREDITO_MAXIMO } from '@mascate/domain';
import { Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useSessao } from '../../../sessao/sessao.ts';
import { titulosConsultas } from '../api/consultas.ts';
import { PosicaoCredito } from './PosicaoCredito.tsx';

export type Liberacao = { liberar: boolean; motivo: string };

type Props = {
  clienteId: number;
  /** The order being edited (absent for a new one). */
  pedidoId?: number | undefined;
  /** The order's total in cents, as typed so far. */
  totalCentavos: number;
  liberacao: Liberacao;
  mudar: (l: Liberacao) => void;
};

/**
 * The customer's credit on the order form, before saving (issue 30); an administrador may release a
 * blocked order with a reason, which the server records in the order's history.
 */
export function CreditoDoPedido({ clienteId, pedidoId, totalCentavos, liberacao, mudar }: Props) {
  const { data } = useQuery(titulosConsultas.credito(clienteId, pedidoId));
  const { papel } = useSessao();
  if (!data) return null;
  return (
    <Stack spacing={1}>
      <PosicaoCredito posicao={data} esteReais={totalCentavos / 100} />
      {papel === 'administrador' &&
        (data.limite_credito !== null || data.bloquear_vencidos_dias !== null) && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={liberacao.liberar}
                  onChange={(e) => mudar({ ...liberacao, liberar: e.target.checked })}
                />
              }
              label="Liberar crédito"
            />
            {liberacao.liberar && (
              <TextField
                label="Motivo da liberação"
                value={liberacao.motivo}
                onChange={(e) => mudar({ ...liberacao, motivo: e.target.value })}
                size="small"
                helperText={`De 10 a ${MOTIVO_CREDITO_MAXIMO} caracteres (fica no histórico do pedido).`}
                slotProps={{ htmlInput: { maxLength: MOTIVO_CREDITO_MAXIMO } }}
                sx={{ flex: 1 }}
              />
            )}
          </Stack>
        )}
    </Stack>
  );
}
