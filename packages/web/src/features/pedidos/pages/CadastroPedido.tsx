import { FormPedido } from '../components/FormPedido.tsx';

export default function CadastroPedido() {
  return <FormPedido titulo="Pedido de Venda" />;
}
