import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ambienteDoArquivo } from '../../test/arquivo.ts';

// A built web app with both entries: the back office at / and the field app at /campo.
const amb = ambienteDoArquivo(() => {
  const web = mkdtempSync(join(tmpdir(), 'mascate-web-'));
  mkdirSync(join(web, 'campo'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Mascate</title>');
  writeFileSync(join(web, 'campo', 'index.html'), '<!doctype html><title>Mascate Campo</title>');
  writeFileSync(join(web, 'campo', 'manifest.webmanifest'), '{"name":"Mascate Campo"}');
  return { env: { WEB_DIST: web } };
});

describe('o servidor serve o app do campo em /campo', () => {
  it.each([
    ['/campo/', 'Mascate Campo'],
    ['/campo/cliente/12', 'Mascate Campo'],
    ['/campo/manifest.webmanifest', '"Mascate Campo"'],
    ['/pedidos', '<title>Mascate</title>'],
    ['/campos-extras', '<title>Mascate</title>'],
  ])('%s', async (url, contem) => {
    const r = await amb.app.inject({ method: 'GET', url });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain(contem);
  });

  it('/campo (o endereço dos manuais) leva ao escopo do app, /campo/', async () => {
    const r = await amb.app.inject({ method: 'GET', url: '/campo' });
    expect(r.statusCode).toBe(301);
    expect(r.headers.location).toBe('/campo/');
  });
});
