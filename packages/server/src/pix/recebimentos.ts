// Pix payments the PSP told of (issue 49): each kept once per end-to-end id, settling its receivable in the
// same transaction when it matches exactly, otherwise waiting in "Recebimentos a conciliar" for a person.
import {
  centavosParaNumero,
  decidirPix,
  hojeSaoPaulo,
  type Paginacao,
  type PixAviso,
  type PixConciliarCorpo,
  type PixRecebimentoLido,
  tituloDoTxid,
} from '@mascate/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/banco.ts';
import { linhasDe } from '../db/linhas.ts';
import { conflito, naoEncontrado } from '../http/erros.ts';
import type { Autor } from '../pedidos/historico.ts';
import { baixarTitulo, travarTitulo } from '../titulos/baixas.ts';

/** The author of a payment the PSP recorded (no user: usuario_id stays null). */
const AUTOR_PSP = { id: null, nome: 'Pix (PSP)' };
const MSG_RECEBIMENTO_NAO_ENCONTRADO = 'Recebimento Pix não encontrado.';
const MSG_JA_RESOLVIDO = 'Este recebimento já foi baixado, conciliado ou descartado.';

/** The receivable a txid names: a dynamic charge made at the PSP, or the static code's MASC{empresa}T{titulo}. */
async function tituloDoAviso(
  tx: Tx,
  empresaId: number,
  txid: string | undefined,
): Promise<number | undefined> {
  if (!txid) return undefined;
  const [cobranca] = await linhasDe<{ titulo_id: number }>(
    tx,
    sql`select titulo_id from pix_cobrancas where empresa_id = ${empresaId} and txid = ${txid}`,
  );
  const id = cobranca?.titulo_id ?? tituloDoTxid(txid, empresaId);
  if (id === null || id === undefined) return undefined;
  const [existe] = await linhasDe<{ id: number }>(
    tx,
    sql`select id from titulos where empresa_id = ${empresaId} and id = ${id}`,
  );
  return existe?.id;
}

/**
 * Records one payment: 'repetido' when its end-to-end id was already kept (a retry, or the same notice
 * sent at once by several calls: the unique key makes the later inserts wait for the first and do nothing).
 */
export async function registrarAviso(tx: Tx, empresaId: number, a: PixAviso): Promise<'novo' | 'repetido'> {
  const [novo] = await linhasDe<{ id: number }>(
    tx,
    sql`insert into pix_recebimentos (empresa_id, end_to_end_id, txid, valor_centavos, horario, pagador, info_pagador, situacao)
        values (${empresaId}, ${a.endToEndId}, ${a.txid ?? ''}, ${a.valor}, ${a.horario}::timestamptz,
                ${a.pagador?.nome ?? ''}, ${a.infoPagador ?? ''}, 'a_conciliar')
        on conflict (empresa_id, end_to_end_id) do nothing
        returning id`,
  );
  if (!novo) return 'repetido';
  const tituloId = await tituloDoAviso(tx, empresaId, a.txid);
  const t = tituloId === undefined ? undefined : await travarTitulo(tx, empresaId, tituloId);
  const decisao = decidirPix(
    t && {
      valorCentavos: Number(t.valor_centavos),
      pagoCentavos: Number(t.pago_centavos),
      cancelado: t.cancelado,
    },
    a.valor,
  );
  if (!decisao.baixar || tituloId === undefined) {
    await tx.execute(
      sql`update pix_recebimentos set motivo = ${decisao.baixar ? '' : decisao.motivo}, titulo_id = ${tituloId ?? null}
           where empresa_id = ${empresaId} and id = ${novo.id}`,
    );
    return 'novo';
  }
  const baixaId = await baixarTitulo(
    tx,
    empresaId,
    {
      id: tituloId,
      data: hojeSaoPaulo(new Date(a.horario)),
      valor: centavosParaNumero(a.valor),
      meio: 'pix',
      observacao: `Pix recebido pelo PSP (endToEndId ${a.endToEndId})`,
    },
    AUTOR_PSP,
    { origem: 'psp', endToEndId: a.endToEndId },
  );
  await tx.execute(
    sql`update pix_recebimentos set situacao = 'baixado', titulo_id = ${tituloId}, baixa_id = ${baixaId}
         where empresa_id = ${empresaId} and id = ${novo.id}`,
  );
  return 'novo';
}

