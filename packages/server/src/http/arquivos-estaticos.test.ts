import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo } from '../../test/arquivo.ts';

// Issue 45: how the built web app reaches a phone. A built app of both entries, precompressed by the
// build's own script; every static answer carries its compression and cache headers.
const COMPRIMIR = fileURLToPath(new URL('../../../web/scripts/comprimir.mjs', import.meta.url));
const texto = (n: number, s: string) => s.repeat(Math.ceil(n / s.length)).slice(0, n);
const ROBOTS = readFileSync(new URL('../../../web/public/robots.txt', import.meta.url), 'utf8');

const ARQUIVOS: Record<string, string> = {
  'index.html': `<!doctype html><title>Mascate</title>${texto(3000, '<meta name="x" content="y">')}`,
  'assets/index-Ab12Cd34.js': texto(20_000, 'export const a = () => 42;\n'),
  'assets/index-Ef56Gh78.css': texto(5000, 'body{margin:0}\n'),
  'robots.txt': ROBOTS,
  'campo/index.html': `<!doctype html><title>Mascate Campo</title>${texto(3000, '<meta name="y">')}`,
  'campo/assets/main-Ij90Kl12.js': texto(20_000, 'export const b = () => 7;\n'),
  'campo/sw.js': texto(4000, 'self.addEventListener("fetch", () => {});\n'),
  'campo/manifest.webmanifest': JSON.stringify({ name: 'Mascate Campo', x: texto(2000, 'a') }),
};

const amb = ambienteDoArquivo(() => {
  const web = mkdtempSync(join(tmpdir(), 'mascate-web-'));
  for (const [nome, conteudo] of Object.entries(ARQUIVOS)) {
    mkdirSync(join(web, nome, '..'), { recursive: true });
    writeFileSync(join(web, nome), conteudo);
  }
  writeFileSync(join(web, 'campo', 'icone-192.png'), Buffer.alloc(2048, 1));
  execFileSync(process.execPath, [COMPRIMIR, web]);
  return { env: { WEB_DIST: web } };
});

const IMUTAVEL = 'public, max-age=31536000, immutable';
// [address, the file it answers, its cache-control]
const CASOS: [string, string, string][] = [
  ['/', 'index.html', 'no-cache'],
  ['/listar-clientes', 'index.html', 'no-cache'],
  ['/assets/index-Ab12Cd34.js', 'assets/index-Ab12Cd34.js', IMUTAVEL],
  ['/assets/index-Ef56Gh78.css', 'assets/index-Ef56Gh78.css', IMUTAVEL],
  ['/robots.txt', 'robots.txt', 'no-cache'],
  ['/campo/', 'campo/index.html', 'no-cache'],
  ['/campo/cliente/12', 'campo/index.html', 'no-cache'],
  ['/campo/assets/main-Ij90Kl12.js', 'campo/assets/main-Ij90Kl12.js', IMUTAVEL],
  ['/campo/sw.js', 'campo/sw.js', 'no-cache'],
  ['/campo/manifest.webmanifest', 'campo/manifest.webmanifest', 'no-cache'],
];

const DESCOMPRIMIR: Record<string, (b: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  identity: (b) => b,
};

describe('arquivos do app: compressão e cache', () => {
  for (const [url, arquivo, cache] of CASOS) {
    for (const [aceita, esperada] of [
      ['br, gzip, deflate', 'br'],
      ['gzip, deflate', 'gzip'],
      ['', 'identity'],
    ] as const) {
      it(`${url} (accept-encoding: ${aceita || 'nenhum'})`, async () => {
        const r = await amb.app.inject({
          method: 'GET',
          url,
          headers: aceita ? { 'accept-encoding': aceita } : {},
        });
        expect(r.statusCode).toBe(200);
        expect(r.headers['content-encoding'] ?? 'identity').toBe(esperada);
        expect(r.headers['cache-control']).toBe(cache);
        expect(String(r.headers.vary)).toMatch(/accept-encoding/i);
        expect(DESCOMPRIMIR[esperada]?.(r.rawPayload).toString()).toBe(ARQUIVOS[arquivo]);
      });
    }
  }

  it('a imagem (já comprimida) vai como está, revalidada', async () => {
    const r = await amb.app.inject({
      method: 'GET',
      url: '/campo/icone-192.png',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/png');
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers['cache-control']).toBe('no-cache');
  });

  it('robots.txt é texto, com as regras do Mascate', async () => {
    const r = await amb.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(r.headers['content-type']).toMatch(/^text\/plain/);
    expect(r.body).toContain('User-agent: *');
    expect(r.body).toContain('Disallow: /api/');
  });

  it('as respostas da API também vão comprimidas', async () => {
    const r = await amb.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(r.rawPayload).toString()).openapi).toMatch(/^3\./);
  });

  it.each([
    ['/campo', '/campo/'],
    ['/campo?origem=convite', '/campo/?origem=convite'],
  ])('%s leva a %s (guardado pelo navegador, vale sem servidor)', async (url, destino) => {
    const r = await amb.app.inject({ method: 'GET', url });
    expect(r.statusCode).toBe(301);
    expect(r.headers.location).toBe(destino);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000');
  });
});
