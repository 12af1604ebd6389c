import { randomUUID } from 'node:crypto';
import {
  type DadosCampo,
  ENTIDADES_CAMPO,
  ENTIDADES_ESCOLHA,
  type EntidadeCampo,
  type RespostaReceber,
} from '@mascate/domain';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Sessao } from '../auth/sessao.ts';
import type { Tx } from '../db/banco.ts';
import { existeNaEmpresa } from '../db/escopo-empresa.ts';
import { campoRetratos, representantes } from '../db/schema.ts';
import { naoEncontrado } from '../http/erros.ts';
import { type Filtro, filtroDe, hashesDe, linhasDe } from './fatia.ts';

/** Rows per page: a page of customers or products is ~150-300 kB of JSON. */
const LINHAS_POR_PAGINA = 1000;
/** Snapshots a user keeps (one per device that syncs, plus the one being paged). */
const RETRATOS_GUARDADOS = 6;

type Hashes = Record<string, Record<string, string>>;
type Pendente = [EntidadeCampo, number];

const vazios = <T>(f: () => T) =>
  Object.fromEntries(ENTIDADES_CAMPO.map((e) => [e, f()])) as Record<EntidadeCampo, T>;

async function retratoDe(tx: Tx, s: Sessao, id: string) {
  const [r] = await tx
    .select({
      hashes: campoRetratos.hashes,
      pendentes: sql<Pendente[]>`${campoRetratos.pendentes}`,
      representanteId: campoRetratos.representanteId,
    })
    .from(campoRetratos)
    .where(
      and(
        eq(campoRetratos.empresaId, s.empresaId),
        eq(campoRetratos.id, id),
        eq(campoRetratos.usuarioId, s.usuarioId),
      ),
    );
  return r;
}

/** The rows of one page of a snapshot's pending list, fetched now (a row changed since goes down as it is). */
async function dadosDaPagina(tx: Tx, f: Filtro, pendentes: Pendente[], pagina: number): Promise<DadosCampo> {
  const trecho = pendentes.slice(pagina * LINHAS_POR_PAGINA, (pagina + 1) * LINHAS_POR_PAGINA);
  const dados = vazios<unknown[]>(() => []);
  for (const e of ENTIDADES_CAMPO) {
    const ids = trecho.filter(([ent]) => ent === e).map(([, id]) => id);
    dados[e] = await linhasDe(tx, f, e, ids);
  }
  // The rows are built by fatia.ts in the answer's shape; the route's answer schema checks them.
  return dados as DadosCampo;
}

/**
 * Whose slice a sync is: a vendedor's own representative (asking for another is not found); an
 * administrator's chosen one, of this company, or none yet (the choosing step).
 */
async function representanteDaFatia(tx: Tx, s: Sessao, pedido: number | null): Promise<number | null> {
  if (s.representanteId !== null) {
    if (pedido !== null && pedido !== s.representanteId) throw naoEncontrado('Representante não encontrado.');
    return s.representanteId;
  }
  if (pedido === null) return null;
  if (!(await existeNaEmpresa(tx, representantes, s.empresaId, pedido)))
    throw naoEncontrado('Representante não encontrado.');
  return pedido;
}

/** The entities of a slice: without a representative, only the choosing step's. */
const entidadesDa = (f: Filtro): readonly EntidadeCampo[] =>
  f.r === null ? ENTIDADES_ESCOLHA : ENTIDADES_CAMPO;

const paginasDe = (pendentes: Pendente[]) => Math.max(1, Math.ceil(pendentes.length / LINHAS_POR_PAGINA));

/**
 * A new sync: the slice of now against the cursor's snapshot. Changed or new rows become the pending
 * list (paged), ids the cursor had and the slice no longer has are removals. Without a cursor the server
 * knows, everything is sent and the device starts over (`completo`).
 */
export async function iniciarSincronizacao(
  tx: Tx,
  s: Sessao,
  cursor: string | null,
  representanteId: number | null,
  hoje: string,
): Promise<RespostaReceber> {
  const f = filtroDe(s, await representanteDaFatia(tx, s, representanteId), hoje);
  // A cursor made for another representative is not this slice's: start over.
  const guardado = cursor ? await retratoDe(tx, s, cursor) : undefined;
  const anterior = guardado && guardado.representanteId === f.r ? guardado : undefined;
  const antes: Hashes = anterior?.hashes ?? {};
  const agora: Hashes = {};
  const pendentes: Pendente[] = [];
  const removidos = vazios<number[]>(() => []);
  for (const e of ENTIDADES_CAMPO) {
    const atuais = entidadesDa(f).includes(e) ? await hashesDe(tx, f, e) : {};
    agora[e] = atuais;
    const velhos = antes[e] ?? {};
    for (const [id, h] of Object.entries(atuais)) if (velhos[id] !== h) pendentes.push([e, Number(id)]);
    if (anterior) for (const id of Object.keys(velhos)) if (!(id in atuais)) removidos[e].push(Number(id));
  }
  const id = randomUUID();
  await tx.insert(campoRetratos).values({
    empresaId: s.empresaId,
    id,
    usuarioId: s.usuarioId,
    hashes: agora,
    pendentes,
    representanteId: f.r,
  });
  await limparRetratos(tx, s, [id, ...(cursor && anterior ? [cursor] : [])]);
  const paginas = paginasDe(pendentes);
  return {
    retorno: { sucesso: true, mensagem: '' },
    retrato: id,
    pagina: 0,
    paginas,
    completo: !anterior,
    removidos,
    dados: await dadosDaPagina(tx, f, pendentes, 0),
    cursor: paginas === 1 ? id : null,
  };
}

/** A following page of a snapshot; the last one hands the snapshot over as the next cursor. */
export async function paginaDaSincronizacao(
  tx: Tx,
  s: Sessao,
  retrato: string,
  pagina: number,
  hoje: string,
): Promise<RespostaReceber> {
  const r = await retratoDe(tx, s, retrato);
  if (!r) throw naoEncontrado('Sincronização não encontrada: sincronize novamente.');
  // The snapshot's own representative: the pages of one sync are all of the same slice.
  const f = filtroDe(s, r.representanteId, hoje);
  const paginas = paginasDe(r.pendentes);
  if (pagina >= paginas) throw naoEncontrado('Página da sincronização não encontrada.');
  return {
    retorno: { sucesso: true, mensagem: '' },
    retrato,
    pagina,
    paginas,
    completo: false,
    removidos: vazios<number[]>(() => []),
    dados: await dadosDaPagina(tx, f, r.pendentes, pagina),
    cursor: pagina === paginas - 1 ? retrato : null,
  };
}

/** Keeps the user's newest snapshots (and the ones in use now): each is a device's cursor. */
async function limparRetratos(tx: Tx, s: Sessao, manter: string[]) {
  const guardados = await tx
    .select({ id: campoRetratos.id })
    .from(campoRetratos)
    .where(and(eq(campoRetratos.empresaId, s.empresaId), eq(campoRetratos.usuarioId, s.usuarioId)))
    .orderBy(desc(campoRetratos.criadoEm))
    .offset(RETRATOS_GUARDADOS);
  const apagar = guardados.map((g) => g.id).filter((id) => !manter.includes(id));
  if (apagar.length === 0) return;
  await tx
    .delete(campoRetratos)
    .where(
      and(
        eq(campoRetratos.empresaId, s.empresaId),
        sql`${campoRetratos.id} = any(${sql.param(apagar)}::uuid[])`,
        notInArray(campoRetratos.id, manter),
      ),
    );
}
