import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo, empresaDoArquivo } from '../../test/arquivo.ts';

// A built web app of one page, so that its answers carry the headers too.
const amb = ambienteDoArquivo(() => {
  const web = mkdtempSync(join(tmpdir(), 'mascate-web-'));
  writeFileSync(
    join(web, 'index.html'),
    '<!doctype html><title>Mascate</title><script src="/app.js"></script>',
  );
  return { env: { WEB_DIST: web } };
});
const e = empresaDoArquivo(amb);

type Caso = [
  string,
  { method: 'GET' | 'POST'; url: string; payload?: object; autenticado?: boolean },
  number,
];
const CASOS: Caso[] = [
  ['resposta da API', { method: 'GET', url: '/api/health' }, 200],
  [
    'leitura em fluxo (sem limite)',
    { method: 'POST', url: '/api/clientes/read', payload: {}, autenticado: true },
    200,
  ],
  ['erro da API (401)', { method: 'POST', url: '/api/clientes/read', payload: {} }, 401],
  ['404 da API', { method: 'POST', url: '/api/nao/existe', payload: {} }, 404],
  ['index.html', { method: 'GET', url: '/' }, 200],
  ['rota do app (index.html)', { method: 'GET', url: '/troca-senha/abc' }, 200],
  ['arquivo inexistente', { method: 'GET', url: '/nao-existe.js' }, 200],
  ['página pública de um pedido (link inválido)', { method: 'GET', url: `/p/${'k'.repeat(43)}` }, 404],
];

describe('cabeçalhos de segurança em toda resposta', () => {
  it.each(CASOS)('%s', async (_nome, pedido, status) => {
    const { autenticado, ...resto } = pedido;
    const r = await amb.app.inject({
      ...resto,
      headers: autenticado ? { authorization: `Bearer ${e.token}` } : {},
    });
    expect(r.statusCode).toBe(status);
    const csp = String(r.headers['content-security-policy']);
    const diretivas = new Map(
      csp.split(';').map((d) => {
        const [nome = '', ...valores] = d.trim().split(/\s+/);
        return [nome, valores] as const;
      }),
    );
    expect(diretivas.get('default-src')).toEqual(["'self'"]);
    // No inline script anywhere: scripts only from the app's own files, none in attributes.
    expect(diretivas.get('script-src')).toEqual(["'self'"]);
    expect(diretivas.get('script-src-attr')).toEqual(["'none'"]);
    expect(diretivas.get('frame-ancestors')).toEqual(["'none'"]);
    expect(diretivas.get('object-src')).toEqual(["'none'"]);
    expect(r.headers['x-frame-options']).toBe('DENY');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['referrer-policy']).toBe('no-referrer');
    expect(r.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});
