import { defineConfig } from 'vitest/config';

// One runner for the three packages; Playwright specs live in e2e/ and are never collected here.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/server', 'packages/web'],
    // Each server test file opens its own embedded database (~400 MB); two at a time fits 2 cores.
    maxWorkers: 2,
  },
});
