import { useSearchParams } from 'react-router';
import { idDoTexto } from '../../../ui/paginasFormulario.ts';
import { FormPedido } from '../components/FormPedido.tsx';
import { RepeticaoPedido } from '../components/RepeticaoPedido.tsx';

export default function CadastroPedido() {
  // Issue 27: /cadastrar-pedido?repetir={id} starts from an existing order (Repetir pedido).
  const repetir = idDoTexto(useSearchParams()[0].get('repetir'));
  if (repetir > 0) return <RepeticaoPedido id={repetir} />;
  return <FormPedido titulo="Pedido de Venda" />;
}
