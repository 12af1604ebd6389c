import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for the three packages; Playwright specs live in e2e/ and are never collected here.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/server', 'packages/web'],
    // Each server test file opens its own embedded database (~400 MB): two at a time on 2 cores, one
    // more for every 2 further cores (a larger CI machine finishes sooner; memory stays well within).
    maxWorkers: Math.max(2, Math.floor(availableParallelism() / 2)),
  },
});
