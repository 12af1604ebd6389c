// Payments (baixas) and their reversal (estorno), issue 30. The receivable's row is locked (after its order), so two
// payments at once are checked one after the other against what is open; pago_centavos and pago_em are
// kept in the same transaction (and the table's CHECK refuses more than the value in any case).
import {
  type BaixarCorpo,
  type EstornarCorpo,
  type OrigemBaixa,
  paraCentavos,
  recusaBaixa,
} from '@mascate/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/banco.ts';
import { linhasDe } from '../db/linhas.ts';
import { conflito, entradaInvalida, naoEncontrado } from '../http/erros.ts';
import type { Autor } from '../pedidos/historico.ts';
import { publicarTitulo } from '../webhooks/publicar.ts';
import { TITULO_NAO_ENCONTRADO } from './repository.ts';

type Travado = { valor_centavos: string; pago_centavos: string; vencimento: string; cancelado: boolean };

/**
 * The one lock order (docs/confiabilidade.md, "Ordem das travas"): the order first, then its receivables.
 * Cancelling an invoiced order locks the order and then every receivable; a payment or a reversal that
 * locked the receivable first and then waited on the order deadlocked with it (issue 43).
 */
export async function travarTitulo(tx: Tx, empresaId: number, id: number): Promise<Travado> {
  await tx.execute(
    sql`select 1 from pedidos p
         where p.empresa_id = ${empresaId}
           and p.id = (select t.pedido_id from titulos t where t.empresa_id = ${empresaId} and t.id = ${id})
           for no key update of p`,
  );
  const [t] = await linhasDe<Travado>(
    tx,
    sql`select valor_centavos, pago_centavos, to_char(vencimento, 'YYYY-MM-DD') as vencimento, cancelado
          from titulos where empresa_id = ${empresaId} and id = ${id} for update`,
  );
  if (!t) throw naoEncontrado(TITULO_NAO_ENCONTRADO);
  return t;
}

/** The date the receivable was settled on: the latest payment not reversed, once nothing is open. */
const PAGO_EM = sql`case when t.pago_centavos >= t.valor_centavos then (
  select max(b.data) from titulo_baixas b
   where b.empresa_id = t.empresa_id and b.titulo_id = t.id and b.estornada_em is null) end`;

/** Who recorded the payment when not a person at the screen: the PSP's webhook or a statement line. */
export type OrigemDaBaixa = { origem: OrigemBaixa; endToEndId?: string };

export async function baixarTitulo(
  tx: Tx,
  empresaId: number,
  c: BaixarCorpo,
  autor: Omit<Autor, 'id'> & { id: number | null },
  o: OrigemDaBaixa = { origem: 'manual' },
): Promise<number> {
  const t = await travarTitulo(tx, empresaId, c.id);
  const valorCentavos = paraCentavos(c.valor);
  const recusa = recusaBaixa(
    {
      valorCentavos: Number(t.valor_centavos),
      pagoCentavos: Number(t.pago_centavos),
      vencimento: t.vencimento,
      cancelado: t.cancelado,
    },
    valorCentavos,
  );
  if (recusa)
    throw t.cancelado || Number(t.pago_centavos) >= Number(t.valor_centavos)
      ? conflito(recusa)
      : entradaInvalida(recusa);
  const [b] = await linhasDe<{ id: number }>(
    tx,
    sql`insert into titulo_baixas (empresa_id, titulo_id, data, valor_centavos, meio, observacao, usuario_id, usuario_nome, origem, end_to_end_id)
        values (${empresaId}, ${c.id}, ${c.data}::date, ${valorCentavos}, ${c.meio}, ${c.observacao}, ${autor.id}, ${autor.nome}, ${o.origem}, ${o.endToEndId ?? null})
        returning id`,
  );
  await tx.execute(
    sql`update titulos t set pago_centavos = t.pago_centavos + ${valorCentavos} where t.empresa_id = ${empresaId} and t.id = ${c.id}`,
  );
  await tx.execute(
    sql`update titulos t set pago_em = ${PAGO_EM} where t.empresa_id = ${empresaId} and t.id = ${c.id}`,
  );
  if (!b) throw new Error('baixa não gravada');
  await publicarTitulo(tx, empresaId, 'titulo.pago', c.id);
  return b.id;
}

const MSG_BAIXA_NAO_ENCONTRADA = 'Baixa não encontrada.';
const MSG_BAIXA_JA_ESTORNADA = 'Esta baixa já foi estornada.';

export async function estornarBaixa(
  tx: Tx,
  empresaId: number,
  c: EstornarCorpo,
  autor: Autor,
): Promise<void> {
  const t = await travarTitulo(tx, empresaId, c.id);
  if (t.cancelado) throw conflito('Título cancelado não aceita estorno.');
  const [b] = await linhasDe<{ valor_centavos: string; estornada: boolean }>(
    tx,
    sql`select valor_centavos, estornada_em is not null as estornada from titulo_baixas
         where empresa_id = ${empresaId} and titulo_id = ${c.id} and id = ${c.baixa_id}`,
  );
  if (!b) throw naoEncontrado(MSG_BAIXA_NAO_ENCONTRADA);
  if (b.estornada) throw conflito(MSG_BAIXA_JA_ESTORNADA);
  await tx.execute(
    sql`update titulo_baixas set estornada_em = now(), estorno_motivo = ${c.motivo},
               estorno_usuario_id = ${autor.id}, estorno_usuario_nome = ${autor.nome}
         where empresa_id = ${empresaId} and id = ${c.baixa_id}`,
  );
  await tx.execute(
    sql`update titulos t set pago_centavos = t.pago_centavos - ${Number(b.valor_centavos)}
         where t.empresa_id = ${empresaId} and t.id = ${c.id}`,
  );
  await tx.execute(
    sql`update titulos t set pago_em = ${PAGO_EM} where t.empresa_id = ${empresaId} and t.id = ${c.id}`,
  );
  await publicarTitulo(tx, empresaId, 'titulo.estornado', c.id);
}
