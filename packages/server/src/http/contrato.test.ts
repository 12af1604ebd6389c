import { type ChaveEndpoint, contratoApi, type Endpoint } from '@mascate/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ambienteDoArquivo } from '../../test/arquivo.ts';
import { endpointsDaApi } from '../../test/endpoints-api.ts';

// The contract table in the domain (schemas/contrato.ts) is what the web app's client types its calls
// from: this file checks that it says what the server does, route by route, both ways.

const amb = ambienteDoArquivo();

/** A schema as JSON Schema, without the description `respostas()` adds to an answer for OpenAPI. */
function forma(schema: unknown): string | undefined {
  if (schema === undefined) return undefined;
  const json = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  delete json.description;
  return JSON.stringify(json);
}

type Conteudo = { content: Record<string, unknown> };
const ehConteudo = (r: unknown): r is Conteudo =>
  typeof r === 'object' && r !== null && !(r instanceof z.ZodType) && 'content' in r;

const entradas = Object.entries(contratoApi) as [ChaveEndpoint, Endpoint][];
const chaveDe = (url: string) => url.slice('/api/'.length);

describe('o contrato da API (domain schemas/contrato.ts) e as rotas do servidor', () => {
  it('toda rota registrada em /api está no contrato, com o seu método', () => {
    const fora = endpointsDaApi(amb.app)
      .filter((r) => {
        const e = (contratoApi as Record<string, Endpoint>)[chaveDe(r.url)];
        return !e?.metodos.includes(r.metodo as Endpoint['metodos'][number]);
      })
      .map((r) => `${r.metodo} ${r.url}`);
    expect(fora).toEqual([]);
  });

  it('toda entrada do contrato está registrada, com cada um dos seus métodos', () => {
    const registradas = new Set(endpointsDaApi(amb.app).map((r) => `${r.metodo} ${r.url}`));
    const ausentes = entradas.flatMap(([chave, e]) =>
      e.metodos.map((m) => `${m} /api/${chave}`).filter((r) => !registradas.has(r)),
    );
    expect(ausentes).toEqual([]);
  });

  it('cada rota declara os mesmos esquemas de corpo, consulta, parâmetros e resposta do contrato', () => {
    const diferentes: string[] = [];
    for (const r of endpointsDaApi(amb.app)) {
      const chave = chaveDe(r.url);
      const e = (contratoApi as Record<string, Endpoint>)[chave];
      if (!e) continue;
      const nome = `${r.metodo} ${r.url}`;
      if (forma(r.corpo) !== forma(e.corpo)) diferentes.push(`${nome}: corpo`);
      if (forma(r.consulta) !== forma(e.consulta)) diferentes.push(`${nome}: consulta`);
      if (forma(r.params) !== forma(e.params)) diferentes.push(`${nome}: params`);
      const ok = (r.resposta as Record<string, unknown> | undefined)?.[200];
      if (ehConteudo(ok)) {
        if (JSON.stringify(Object.keys(ok.content)) !== JSON.stringify(e.conteudo))
          diferentes.push(`${nome}: conteúdo`);
      } else if (e.resposta === undefined || forma(ok) !== forma(e.resposta)) {
        diferentes.push(`${nome}: resposta`);
      }
    }
    expect(diferentes).toEqual([]);
  });

  it('a comparação distingue respostas diferentes (uma resposta trocada seria notada)', () => {
    expect(forma(contratoApi['clientes/read'].resposta)).not.toBe(
      forma(contratoApi['produtos/read'].resposta),
    );
    expect(forma(contratoApi['clientes/read'].resposta)).toBe(
      forma(contratoApi['clientes/read_one'].resposta),
    );
  });
});
