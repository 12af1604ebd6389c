import { LRUCache } from 'lru-cache';
import type { Sessao } from './sessao.ts';

/**
 * The PostgreSQL channel on which the database says that sessions may have changed (migration 0018's
 * triggers): 'u:<usuario_id>' when a user's row or one of their sessions changed, '*' for anything wider.
 */
export const CANAL_SESSOES = 'mascate_sessoes';

type Guardada = { sessao: Sessao; expiraEm: number };

/**
 * The sessions this process has already looked up, so a signed-in request costs no query (issue 9: the
 * look-up was a round trip and a third of Node's time on a cheap request). Safe only while this process
 * hears every change: it answers from memory only between `ligar` (LISTEN is in place) and `desligar`
 * (the listening connection is gone), and each entry also lives at most `validadeMs`, so a change that
 * somehow went unheard is seen within that time.
 *
 * The generation closes the race between a look-up and a revocation: a look-up that was under way when a
 * notice arrived may have read the row before the change, so its answer is not kept (`marca`/`guardar`).
 */
export class CacheSessoes {
  private readonly lru: LRUCache<string, Guardada>;
  private geracao = 0;
  private ligado = false;

  constructor(opcoes: { maximo: number; validadeMs: number }) {
    this.lru = new LRUCache({ max: opcoes.maximo, ttl: opcoes.validadeMs });
  }

  /** True while the cache answers (the process is listening). */
  get ativo(): boolean {
    return this.ligado;
  }

  get tamanho(): number {
    return this.lru.size;
  }

  /** Taken before a look-up: its answer is kept only if no notice arrived in between. */
  marca(): number {
    return this.geracao;
  }

  ler(tokenHash: string, agora: Date): Sessao | undefined {
    if (!this.ligado) return undefined;
    const g = this.lru.get(tokenHash);
    if (!g) return undefined;
    // The session's own expiry, against the app's clock (tests move it).
    if (g.expiraEm <= agora.getTime()) {
      this.lru.delete(tokenHash);
      return undefined;
    }
    return g.sessao;
  }

  guardar(marca: number, sessao: Sessao, expiraEm: Date): void {
    if (!this.ligado || marca !== this.geracao) return;
    this.lru.set(sessao.tokenHash, { sessao, expiraEm: expiraEm.getTime() });
  }

  /** A notice from the channel: that user's sessions leave memory, or all of them for '*' (or anything unknown). */
  aviso(texto: string): void {
    this.geracao += 1;
    const usuario = /^u:(\d+)$/.exec(texto)?.[1];
    if (usuario === undefined) {
      this.lru.clear();
      return;
    }
    const id = Number(usuario);
    const saem = [...this.lru.entries()].filter(([, g]) => g.sessao.usuarioId === id).map(([chave]) => chave);
    for (const chave of saem) this.lru.delete(chave);
  }

  /**
   * Called by the request that changed a user or revoked a session, after its commit: this process
   * forgets at once, without waiting for its own notice (which the other processes act on).
   */
  esquecerUsuario(usuarioId: number): void {
    this.aviso(`u:${usuarioId}`);
  }

  /** LISTEN is in place: anything remembered before may have missed a notice, so start empty. */
  ligar(): void {
    this.aviso('*');
    this.ligado = true;
  }

  /** The listening connection is gone: notices may be missed, so stop answering from memory. */
  desligar(): void {
    this.ligado = false;
    this.aviso('*');
  }
}
