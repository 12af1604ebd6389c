import { beforeAll, describe, expect, it } from 'vitest';
import { ambienteDoArquivo } from '../../test/arquivo.ts';
import { caminhoOpenApi, endpointsDaApi } from '../../test/endpoints-api.ts';

type Operacao = { responses?: Record<string, { content?: Record<string, { schema?: object }> }> };
type Documento = { paths: Record<string, Record<string, Operacao>> };

let documento: Documento;
const ambiente = ambienteDoArquivo();
beforeAll(async () => {
  const r = await ambiente.app.inject({ method: 'GET', url: '/api/docs/json' });
  documento = r.json();
});

const METODOS = ['get', 'post', 'put', 'delete', 'patch'];

describe('OpenAPI em /api/docs', () => {
  it('toda operação de /api declara o esquema da resposta 200 e o das falhas', () => {
    const faltando: string[] = [];
    for (const [caminho, operacoes] of Object.entries(documento.paths)) {
      if (!caminho.startsWith('/api/')) continue;
      for (const [metodo, op] of Object.entries(operacoes)) {
        if (!METODOS.includes(metodo)) continue;
        const esquemas = Object.values(op.responses?.['200']?.content ?? {}).map((c) => c.schema);
        if (esquemas.length === 0 || esquemas.some((e) => !e || Object.keys(e).length === 0)) {
          faltando.push(`${metodo.toUpperCase()} ${caminho}: 200`);
        }
        if (!op.responses?.['4XX']?.content) faltando.push(`${metodo.toUpperCase()} ${caminho}: 4XX`);
      }
    }
    expect(faltando).toEqual([]);
  });

  it('toda rota registrada em /api aparece no documento', () => {
    const ausentes = endpointsDaApi(ambiente.app)
      .filter((r) => !documento.paths[caminhoOpenApi(r.url)]?.[r.metodo.toLowerCase()])
      .map((r) => `${r.metodo} ${r.url}`);
    expect(ausentes).toEqual([]);
    expect(Object.keys(documento.paths).length).toBeGreaterThan(40);
  });

  it('a resposta de uma leitura descreve as linhas (o que a tela lê está declarado)', () => {
    const op = documento.paths['/api/clientes/read']?.post;
    const esquema = op?.responses?.['200']?.content?.['application/json']?.schema as {
      properties?: { registros?: { items?: { properties?: Record<string, unknown> } } };
    };
    expect(Object.keys(esquema.properties?.registros?.items?.properties ?? {})).toEqual(
      expect.arrayContaining(['id', 'nome', 'cnpj_cpf', 'rota_id']),
    );
  });

  it('a página pública do pedido declara a chave e o que responde (página, PDF, 404)', () => {
    type ComParametros = Operacao & { parameters?: { name: string; in: string }[] };
    for (const [caminho, tipo] of [
      ['/p/{chave}', 'text/html'],
      ['/p/{chave}/pdf', 'application/pdf'],
    ] as const) {
      const op = documento.paths[caminho]?.get as ComParametros | undefined;
      expect(op?.parameters?.map((p) => [p.name, p.in])).toEqual([['chave', 'path']]);
      expect(Object.keys(op?.responses?.['200']?.content ?? {})).toEqual([tipo]);
      expect(op?.responses?.['404']?.content).toBeDefined();
    }
  });
});
