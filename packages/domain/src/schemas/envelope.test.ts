import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as domain from '../index.ts';
import { envelopeFalha, envelopeRegistros, envelopeRetorno } from './envelope.ts';

/** Kinds of zod node that change a value: the server could not encode an answer through them. */
const MUDAM_O_VALOR = new Set(['transform', 'pipe', 'preprocess', 'codec']);

function tiposQueMudam(s: unknown, vistos = new Set<unknown>()): string[] {
  if (!(s instanceof z.ZodType) || vistos.has(s)) return [];
  vistos.add(s);
  const def = s._zod.def as unknown as Record<string, unknown> & { type: string };
  const proprios = MUDAM_O_VALOR.has(def.type) ? [def.type] : [];
  const filhos = Object.values(def).flatMap((v) =>
    Array.isArray(v) ? v : v && typeof v === 'object' && !(v instanceof z.ZodType) ? Object.values(v) : [v],
  );
  return [...proprios, ...filhos.flatMap((f) => tiposQueMudam(f, vistos))];
}

const respostas = Object.entries(domain).filter(([nome]) => nome.startsWith('respostas')) as [
  string,
  Record<string, z.ZodType>,
][];

describe('envelope das respostas', () => {
  it('uma leitura descarta o que a linha não declara', () => {
    const resposta = envelopeRegistros(z.object({ id: z.number() }));
    const linha = { id: 1, senha_hash: 'segredo' };
    expect(resposta.encode({ retorno: { sucesso: true, mensagem: '' }, registros: [linha] })).toEqual({
      retorno: { sucesso: true, mensagem: '' },
      registros: [{ id: 1 }],
    });
  });

  it('os extras de retorno são os declarados, e a falha só tem sucesso e mensagem', () => {
    const criado = envelopeRetorno({ id: z.number().int() });
    expect(criado.encode({ retorno: { sucesso: true, mensagem: 'ok', id: 3 } })).toEqual({
      retorno: { sucesso: true, mensagem: 'ok', id: 3 },
    });
    expect(() => criado.encode({ retorno: { sucesso: true, mensagem: 'ok' } } as never)).toThrow();
    expect(envelopeFalha.encode({ retorno: { sucesso: false, mensagem: 'x', pilha: 'y' } as never })).toEqual(
      {
        retorno: { sucesso: false, mensagem: 'x' },
      },
    );
  });

  it('cada funcionalidade exporta as suas respostas', () => {
    expect(respostas.map(([nome]) => nome).sort()).toEqual(
      expect.arrayContaining([
        'respostasAcesso',
        'respostasCep',
        'respostasClientes',
        'respostasDashboard',
        'respostasEmpresas',
        'respostasFormasPagamento',
        'respostasPedidos',
        'respostasProdutos',
        'respostasRepresentantes',
        'respostasRotas',
        'respostasUnidades',
        'respostasVisitas',
      ]),
    );
  });

  it('nenhum esquema de resposta transforma valores (o servidor codifica por eles)', () => {
    const comTransformacao = respostas.flatMap(([nome, acoes]) =>
      Object.entries(acoes)
        .filter(([, esquema]) => tiposQueMudam(esquema).length > 0)
        .map(([acao]) => `${nome}.${acao}`),
    );
    expect(comTransformacao).toEqual([]);
    // The check itself sees a transform where there is one (a request schema).
    expect(tiposQueMudam(envelopeRegistros(domain.clienteSchema)).length).toBeGreaterThan(0);
  });
});