type LinhaRecebimento = Omit<PixRecebimentoLido, 'valor'> & { valor_centavos: string };

/** The payments waiting for a person, oldest first (a page of at most 100). */
export async function recebimentosAConciliar(
  tx: Tx,
  empresaId: number,
  p: Paginacao | null | undefined,
): Promise<{ linhas: PixRecebimentoLido[]; total: number }> {
  const limite = p?.limite ?? 100;
  const linhas = await linhasDe<LinhaRecebimento>(
    tx,
    sql`select id, end_to_end_id, txid, valor_centavos,
               to_char(horario at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as horario,
               pagador, info_pagador, situacao, motivo, titulo_id
          from pix_recebimentos
         where empresa_id = ${empresaId} and situacao = 'a_conciliar'
         order by id limit ${limite} offset ${p?.deslocamento ?? 0}`,
  );
  const [contagem] = await linhasDe<{ n: string }>(
    tx,
    sql`select count(*) as n from pix_recebimentos where empresa_id = ${empresaId} and situacao = 'a_conciliar'`,
  );
  return {
    linhas: linhas.map(({ valor_centavos, ...l }) => ({
      ...l,
      valor: centavosParaNumero(Number(valor_centavos)),
    })),
    total: Number(contagem?.n ?? 0),
  };
}

async function travarAConciliar(tx: Tx, empresaId: number, id: number) {
  const [r] = await linhasDe<{
    valor_centavos: string;
    situacao: string;
    end_to_end_id: string;
    horario: string;
  }>(
    tx,
    sql`select valor_centavos, situacao, end_to_end_id, horario::text as horario from pix_recebimentos
         where empresa_id = ${empresaId} and id = ${id} for update`,
  );
  if (!r) throw naoEncontrado(MSG_RECEBIMENTO_NAO_ENCONTRADO);
  if (r.situacao !== 'a_conciliar') throw conflito(MSG_JA_RESOLVIDO);
  return r;
}

/** A person matches a waiting payment to a receivable: a baixa of the payment's amount (never more than open). */
export async function conciliarRecebimento(
  tx: Tx,
  empresaId: number,
  c: PixConciliarCorpo,
  autor: Autor,
): Promise<void> {
  const r = await travarAConciliar(tx, empresaId, c.id);
  const baixaId = await baixarTitulo(
    tx,
    empresaId,
    {
      id: c.titulo_id,
      data: hojeSaoPaulo(new Date(r.horario)),
      valor: centavosParaNumero(Number(r.valor_centavos)),
      meio: 'pix',
      observacao: `Pix conciliado (endToEndId ${r.end_to_end_id})`,
    },
    autor,
    { origem: 'psp', endToEndId: r.end_to_end_id },
  );
  await tx.execute(
    sql`update pix_recebimentos set situacao = 'conciliado', titulo_id = ${c.titulo_id}, baixa_id = ${baixaId},
               resolvido_por = ${autor.nome}, resolvido_em = now()
         where empresa_id = ${empresaId} and id = ${c.id}`,
  );
}

/** A payment that pays nothing here is set aside with its reason (kept, never deleted). */
export async function descartarRecebimento(
  tx: Tx,
  empresaId: number,
  id: number,
  motivo: string,
  autor: Autor,
): Promise<void> {
  await travarAConciliar(tx, empresaId, id);
  await tx.execute(
    sql`update pix_recebimentos set situacao = 'descartado', motivo = ${motivo}, resolvido_por = ${autor.nome}, resolvido_em = now()
         where empresa_id = ${empresaId} and id = ${id}`,
  );
}
