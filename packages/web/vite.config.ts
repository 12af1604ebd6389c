import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    rolldownOptions: {
      // The domain package only declares schemas and pure functions: a screen that imports one schema
      // should not carry them all (the login route's bundle stays small).
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/domain/src/') },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
