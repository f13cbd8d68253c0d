/**
 * Local runs of the purchase journeys on the screens engineer's port (18480), reusing a running
 * gateway when there is one. The team's runs use the root playwright.config.ts.
 *
 *   npx playwright test -c tests/e2e/purchase/local.config.ts
 */
import { defineConfig } from '@playwright/test';
import base from '../../../playwright.config';

const port = Number(process.env.E2E_PORT ?? 18480);

export default defineConfig({
  ...base,
  // One gateway and one lane here: not the team config's lanes.
  projects: [{ name: 'local' }],
  workers: 1,
  testDir: '.',
  outputDir: '../../../test-results/purchase-playwright',
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: 'npx tsx server/main.ts',
    cwd: '../../..',
    url: `http://127.0.0.1:${port}/`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      NODE_ENV: 'test',
      ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
    },
    reuseExistingServer: true,
    timeout: 120_000,
  },
});
