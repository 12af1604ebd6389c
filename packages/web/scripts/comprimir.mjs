// Precompresses the built web app (issue 45): beside each text file of dist/ (HTML, JS, CSS, JSON,
// the manifest, SVG, robots.txt) a .br (brotli at its best quality) and a .gz (gzip level 9), which the
// server sends as they are (@fastify/static's preCompressed): the best compression at no CPU per
// request. Files under 1 kB stay as they are (the headers would outweigh the saving).
// Usage: node scripts/comprimir.mjs [folder] (default: dist/, after both builds).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXTO = /\.(html|js|mjs|css|json|webmanifest|svg|txt|map)$/;
const MINIMO = 1024;

const pasta = process.argv[2] ?? fileURLToPath(new URL('../dist/', import.meta.url));

function* arquivos(dir) {
  for (const nome of readdirSync(dir)) {
    const caminho = join(dir, nome);
    if (statSync(caminho).isDirectory()) yield* arquivos(caminho);
    else if (TEXTO.test(nome)) yield caminho;
  }
}

let antes = 0;
let depois = 0;
for (const caminho of arquivos(pasta)) {
  const conteudo = readFileSync(caminho);
  if (conteudo.length < MINIMO) continue;
  const br = brotliCompressSync(conteudo, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: conteudo.length,
    },
  });
  writeFileSync(`${caminho}.br`, br);
  writeFileSync(`${caminho}.gz`, gzipSync(conteudo, { level: 9 }));
  antes += conteudo.length;
  depois += br.length;
}
console.log(
  `comprimir: ${(antes / 1024).toFixed(1)} kB de texto, ${(depois / 1024).toFixed(1)} kB em brotli`,
);
