import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAlertaErro } from '../../../ui/AlertaErro.tsx';
import { pedidosConsultas } from '../api/consultas.ts';
import { FormPedido } from '../components/FormPedido.tsx';

export default function AlteracaoPedido() {
  const id = Number(useParams().id);
  const pedido = useQuery(pedidosConsultas.um(id));
  const alertar = useAlertaErro();
  const navigate = useNavigate();
  const erro = pedido.error;

  // Spec: a load failure shows the message and returns to the list.
  useEffect(() => {
    if (!erro) return;
    alertar(erro.message);
    navigate('/listar-pedidos', { replace: true });
  }, [erro, alertar, navigate]);

  if (!pedido.data) return null;
  return <FormPedido key={pedido.data.id} titulo="Alteração do Pedido de Venda" pedido={pedido.data} />;
}
