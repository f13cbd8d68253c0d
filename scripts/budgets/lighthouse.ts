/**
 * Lighthouse mobile audit of a product detail route, served by the real gateway from dist/.
 * Prints score, LCP, TBT, CLS and bytes. Fails when the page outgrows BYTES_BUDGET_KIB or shifts
 * more than CLS_BUDGET — both repeatable on any machine. The performance score depends on how busy
 * the machine is (Lighthouse simulates a phone from measured CPU time), so it is checked against
 * PERFORMANCE_TARGET only with LIGHTHOUSE_ENFORCE_SCORE=1; otherwise a miss is reported loudly.
 * Usage: tsx scripts/budgets/lighthouse.ts [route]   (default /#/jiningDetails)
 */
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

export const PERFORMANCE_TARGET = 0.95;
export const BYTES_BUDGET_KIB = 450;
export const CLS_BUDGET = 0.1;
const port = Number(process.env.LH_PORT ?? 18090);
const route = process.argv[2] ?? '/#/jiningDetails';
const flags = '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

async function waitFor(url: string, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`gateway did not answer at ${url}`);
}

if (await fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false)) {
  throw new Error(`port ${port} is already in use: stop what runs there (or set LH_PORT) so the audit sees this build`);
}
// node itself (not an npx wrapper), so that killing it stops the gateway.
const gateway = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: ':memory:', DATABASE_URL: '', NODE_ENV: 'test' },
  stdio: 'ignore',
});
try {
  await waitFor(`http://127.0.0.1:${port}/`, 90_000);
  mkdirSync('test-results', { recursive: true });
  const out = 'test-results/lighthouse.json';
  execFileSync(
    'npx',
    ['lighthouse', `http://127.0.0.1:${port}${route}`, '--quiet', '--output=json', `--output-path=${out}`,
      `--chrome-flags=${flags}`, '--only-categories=performance,accessibility,best-practices'],
    { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const a = report.audits;
  const score = report.categories.performance.score as number;
  console.log(
    `lighthouse ${route}: performance ${score}, accessibility ${report.categories.accessibility.score}, ` +
      `best-practices ${report.categories['best-practices'].score}; LCP ${a['largest-contentful-paint'].displayValue}, ` +
      `TBT ${a['total-blocking-time'].displayValue}, CLS ${a['cumulative-layout-shift'].displayValue}, ` +
      `FCP ${a['first-contentful-paint'].displayValue}, bytes ${(a['total-byte-weight'].numericValue / 1024).toFixed(0)} KiB`,
  );
  const kib = a['total-byte-weight'].numericValue / 1024;
  const cls = a['cumulative-layout-shift'].numericValue as number;
  if (kib > BYTES_BUDGET_KIB) {
    console.error(`page weight ${kib.toFixed(0)} KiB is over the budget ${BYTES_BUDGET_KIB} KiB`);
    process.exitCode = 1;
  }
  if (cls > CLS_BUDGET) {
    console.error(`layout shift ${cls} is over the budget ${CLS_BUDGET}`);
    process.exitCode = 1;
  }
  if (score < PERFORMANCE_TARGET) {
    console.error(`performance ${score} is under the target ${PERFORMANCE_TARGET}`);
    if (process.env.LIGHTHOUSE_ENFORCE_SCORE === '1') process.exitCode = 1;
  }
} finally {
  gateway.kill('SIGTERM');
}
