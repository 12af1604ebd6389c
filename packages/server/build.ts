// The production server is JavaScript: src/ bundled by esbuild with the domain package inlined (it ships
// TypeScript) and every other package left to node_modules. The SQL migrations are copied beside it.
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const dist = new URL('./dist/', import.meta.url);
rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts', 'src/cli.ts'],
  // A path, not the URL's pathname: that one is percent-encoded (a checkout in "meu projeto/ação").
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'pacotes-externos',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@mascate/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
cpSync(new URL('./src/db/migrations/', import.meta.url), new URL('./migrations/', dist), { recursive: true });
