import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for the three packages; Playwright specs live in e2e/ and are never collected here.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/server', 'packages/web'],
    // Each server test file opens its own embedded database (~400 MB): two at a time on 2 cores, one
    // more for every 2 further cores up to 4 (a larger CI machine finishes sooner; PostgreSQL 15's 100
    // connections and the memory stay well within).
    maxWorkers: Math.min(4, Math.max(2, Math.floor(availableParallelism() / 2))),
  },
});
