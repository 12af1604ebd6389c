import { LRUCache } from 'lru-cache';
import type { Endereco } from './viacep.ts';

// Streets and districts do change, but rarely; a month keeps the provider's load and our latency low.
const VALIDADE_MS = 30 * 24 * 60 * 60 * 1000;

// ~10,000 addresses take about 3 MB.
const MAXIMO_ENTRADAS = 10_000;

type Entrada = { endereco: Endereco; guardadoEm: number };

/**
 * The addresses already looked up, shared by every company (a CEP is public data), in this process's
 * memory with a size cap: the least recently used entry leaves first (lru-cache, as the session cache),
 * so no company can grow it without bound; the per-company limit on the route
 * (acesso/limites-requisicoes.ts) keeps one from churning it. The validity is checked against the app's
 * clock (tests move it), not the library's own.
 */
export class CacheCep {
  private readonly entradas: LRUCache<string, Entrada>;

  constructor(maximo = MAXIMO_ENTRADAS) {
    this.entradas = new LRUCache({ max: maximo });
  }

  ler(cep: string, agora: Date): Endereco | undefined {
    const e = this.entradas.get(cep);
    if (!e) return undefined;
    if (agora.getTime() - e.guardadoEm >= VALIDADE_MS) {
      this.entradas.delete(cep);
      return undefined;
    }
    return e.endereco;
  }

  guardar(cep: string, endereco: Endereco, agora: Date): void {
    this.entradas.set(cep, { endereco, guardadoEm: agora.getTime() });
  }
}
