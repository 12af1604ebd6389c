import { useSearchParams } from 'react-router';
import { FormPedido } from '../components/FormPedido.tsx';
import { RepeticaoPedido } from '../components/RepeticaoPedido.tsx';

export default function CadastroPedido() {
  // Issue 27: /cadastrar-pedido?repetir={id} starts from an existing order (Repetir pedido).
  const repetir = Number(useSearchParams()[0].get('repetir')) || 0;
  if (repetir > 0) return <RepeticaoPedido id={repetir} />;
  return <FormPedido titulo="Pedido de Venda" />;
}
