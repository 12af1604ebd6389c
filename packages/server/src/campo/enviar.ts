import { createHash } from 'node:crypto';
import {
  dadosDaOperacao,
  instanteEmMs,
  type OperacaoCampo,
  operacaoCampoSchema,
  type PedidoCriar,
  pedidoDaVisitaCampoSchema,
  type ResultadoOperacao,
  type VisitaCorpo,
} from '@mascate/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { naEmpresa, type Sessao } from '../auth/sessao.ts';
import type { Tx } from '../db/banco.ts';
import { codigoPg } from '../db/erros-pg.ts';
import { campoOperacoes } from '../db/schema.ts';
import { ErroApi, entradaInvalida } from '../http/erros.ts';
import { gravarPedidoNovo } from '../pedidos/criar.ts';
import type { Autor } from '../pedidos/historico.ts';
import { registrarVisita } from '../visitas/gravar.ts';

const MSG_PEDIDO_GRAVADO = 'Pedido gravado com sucesso!';
const MSG_VISITA_REGISTRADA = 'Visita registrada com sucesso!';
export const MSG_REPETIDA = 'Operação já recebida antes: nada foi alterado.';
const MSG_CONFLITO =
  'Esta operação (id) já foi recebida com outro conteúdo: nada foi alterado. Para gravar outra, use um id novo.';

type Registro = { id: number; numero?: number };
type Contexto = { hoje: string; autor: Autor };

/** The one call of each kind: the same function as the back office's create route. */
async function aplicarPedido(tx: Tx, s: Sessao, op: OperacaoCampo, c: Contexto): Promise<Registro> {
  const body: PedidoCriar = dadosDaOperacao.pedido.parse(op.dados);
  // The order carries the operation's id as its idempotency key unless the body brings its own.
  return gravarPedidoNovo(tx, s, { ...body, id: body.id || op.id }, c.hoje, c.autor);
}

export const MSG_PEDIDO_DA_VISITA_RECUSADO = 'O pedido feito nesta visita foi recusado';
const MSG_PEDIDO_DA_VISITA_AUSENTE =
  'O pedido feito nesta visita não foi recebido: envie o pedido antes da visita.';

/** The order made during the visit, named by its operation (sent before the visit, in the same order). */
async function pedidoDaOperacao(tx: Tx, s: Sessao, id: string): Promise<number> {
  const [op] = await tx
    .select()
    .from(campoOperacoes)
    .where(
      and(
        eq(campoOperacoes.empresaId, s.empresaId),
        eq(campoOperacoes.usuarioId, s.usuarioId),
        eq(campoOperacoes.id, id),
      ),
    );
  if (op?.tipo !== 'pedido') throw entradaInvalida(MSG_PEDIDO_DA_VISITA_AUSENTE);
  if (op.situacao === 'recusada') throw entradaInvalida(`${MSG_PEDIDO_DA_VISITA_RECUSADO}: ${op.mensagem}`);
  if (op.registroId === null) throw entradaInvalida(MSG_PEDIDO_DA_VISITA_AUSENTE);
  return op.registroId;
}

async function aplicarVisita(tx: Tx, s: Sessao, op: OperacaoCampo): Promise<Registro> {
  const { pedido_operacao } = pedidoDaVisitaCampoSchema.parse(op.dados);
  const dados = pedido_operacao
    ? { ...op.dados, pedido_id: await pedidoDaOperacao(tx, s, pedido_operacao) }
    : op.dados;
  const body: VisitaCorpo = dadosDaOperacao.visita.parse(dados);
  // Whoever records it (a vendedor, or an administrator acting as a representative), it was made in the field.
  return registrarVisita(tx, s, { ...body, origem: body.origem ?? 'campo' });
}

/**
 * Why an operation is refused, when the error is the operation's own (its body, a rule, a record it
 * names); undefined for anything else (the database unreachable...), which fails the request and leaves
 * the operation on the device to be sent again.
 */
