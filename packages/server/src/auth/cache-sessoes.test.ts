import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CacheSessoes } from './cache-sessoes.ts';
import type { Sessao } from './sessao.ts';

const AGORA = new Date('2026-11-24T12:00:00Z');
const DEPOIS = new Date(AGORA.getTime() + 60 * 60_000);

const sessao = (tokenHash: string, usuarioId: number): Sessao => ({
  empresaId: 1,
  usuarioId,
  pessoaId: usuarioId,
  tokenHash,
  papel: 'administrador',
  representanteId: null,
  nomeUsuario: `usuário ${usuarioId}`,
});

function ligada(validadeMs = 60_000): CacheSessoes {
  const c = new CacheSessoes({ maximo: 100, validadeMs });
  c.ligar();
  return c;
}

describe('CacheSessoes', () => {
  it('sem escuta não guarda nem responde', () => {
    const c = new CacheSessoes({ maximo: 100, validadeMs: 60_000 });
    c.guardar(c.marca(), sessao('a', 1), DEPOIS);
    expect(c.ler('a', AGORA)).toBeUndefined();
    expect(c.tamanho).toBe(0);
  });

  it('responde o que guardou até a sessão expirar (pelo relógio do app)', () => {
    const c = ligada();
    c.guardar(c.marca(), sessao('a', 1), DEPOIS);
    expect(c.ler('a', AGORA)).toEqual(sessao('a', 1));
    expect(c.ler('a', DEPOIS)).toBeUndefined();
    expect(c.tamanho).toBe(0);
  });

  it('um aviso do usuário tira só as sessões dele; "*" e um aviso desconhecido tiram todas', () => {
    const c = ligada();
    for (const [t, u] of [
      ['a', 1],
      ['b', 1],
      ['c', 2],
    ] as const)
      c.guardar(c.marca(), sessao(t, u), DEPOIS);
    c.aviso('u:1');
    expect(['a', 'b', 'c'].map((t) => c.ler(t, AGORA)?.usuarioId)).toEqual([undefined, undefined, 2]);
    c.aviso('qualquer coisa');
    expect(c.ler('c', AGORA)).toBeUndefined();
    c.guardar(c.marca(), sessao('d', 3), DEPOIS);
    c.aviso('*');
    expect(c.tamanho).toBe(0);
  });

  it('uma consulta que estava em curso quando chegou um aviso não é guardada', () => {
    const c = ligada();
    const marca = c.marca();
    c.aviso('u:7'); // the revocation's notice arrives while the look-up is under way
    c.guardar(marca, sessao('a', 1), DEPOIS);
    expect(c.ler('a', AGORA)).toBeUndefined();
  });

  it('ao perder a escuta esquece tudo e para de responder; ao voltar começa vazia', () => {
    const c = ligada();
    c.guardar(c.marca(), sessao('a', 1), DEPOIS);
    const marca = c.marca();
    c.desligar();
    expect(c.ativo).toBe(false);
    expect(c.ler('a', AGORA)).toBeUndefined();
    c.guardar(marca, sessao('a', 1), DEPOIS);
    c.ligar();
    // A look-up begun before the loss is not kept after the return either: notices may have been missed.
    c.guardar(marca, sessao('a', 1), DEPOIS);
    expect(c.tamanho).toBe(0);
  });

  it('tem tamanho máximo e validade própria', () => {
    const c = new CacheSessoes({ maximo: 2, validadeMs: 60_000 });
    c.ligar();
    for (const t of ['a', 'b', 'c']) c.guardar(c.marca(), sessao(t, 1), DEPOIS);
    expect(c.tamanho).toBe(2);
    expect(c.ler('a', AGORA)).toBeUndefined();
  });

  // The rule that makes it safe, for any interleaving: once a user's notice has arrived, no look-up that
  // began before it can answer for that user; only one begun after it can.
  it('propriedade: depois do aviso de um usuário, só uma consulta começada depois dele responde', () => {
    type Passo =
      | { tipo: 'inicia'; token: string; usuario: number }
      | { tipo: 'termina'; indice: number }
      | { tipo: 'aviso'; usuario: number | '*' }
      | { tipo: 'perde' }
      | { tipo: 'volta' };
    const token = fc.constantFrom('a', 'b', 'c', 'd');
    const usuario = fc.integer({ min: 1, max: 3 });
    const passo: fc.Arbitrary<Passo> = fc.oneof(
      fc.record({ tipo: fc.constant('inicia' as const), token, usuario }),
      fc.record({ tipo: fc.constant('termina' as const), indice: fc.nat({ max: 20 }) }),
      fc.record({
        tipo: fc.constant('aviso' as const),
        usuario: fc.oneof(usuario, fc.constant('*' as const)),
      }),
      fc.record({ tipo: fc.constant('perde' as const) }),
      fc.record({ tipo: fc.constant('volta' as const) }),
    );
    fc.assert(
      fc.property(fc.array(passo, { maxLength: 60 }), (passos) => {
        const c = ligada();
        let relogio = 0;
        let ligado = true;
        // When each user's (or everyone's) latest notice arrived, and when the listener last came back.
        const ultimoAviso = new Map<number | '*', number>();
        const emCurso: { token: string; usuario: number; marca: number; inicio: number }[] = [];
        // Which look-up (by its start) put each token in memory.
        const inicioGuardado = new Map<string, { usuario: number; inicio: number }>();
        for (const p of passos) {
          relogio += 1;
          if (p.tipo === 'inicia') emCurso.push({ ...p, marca: c.marca(), inicio: relogio });
          else if (p.tipo === 'termina') {
            const [consulta] = emCurso.splice(p.indice % Math.max(1, emCurso.length), 1);
            if (!consulta) continue;
            const lida = sessao(consulta.token, consulta.usuario);
            c.guardar(consulta.marca, lida, DEPOIS);
            // Kept only if memory now answers with this very object.
            if (c.ler(consulta.token, AGORA) === lida)
              inicioGuardado.set(consulta.token, { usuario: consulta.usuario, inicio: consulta.inicio });
          } else if (p.tipo === 'aviso') {
            c.aviso(p.usuario === '*' ? '*' : `u:${p.usuario}`);
            ultimoAviso.set(p.usuario, relogio);
          } else if (p.tipo === 'perde') {
            c.desligar();
            ligado = false;
          } else {
            c.ligar();
            ligado = true;
            ultimoAviso.set('*', relogio);
          }
          for (const t of ['a', 'b', 'c', 'd']) {
            const lida = c.ler(t, AGORA);
            if (!lida) continue;
            const origem = inicioGuardado.get(t);
            expect(ligado).toBe(true);
            expect(origem?.usuario).toBe(lida.usuarioId);
            const limite = Math.max(ultimoAviso.get(lida.usuarioId) ?? 0, ultimoAviso.get('*') ?? 0);
            expect(origem?.inicio ?? 0).toBeGreaterThan(limite);
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});
