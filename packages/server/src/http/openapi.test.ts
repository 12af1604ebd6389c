import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZodType } from 'zod';
import { ambienteDoArquivo } from '../../test/arquivo.ts';
import { caminhoOpenApi, ENDPOINTS_PUBLICOS, endpointsDaApi } from '../../test/endpoints-api.ts';

type Operacao = {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  requestBody?: {
    content: Record<
      string,
      { schema?: { properties?: Record<string, { format?: string }> }; example?: unknown }
    >;
  };
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
};
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

  it('passa no `redocly lint` com as regras recomendadas: nenhum erro e nenhum aviso', async () => {
    const pasta = await mkdtemp(join(tmpdir(), 'mascate-openapi-'));
    try {
      const arquivo = join(pasta, 'openapi.json');
      await writeFile(arquivo, JSON.stringify(documento));
      const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
      const args = [
        cli,
        'lint',
        arquivo,
        '--extends',
        'recommended',
        '--format',
        'json',
        '--max-problems',
        '1000',
      ];
      // Offline: no telemetry, no update check. The CLI exits 1 when it finds errors; the JSON says which.
      const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
      const saida = await promisify(execFile)(process.execPath, args, { env, maxBuffer: 64 << 20 }).catch(
        (e: { stdout?: string }) => ({ stdout: e.stdout ?? '' }),
      );
      const { problems } = JSON.parse(saida.stdout) as {
        problems: { ruleId: string; severity: string; location: { pointer: string }[] }[];
      };
      expect(problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}`)).toEqual([]);
    } finally {
      await rm(pasta, { recursive: true, force: true });
    }
  });

  it('toda operação tem nome, resumo em português e a segurança que a fronteira aplica', () => {
    const publicas: string[] = [];
    const ids = new Set<string>();
    for (const [caminho, operacoes] of Object.entries(documento.paths)) {
      for (const [metodo, op] of Object.entries(operacoes)) {
        if (!METODOS.includes(metodo)) continue;
        const chave = `${metodo.toUpperCase()} ${caminho}`;
        expect(op.operationId, chave).toMatch(/^[a-z][A-Za-z]+$/);
        ids.add(op.operationId ?? '');
        expect(op.summary, chave).toMatch(/^[A-ZÁÉÍÓÚÂÊÔÃÕÇ]/);
        expect(op.security, chave).toBeDefined();
        if (op.security?.length === 0) publicas.push(chave);
        else expect(op.security, chave).toEqual([{ bearer: [] }]);
      }
    }
    const doc = (s: string) => s.replace(/:([^/]+)/g, '{$1}');
    // The shared order's page (/p/...) is public too, outside /api.
    expect(publicas.filter((p) => p.includes(' /api/')).sort()).toEqual(ENDPOINTS_PUBLICOS.map(doc).sort());
    expect(ids.size).toBe(Object.values(documento.paths).flatMap((o) => Object.keys(o)).length);
  });

  it('o exemplo de cada corpo JSON passa pela validação da própria rota', () => {
    const recusados: string[] = [];
    for (const r of endpointsDaApi(ambiente.app)) {
      const op = documento.paths[caminhoOpenApi(r.url)]?.[r.metodo.toLowerCase()];
      const media = op?.requestBody?.content['application/json'];
      const corpo = r.corpo;
      if (!(corpo instanceof ZodType)) continue;
      expect(media?.example, `${r.metodo} ${r.url}`).toBeDefined();
      const v = corpo.safeParse(media?.example);
      if (!v.success) recusados.push(`${r.metodo} ${r.url}: ${v.error.issues[0]?.message}`);
    }
    expect(recusados).toEqual([]);
  });

  it('os corpos multipart (imagem, planilha) estão descritos, com o arquivo', () => {
    for (const [caminho, campo] of [
      ['/api/produtos/update', 'imagem'],
      ['/api/produtos/add_image', 'imagem'],
      ['/api/clientes/importar', 'arquivo'],
      ['/api/produtos/importar', 'arquivo'],
    ] as const) {
      const media = documento.paths[caminho]?.post?.requestBody?.content['multipart/form-data'];
      expect(media?.schema?.properties?.[campo]?.format, caminho).toBe('binary');
      expect(media?.example, caminho).toBeDefined();
    }
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
