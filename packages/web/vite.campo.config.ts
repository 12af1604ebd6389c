import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// Mascate Campo (issue 29): the field app, a second entry of this package, built on its own into
// dist/campo (after the back office's build, which empties dist) so its service worker precaches the
// field app's files only, and served by the same server at /campo.
const raiz = fileURLToPath(new URL('./campo/', import.meta.url));

export default defineConfig({
  root: raiz,
  base: '/campo/',
  plugins: [
    react(),
    VitePWA({
      // The app registers the worker itself (src/campo/atualizacao.ts), to offer the update.
      injectRegister: false,
      registerType: 'prompt',
      scope: '/campo/',
      manifest: {
        name: 'Mascate Campo',
        short_name: 'Campo',
        description: 'Pedidos e visitas do representante, com ou sem sinal.',
        lang: 'pt-BR',
        start_url: '/campo/',
        scope: '/campo/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#00695c',
        background_color: '#ffffff',
        icons: [
          { src: 'icone-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icone-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icone-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,png,webmanifest}'],
        navigateFallback: '/campo/index.html',
        navigateFallbackAllowlist: [/^\/campo/],
        // Orders and visits never go through the worker's cache or background sync: the outbox is ours.
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // The first install takes the open page at once (the shell is offline from the first visit);
        // a later version still waits for the representative's "Atualizar" (no skipWaiting).
        clientsClaim: true,
      },
    }),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist/campo/', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/domain/src/') },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
