import { hojeSaoPaulo } from '@mascate/domain';
import { Alert, Box } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { tabelaPadraoDoCliente } from '../../tabelas-precos/api/tabela-padrao.ts';
import { pedidosConsultas } from '../api/consultas.ts';
import { pedidoRepetido } from '../api/extras.ts';
import { FormPedido } from './FormPedido.tsx';

/**
 * 'Repetir pedido' (issue 27): a new order form filled from order `id` at today's prices under the
 * customer's table now; nothing is saved until GRAVAR.
 */
export function RepeticaoPedido({ id }: { id: number }) {
  const qc = useQueryClient();
  const hoje = hojeSaoPaulo();
  const repetido = useQuery({
    queryKey: [...pedidosConsultas.chaves.um(id), 'repetir', hoje] as const,
    queryFn: async () => {
      const original = await qc.fetchQuery(pedidosConsultas.um(id));
      const tabela = await tabelaPadraoDoCliente(qc, original.participante_id);
      return pedidoRepetido(original, tabela, hoje);
    },
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!repetido.data) return null;
  const { modelo, fora } = repetido.data;
  return (
    <>
      {fora.length > 0 && (
        <Box sx={{ px: { xs: 1, sm: 3 }, pt: 2 }}>
          <Alert severity="warning">Sem preço hoje, ficaram fora do pedido: {fora.join(', ')}.</Alert>
        </Box>
      )}
      <FormPedido key={`repetir-${id}`} titulo="Pedido de Venda" modelo={modelo} />
    </>
  );
}
