// The delete of a record that others point at (db/escopo-empresa.ts `exclusaoNaEmpresa`), answered the one way.
import type { Executor } from '../db/banco.ts';
import { violaChaveEstrangeira } from '../db/erros-pg.ts';
import { conflito, naoEncontrado } from './erros.ts';

type Exclusao<K extends string> = {
  usos(db: Executor, empresaId: number, id: number): Promise<Record<K, number>>;
  excluir(db: Executor, empresaId: number, id: number): Promise<boolean>;
};

type Mensagens<K extends string> = {
  /** How each use reads in the 409 ('pedido(s)'), in the message's order. */
  rotulos: Record<K, string>;
  /** The 409 for the uses found, each as '3 pedido(s)'. */
  emUso: (usos: string[]) => string;
  /** The 409 when a row added between the check and the delete trips the foreign key. */
  emUsoAgora: string;
  naoEncontrado: string;
};

/** 409 while anything points at the record, 404 when the id is not one of this company's. */
export async function excluirSemUsos<K extends string>(
  tx: Executor,
  empresaId: number,
  id: number,
  e: Exclusao<K>,
  m: Mensagens<K>,
): Promise<void> {
  const usos = await e.usos(tx, empresaId, id);
  const partes = (Object.keys(m.rotulos) as K[])
    .filter((k) => usos[k] > 0)
    .map((k) => `${usos[k]} ${m.rotulos[k]}`);
  if (partes.length > 0) throw conflito(m.emUso(partes));
  await excluirOuConflito(tx, empresaId, id, e.excluir, {
    emUso: m.emUsoAgora,
    naoEncontrado: m.naoEncontrado,
  });
}

/**
 * The delete alone, for records whose uses are not counted first: 409 `emUso` when a foreign key still
 * points at the record, 404 when the id is not one of this company's.
 */
export async function excluirOuConflito(
  tx: Executor,
  empresaId: number,
  id: number,
  excluir: Exclusao<never>['excluir'],
  m: { emUso: string; naoEncontrado: string },
): Promise<void> {
  const excluido = await excluir(tx, empresaId, id).catch((erro: unknown) => {
    if (violaChaveEstrangeira(erro)) throw conflito(m.emUso);
    throw erro;
  });
  if (!excluido) throw naoEncontrado(m.naoEncontrado);
}
