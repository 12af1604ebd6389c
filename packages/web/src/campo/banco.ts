import type {
  ClienteCampo,
  ConfiguracaoCampo,
  CreditoCampo,
  FormaCampo,
  MotivoCampo,
  PedidoCampo,
  ProdutoCampo,
  RepresentanteCampo,
  ResultadoOperacao,
  RotaCampo,
  TabelaCampo,
  TipoOperacaoCampo,
  UnidadeCampo,
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
  /** A refused order already corrected (sent again as a new operation). */
  corrigido?: boolean;
};

type Meta = { chave: string; valor: string };

/**
 * The representative's slice (as campo/receber sends it) and the outbox. Only what is filtered is
 * indexed: searches run over rows loaded in memory (a few thousand), which is faster than an unindexed
 * IndexedDB scan.
 */
class BancoCampo extends Dexie {
  configuracoes!: EntityTable<ConfiguracaoCampo, 'id'>;
  representantes!: EntityTable<RepresentanteCampo, 'id'>;
  unidades!: EntityTable<UnidadeCampo, 'id'>;
  formas!: EntityTable<FormaCampo, 'id'>;
  motivos!: EntityTable<MotivoCampo, 'id'>;
  rotas!: EntityTable<RotaCampo, 'id'>;
  tabelas!: EntityTable<TabelaCampo, 'id'>;
  produtos!: EntityTable<ProdutoCampo, 'id'>;
  clientes!: EntityTable<ClienteCampo, 'id'>;
  creditos!: EntityTable<CreditoCampo, 'id'>;
  pedidos!: EntityTable<PedidoCampo, 'id'>;
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

export const banco = new BancoCampo();

/** Sign-out: the slice goes (another user may sign in here); the outbox stays, whatever it holds. */
export async function esquecerFatia(): Promise<void> {
  const tabelas = [
    banco.configuracoes,
    banco.representantes,
    banco.unidades,
    banco.formas,
    banco.motivos,
    banco.rotas,
    banco.tabelas,
    banco.produtos,
    banco.clientes,
    banco.creditos,
    banco.pedidos,
    banco.meta,
  ];
  await banco.transaction('rw', tabelas, async () => {
    for (const t of tabelas) await t.clear();
  });
}

export async function lerMeta(chave: string): Promise<string | undefined> {
  return (await banco.meta.get(chave))?.valor;
}

export async function gravarMeta(chave: string, valor: string | undefined): Promise<void> {
  if (valor === undefined) await banco.meta.delete(chave);
  else await banco.meta.put({ chave, valor });
}
