import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys: Debian's Chromium on a phone viewport against the real gateway, which serves
 * the built app (`vite build` runs first in scripts/test-all.sh) on an in-memory embedded database.
 */
const port = Number(process.env.E2E_PORT ?? 18080);
export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['iPhone 13'],
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumFlags },
  },
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `http://127.0.0.1:${port}/`,
    // DATABASE_URL is blanked: .ci/run exports it for the PostgreSQL tests, and a journey gateway on a
    // shared server database would see the data earlier runs left behind instead of a fresh seed.
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: ':memory:', DATABASE_URL: '', NODE_ENV: 'test' },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
