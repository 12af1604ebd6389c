import { useIdDaUrl } from '../../../ui/paginasFormulario.ts';
import { useRegistroParaAlterar } from '../../../ui/useRegistroParaAlterar.ts';
import { pedidosConsultas } from '../api/consultas.ts';
import { FormPedido } from '../components/FormPedido.tsx';

export default function AlteracaoPedido() {
  const id = useIdDaUrl();
  const pedido = useRegistroParaAlterar(pedidosConsultas.um(id), '/listar-pedidos');
  if (!pedido.data) return null;
  return <FormPedido key={pedido.data.id} titulo="Alteração do Pedido de Venda" pedido={pedido.data} />;
}
