import { defineConfig } from 'vitest/config';

// One runner for the three packages; Playwright specs live in e2e/ and are never collected here.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/server', 'packages/web'],
  },
});
