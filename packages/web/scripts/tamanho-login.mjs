// Gzipped JavaScript the login route loads before it renders: the entry chunk of dist/ and its static
// imports (chunks behind import() load later, with the screens that need them). Target: 180 kB.
// Usage: npm run build -w @mascate/web && npm run tamanho -w @mascate/web
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url);
const html = readFileSync(new URL('index.html', dist), 'utf8');
const entrada = html.match(/src="\/assets\/([^"]+\.js)"/)?.[1];
if (!entrada) throw new Error('dist/index.html sem o script de entrada: rode o build antes.');

const vistos = new Map();
const fila = [entrada];
while (fila.length > 0) {
  const arquivo = fila.pop();
  if (vistos.has(arquivo)) continue;
  const fonte = readFileSync(new URL(`assets/${arquivo}`, dist), 'utf8');
  vistos.set(arquivo, gzipSync(fonte, { level: 9 }).length);
  // Static imports only (`import"./a.js"`, `from"./a.js"`); `import("./a.js")` loads later.
  for (const m of fonte.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)) fila.push(m[1]);
}

const kb = (n) => (n / 1024).toFixed(1).padStart(7);
const linhas = [...vistos].sort((a, b) => b[1] - a[1]);
console.log(`${'arquivo'.padEnd(44)} kB gzip`);
for (const [arquivo, n] of linhas) console.log(`${arquivo.padEnd(44)}${kb(n)}`);
const total = linhas.reduce((s, [, n]) => s + n, 0);
console.log(`${'total (rota de login)'.padEnd(44)}${kb(total)}   meta: 180.0`);
