// Recording a visit (issue 28): the one function behind `visitas/create` and `visitas/update`, and the one
// the field app's server code calls, with the domain's `visitaSchema` output. Every rule that needs the
// database lives here: the customer and representative are this company's (a vendedor's: its portfolio
// and itself), the reason is the company's, the order is that customer's.
import type { OrigemVisita, VisitaCorpo } from '@mascate/domain';
import { eq } from 'drizzle-orm';
import { representanteDoRegistro } from '../auth/carteira.ts';
import type { Sessao } from '../auth/sessao.ts';
import type { Executor } from '../db/banco.ts';
import { exigirNaEmpresa, existeNaEmpresa } from '../db/escopo-empresa.ts';
import { clientes, motivosNaoVenda, pedidos, representantes, visitas } from '../db/schema.ts';
import { entradaInvalida, naoEncontrado } from '../http/erros.ts';
import { alterarVisitaGravada, inserirVisita, type VisitaGravada } from './repository.ts';

const MSG_CLIENTE = 'Cliente não encontrado: informe um cliente cadastrado.';
const MSG_REPRESENTANTE = 'Representante não encontrado: informe um representante cadastrado.';
export const MSG_MOTIVO = 'Motivo não encontrado: informe em motivo_id um motivo de não venda cadastrado.';
const MSG_PEDIDO = 'Pedido não encontrado: informe em pedido_id um pedido deste cliente.';

type SessaoVisita = Pick<Sessao, 'empresaId' | 'representanteId'>;

async function validar(tx: Executor, s: SessaoVisita, corpo: VisitaCorpo): Promise<VisitaGravada> {
  const representanteId = representanteDoRegistro(s, corpo.representante_id);
  // A vendedor sees only its portfolio's customers (row-level security): another's is simply not found.
  await exigirNaEmpresa(tx, clientes, s.empresaId, corpo.cliente_id, () =>
    s.representanteId === null ? entradaInvalida(MSG_CLIENTE) : naoEncontrado('Cliente não encontrado.'),
  );
  await exigirNaEmpresa(tx, representantes, s.empresaId, representanteId, () =>
    entradaInvalida(MSG_REPRESENTANTE),
  );
  const motivoId = corpo.resultado === 'sem_venda' ? (corpo.motivo_id ?? null) : null;
  if (motivoId !== null && !(await existeNaEmpresa(tx, motivosNaoVenda, s.empresaId, motivoId)))
    throw entradaInvalida(MSG_MOTIVO);
  const pedidoId = corpo.resultado === 'pedido' ? (corpo.pedido_id ?? null) : null;
  const doCliente = eq(pedidos.participanteId, corpo.cliente_id);
  if (pedidoId !== null && !(await existeNaEmpresa(tx, pedidos, s.empresaId, pedidoId, doCliente)))
    throw entradaInvalida(MSG_PEDIDO);
  const origem: OrigemVisita = corpo.origem ?? (s.representanteId === null ? 'escritorio' : 'campo');
  return {
    ...corpo,
    representante_id: representanteId,
    motivo_id: motivoId,
    pedido_id: pedidoId,
    origem,
  };
}

/** `visitas/create`: records the visit and answers its id. */
export async function registrarVisita(
  tx: Executor,
  sessao: SessaoVisita,
  corpo: VisitaCorpo,
): Promise<{ id: number }> {
  const v = await validar(tx, sessao, corpo);
  return { id: await inserirVisita(tx, sessao.empresaId, v) };
}

/** `visitas/update`: the same rules; 404 when the visit is not one the session may read. */
export async function alterarVisita(
  tx: Executor,
  sessao: SessaoVisita,
  id: number,
  corpo: VisitaCorpo,
): Promise<void> {
  // First the visit itself: another representative's or company's is 404 whatever the body says.
  if (!(await existeNaEmpresa(tx, visitas, sessao.empresaId, id)))
    throw naoEncontrado('Visita não encontrada.');
  const v = await validar(tx, sessao, corpo);
  if (!(await alterarVisitaGravada(tx, sessao.empresaId, id, v)))
    throw naoEncontrado('Visita não encontrada.');
}
