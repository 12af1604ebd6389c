// `npm start` compiles the web app and the server only when a source changed since their last build: a
// start with nothing changed goes straight to the server (under 5 s instead of a full Vite build). The
// sources are hashed (path and content of every file of the package and of the domain package, the lock
// file and the root configuration), not dated, so a file edited, added, removed or restored by git all
// count; the hash of the last good build is kept in its dist/.fontes and written only after it succeeds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const RAIZ = join(import.meta.dirname, '..');
const COMUNS = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'packages/domain'];
const ALVOS = [
  { nome: '@mascate/web', pasta: 'packages/web', saida: 'index.html', fontes: ['packages/web', ...COMUNS] },
  {
    nome: '@mascate/server',
    pasta: 'packages/server',
    saida: 'main.js',
    fontes: ['packages/server', ...COMUNS],
  },
];
const FORA = new Set(['node_modules', 'dist', '.tmp', 'test-results', 'coverage']);

/** Every file under `caminho` (or `caminho` itself), relative to the root, outside build output. */
function arquivos(caminho, lista) {
  const absoluto = join(RAIZ, caminho);
  if (!existsSync(absoluto)) return lista;
  if (!statSync(absoluto).isDirectory()) {
    lista.push(caminho);
    return lista;
  }
  for (const item of readdirSync(absoluto, { withFileTypes: true })) {
    if (FORA.has(item.name)) continue;
    const filho = join(caminho, item.name);
    if (item.isDirectory()) arquivos(filho, lista);
    else if (item.isFile()) lista.push(filho);
  }
  return lista;
}

function resumo(fontes) {
  const hash = createHash('sha256');
  const lista = fontes.flatMap((f) => arquivos(f, [])).sort();
  for (const f of lista)
    hash
      .update(`${f}\0`)
      .update(readFileSync(join(RAIZ, f)))
      .update('\0');
  return hash.digest('hex');
}

for (const alvo of ALVOS) {
  const marca = join(RAIZ, alvo.pasta, 'dist', '.fontes');
  const atual = resumo(alvo.fontes);
  const anterior = existsSync(marca) ? readFileSync(marca, 'utf8').trim() : '';
  if (atual === anterior && existsSync(join(RAIZ, alvo.pasta, 'dist', alvo.saida))) {
    console.log(`${alvo.nome}: nada mudou desde a última compilação`);
    continue;
  }
  const r = spawnSync('npm', ['run', 'build', '-w', alvo.nome], { cwd: RAIZ, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  writeFileSync(marca, `${atual}\n`);
}
