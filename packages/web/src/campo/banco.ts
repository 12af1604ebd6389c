import {
  type DadosCampo,
  ENTIDADES_CAMPO,
  type EntidadeCampo,
  type ResultadoOperacao,
  type TipoOperacaoCampo,
} from '@mascate/domain';
import { Dexie, type EntityTable } from 'dexie';

/** An operation made on the device, kept until the server's answer for it is stored (and after, as history). */
export type Envio = {
  id: string;
  tipo: TipoOperacaoCampo;
  feito_em: string;
  dados: Record<string, unknown>;
  /** aguardando: not answered yet; enviado: applied (or repeated); recusado: final, with the reason. */
  situacao: 'aguardando' | 'enviado' | 'recusado';
  mensagem: string;
  registro: ResultadoOperacao['registro'];
  /** What Envios shows: the customer and, for an order, its total in cents. */
  titulo: string;
  totalCentavos: number;
  /** Whose work it is: only that user's session sends it (another user's waits for them). */
  email: string;
  /**
   * The company it was made in (issue 51: one e-mail may work for several): only a session of that
   * company sends it. Absent in entries kept before, which any session of the e-mail sends, as then.
   */
  empresaId?: number;
  /** A refused order already corrected (sent again as a new operation). */
  corrigido?: boolean;
};

type Meta = { chave: string; valor: string };

/** One table per entity of the slice, of the rows campo/receber sends for it, by id. */
type TabelasFatia = { [E in EntidadeCampo]: EntityTable<DadosCampo[E][number], 'id'> };

/**
 * The representative's slice (as campo/receber sends it) and the outbox. Only what is filtered is
 * indexed: searches run over rows loaded in memory (a few thousand), which is faster than an unindexed
 * IndexedDB scan.
 */
class BancoCampo extends Dexie {
  outbox!: EntityTable<Envio, 'id'>;
  meta!: EntityTable<Meta, 'chave'>;

  constructor(nome = 'mascate-campo') {
    super(nome);
    this.version(1).stores({
      configuracoes: 'id',
      representantes: 'id',
      unidades: 'id',
      formas: 'id',
      rotas: 'id',
      tabelas: 'id',
      produtos: 'id',
      clientes: 'id',
      pedidos: 'id, participante_id',
      outbox: 'id, situacao, feito_em',
      meta: 'chave',
    });
    // The company's reasons for no sale and the customers' credit (a sync after the update fills them).
    this.version(2).stores({ motivos: 'id', creditos: 'id' });
  }
}

// The slice's tables are made by stores() above, one per entity: typed here as Dexie's guide does.
export const banco = new BancoCampo() as BancoCampo & TabelasFatia;

/** The slice's tables and meta (its cursor): what a sync writes and a sign-out empties. */
export const TABELAS_FATIA = [...ENTIDADES_CAMPO.map((e) => banco[e]), banco.meta];

/** Sign-out: the slice goes (another user may sign in here); the outbox stays, whatever it holds. */
export async function esquecerFatia(): Promise<void> {
  await banco.transaction('rw', TABELAS_FATIA, async () => {
    for (const t of TABELAS_FATIA) await t.clear();
  });
}

export async function lerMeta(chave: string): Promise<string | undefined> {
  return (await banco.meta.get(chave))?.valor;
}

export async function gravarMeta(chave: string, valor: string | undefined): Promise<void> {
  if (valor === undefined) await banco.meta.delete(chave);
  else await banco.meta.put({ chave, valor });
}
