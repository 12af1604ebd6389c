import type { Endereco } from './viacep.ts';

// Streets and districts do change, but rarely; a month keeps the provider's load and our latency low.
const VALIDADE_MS = 30 * 24 * 60 * 60 * 1000;

/** Tests shrink the cap; nothing else changes it. ~10,000 addresses take about 3 MB. */
export const ajustesCacheCep = { maximoEntradas: 10_000 };

type Entrada = { endereco: Endereco; guardadoEm: number };

/**
 * The addresses already looked up, shared by every company (a CEP is public data), in this process's
 * memory with a size cap: the least recently used entry leaves first (a Map keeps insertion order, and a
 * hit is moved to the end), so no company can grow it without bound; the per-company limit on the route
 * (acesso/limites-requisicoes.ts) keeps one from churning it.
 */
export class CacheCep {
  private readonly entradas = new Map<string, Entrada>();

  ler(cep: string, agora: Date): Endereco | undefined {
    const e = this.entradas.get(cep);
    if (!e) return undefined;
    this.entradas.delete(cep);
    if (agora.getTime() - e.guardadoEm >= VALIDADE_MS) return undefined;
    this.entradas.set(cep, e);
    return e.endereco;
  }

  guardar(cep: string, endereco: Endereco, agora: Date): void {
    this.entradas.delete(cep);
    this.entradas.set(cep, { endereco, guardadoEm: agora.getTime() });
    while (this.entradas.size > ajustesCacheCep.maximoEntradas) {
      const maisAntiga = this.entradas.keys().next().value;
      if (maisAntiga === undefined) break;
      this.entradas.delete(maisAntiga);
    }
  }

  get tamanho(): number {
    return this.entradas.size;
  }
}
