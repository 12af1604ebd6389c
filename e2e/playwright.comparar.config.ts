import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// The screen comparison (comparar-telas.ts) with the suite's server and browser, outside the suite.
export default defineConfig({ ...base, testMatch: 'comparar-telas.ts', workers: 1 });
