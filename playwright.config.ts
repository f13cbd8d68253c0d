import { readdirSync } from 'node:fs';
import durations from './tests/e2e/durations.json' with { type: 'json' };
import { defineConfig, devices } from '@playwright/test';
import { PHONE } from './scripts/lib/phone.ts';
import { splitByDuration } from './scripts/lib/e2e-lanes.ts';

/**
 * Browser journeys: Debian's Chromium on a phone viewport against the real gateway, which serves
 * the built app (`vite build` runs first in scripts/test-all.sh) on an in-memory embedded database.
 *
 * One project per lane, each with a gateway of its own on a fresh database, one test at a time
 * within a lane (the journeys of a lane buy, cancel and rate with the same seeded accounts, in file
 * order); the lanes run side by side. The purchase journeys are two lanes: alone they took as long
 * as the rest together. Ports: E2E_PORT, +2, +3, +4 (+1 is the fail-soft journey's own gateway, +5 the release journey's).
 */
const basePort = Number(process.env.E2E_PORT ?? 18080);

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

/**
 * The spec files of a group, split into `shards` lanes of about equal running time, as last measured
 * (tests/e2e/durations.json; scripts/e2e-durations.ts refreshes it): scripts/lib/e2e-lanes.ts.
 */
function shardsOf(group: string, shards: number): string[][] {
  const files = readdirSync(new URL(`./tests/e2e/${group}/`, import.meta.url)).filter((name) =>
    name.endsWith('.spec.ts'),
  );
  return splitByDuration(group, files, shards, durations);
}

interface Lane {
  name: string;
  group: string;
  files: string[] | undefined;
  port: number;
  /** settings of the lane's gateway beyond the journeys' own */
  env?: Record<string, string>;
}

const allLanes: Lane[] = [
  // The shell lane's sandbox insurer issues a paid order a day after payment, not two minutes: the
  // seeded 待出单 order the policy journey opens (tests/e2e/shell/policies.spec.ts) stayed so only
  // while the lane was under two minutes old, and on a loaded machine it was later (shown 待起保).
  // No shell journey moves the gateway's clock; the purchase lanes' journeys move it to issue.
  {
    name: 'shell',
    group: 'shell',
    files: undefined,
    port: basePort,
    env: { SANDBOX_ISSUE_DELAY_MS: String(24 * 3_600_000) },
  },
  ...shardsOf('purchase', 2).map((files, i) => ({
    name: `purchase-${i + 1}`,
    group: 'purchase',
    files,
    port: basePort + 2 + i,
  })),
  { name: 'growth', group: 'growth', files: undefined, port: basePort + 4 },
];
// E2E_LANES=shell,purchase-2 runs those lanes only and starts only their gateways (`--project`
// alone still starts every lane's gateway).
const chosen = process.env.E2E_LANES?.split(',').map((name) => name.trim());
const lanes = chosen ? allLanes.filter((lane) => chosen.includes(lane.name)) : allLanes;
if (lanes.length === 0)
  throw new Error(
    `E2E_LANES=${process.env.E2E_LANES}: no such lane (${allLanes.map((l) => l.name).join(', ')})`,
  );

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  workers: lanes.length,
  retries: process.env.CI ? 1 : 0,
  // Journeys wait for states, never for a clock; these bounds only say when a state is not coming.
  // They are wide because the lanes share two cores with each other (and, in npm test, with more).
  timeout: 420_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    // iPhone 13's user agent, on the one phone every browser test browses as (scripts/lib/phone.ts).
    ...devices['iPhone 13'],
    ...PHONE,
    browserName: 'chromium',
    screenshot: 'only-on-failure',
    // A trace records every action's screenshots (about a quarter of the journeys' CPU): only on the retry
    // of a failed journey (CI retries once), which is where it is read.
    trace: 'on-first-retry',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumFlags },
  },
  projects: lanes.map((lane) => ({
    name: lane.name,
    testDir: `tests/e2e/${lane.group}`,
    ...(lane.files ? { testMatch: lane.files.map((file) => `**/${file}`) } : {}),
    workers: 1,
    use: { baseURL: `http://127.0.0.1:${lane.port}` },
  })),
  webServer: lanes.map((lane) => ({
    name: lane.name,
    // Node with the TypeScript loader, without npx and tsx's own launcher processes in between.
    // stop-with-parent.mjs stops the gateway when this runner has gone, even killed (STOP_WITH_STDIN).
    command: 'node --import ./scripts/lib/stop-with-parent.mjs --import tsx server/main.ts',
    url: `http://127.0.0.1:${lane.port}/`,
    // DATABASE_URL is blanked: .ci/run exports it for the PostgreSQL tests, and a journey gateway on a
    // shared server database would see the data earlier runs left behind instead of a fresh seed.
    env: {
      PORT: String(lane.port),
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      DATABASE_URL: '',
      NODE_ENV: 'test',
      STOP_WITH_STDIN: '1',
      ...lane.env,
    },
    reuseExistingServer: false,
    timeout: 240_000,
  })),
});
