import { defineConfig } from '@playwright/test';
import base from '../../../playwright.config';

/**
 * The shell's journeys on their own: `npx playwright test -c tests/e2e/shell/local.config.ts`.
 * Same browser and phone viewport as the team config, gateway on the shell's port (18380),
 * on a fresh in-memory database each run (journeys change orders).
 */
const port = Number(process.env.SHELL_E2E_PORT ?? 18380);

export default defineConfig({
  ...base,
  // One gateway and one lane here: not the team config's lanes.
  projects: [{ name: 'local' }],
  workers: 1,
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../../test-results/shell-playwright',
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: 'npx tsx server/main.ts',
    cwd: '../../..',
    url: `http://127.0.0.1:${port}/`,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: ':memory:', NODE_ENV: 'test' },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