function motivoDaRecusa(erro: unknown): string | undefined {
  if (erro instanceof ErroApi) return erro.message;
  if (erro instanceof ZodError) return erro.issues[0]?.message ?? 'Dados inválidos.';
  // Data and integrity errors of PostgreSQL (classes 22 and 23) are deterministic: sending again won't help.
  const codigo = codigoPg(erro);
  if (codigo?.startsWith('22') || codigo?.startsWith('23'))
    return 'Os dados enviados não puderam ser gravados.';
  return undefined;
}

const resultado = (
  op: { id: string },
  situacao: ResultadoOperacao['situacao'],
  mensagem: string,
  registro: Registro | null,
): ResultadoOperacao => ({ id: op.id, situacao, mensagem, registro });

/** What an operation carries, as a digest: the same id must come with the same content. */
const conteudoDe = (op: { tipo: string; dados: unknown }) =>
  createHash('sha256')
    .update(JSON.stringify({ tipo: op.tipo, dados: op.dados }))
    .digest('hex');

/**
 * One operation in its own transaction. The operation's row goes in first: its primary key (company, user, id)
 * makes a concurrent send of the same id wait here and then find the stored result. The work runs under
 * a savepoint, so a refusal rolls it back and keeps the row, now saying why: a refusal is final.
 */
export function aplicarOperacao(
  req: FastifyRequest,
  enviada: OperacaoCampo,
  c: Contexto,
): Promise<ResultadoOperacao> {
  // Checked here, not for the whole batch: an operation with an impossible date is refused (and stays
  // refused on every retry), the others apply.
  const lida = operacaoCampoSchema.safeParse(enviada);
  const op = lida.success ? lida.data : enviada;
  const recusaPropria = lida.success ? undefined : (lida.error.issues[0]?.message ?? 'Dados inválidos.');
  return naEmpresa(req, async (tx, s) => {
    const chave = and(
      eq(campoOperacoes.empresaId, s.empresaId),
      eq(campoOperacoes.usuarioId, s.usuarioId),
      eq(campoOperacoes.id, op.id),
    );
    const conteudo = conteudoDe(op);
    const nova = await tx
      .insert(campoOperacoes)
      .values({
        empresaId: s.empresaId,
        id: op.id,
        usuarioId: s.usuarioId,
        tipo: op.tipo,
        situacao: recusaPropria === undefined ? 'aplicada' : 'recusada',
        mensagem: recusaPropria ?? '',
        feitoEm: recusaPropria === undefined ? new Date(instanteEmMs(op.feito_em)).toISOString() : null,
        conteudo,
      })
      .onConflictDoNothing()
      .returning({ id: campoOperacoes.id });
    if (nova.length === 0) {
      const [antes] = await tx.select().from(campoOperacoes).where(chave);
      if (!antes) throw new Error('operação do campo sem linha após conflito');
      if (antes.conteudo !== null && antes.conteudo !== conteudo)
        return resultado(op, 'conflito', MSG_CONFLITO, null);
      if (antes.situacao === 'recusada') return resultado(op, 'recusada', antes.mensagem, null);
      const registro =
        antes.registroId === null
          ? null
          : {
              id: antes.registroId,
              ...(antes.registroNumero === null ? {} : { numero: antes.registroNumero }),
            };
      return resultado(op, 'repetida', MSG_REPETIDA, registro);
    }
    if (recusaPropria !== undefined) return resultado(op, 'recusada', recusaPropria, null);
    try {
      const registro = await tx.transaction((sp) =>
        op.tipo === 'pedido' ? aplicarPedido(sp, s, op, c) : aplicarVisita(sp, s, op),
      );
      await tx
        .update(campoOperacoes)
        .set({ registroId: registro.id, registroNumero: registro.numero ?? null })
        .where(chave);
      return resultado(
        op,
        'aplicada',
        op.tipo === 'pedido' ? MSG_PEDIDO_GRAVADO : MSG_VISITA_REGISTRADA,
        registro,
      );
    } catch (erro) {
      const motivo = motivoDaRecusa(erro);
      if (motivo === undefined) throw erro;
      await tx
        .update(campoOperacoes)
        .set({ situacao: 'recusada', mensagem: motivo.slice(0, 1000) })
        .where(chave);
      return resultado(op, 'recusada', motivo, null);
    }
  });
}
