import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { URL_APP } from './support/caminhos.ts';
import { CHROMIUM_DEBIAN } from './support/chromium.ts';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './support/global-setup.ts',
  outputDir: `./.tmp/${process.env.E2E_PORTA ?? 3100}/test-results`,
  fullyParallel: false,
  // Each worker drives one Chromium against the one server: two on 2 cores, up to 4 on 8.
  workers: Math.min(4, Math.max(2, Math.floor(availableParallelism() / 2))),
  retries: 0,
  reporter: 'list',
  // A spec on a loaded 2-core machine can pass a minute; its own steps keep their 10 s expectations.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: URL_APP,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1280, height: 800 },
    // A trace records every step (DOM and screenshots): kept for runs here, off in CI to save its CPU.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: CHROMIUM_DEBIAN,
  },
});
