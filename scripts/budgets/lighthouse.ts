/**
 * Lighthouse mobile audit of a product detail route, served by the real gateway from dist/ (or
 * DIST_DIR). Prints score, LCP, TBT, CLS, FCP and bytes for each of LIGHTHOUSE_RUNS runs (default 3)
 * and their median, with the machine's load average. Fails when the page outgrows BYTES_BUDGET_KIB
 * or shifts more than CLS_BUDGET — both repeatable on any machine. The performance score depends on
 * how busy the machine is (Lighthouse simulates a phone from measured CPU time × 4), so the median
 * is checked against PERFORMANCE_TARGET only with LIGHTHOUSE_ENFORCE_SCORE=1; otherwise a miss is
 * reported loudly. Each run is also scored a second time from the same trace, with the CPU slowdown
 * calibrated to the host's BenchmarkIndex in that very run (./cpu-calibration.ts): the page on
 * Lighthouse's reference phone, whatever machine or load the audit ran on. Both are printed; the
 * budgets above and the enforced score use the default 4×.
 * Usage: [DIST_DIR=dist-x] [LH_PORT=n] [LIGHTHOUSE_RUNS=n] tsx scripts/budgets/lighthouse.ts [--families] [route…]
 *        (default route /#/jiningDetails; --families adds one public product of every product family,
 *        products/families/*.json — slow: runs × routes audits, so npm test audits the default only)
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { readdirSync } from 'node:fs';
import { PRODUCT_INDEX } from '../../engine/generated/product-index.ts';
import { spawnTestGateway } from '../lib/spawn-test-gateway.ts';
import { calibratedCpuMultiplier } from './cpu-calibration.ts';
import { waitForGateway } from '../lib/wait-for-gateway.ts';

export const PERFORMANCE_TARGET = 0.95;
export const BYTES_BUDGET_KIB = 450;
export const CLS_BUDGET = 0.1;
/**
 * The detail page's targets (issue 15): median ≥ 0.98 with no run under 0.95, TBT ≤ 100 ms, LCP
 * ≤ 1.8 s, no layout shift. Reported for each route; they depend on the machine's load like the score.
 */
export const TARGET = { median: 0.98, lowest: 0.95, tbtMs: 100, lcpMs: 1800, cls: 0 };
const port = Number(process.env.LH_PORT ?? 18090);
const args = process.argv.slice(2);

/**
 * One detail route per product family: the first public on-sale product of the family (a family
 * whose products all need login has no detail page a visitor — or Lighthouse — can open: reported).
 */
export function familyRoutes(): { routes: string[]; skipped: string[] } {
  const families = readdirSync('products/families')
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
  const routes: string[] = [];
  const skipped: string[] = [];
  for (const family of families) {
    const product = PRODUCT_INDEX.find(
      (e) => e.kind === 'onSale' && !e.requiresLogin && e.families.includes(family),
    );
    if (product) routes.push(`/#${product.path}?productCode=${product.productCode}`);
    else skipped.push(`${family} (no public on-sale product: its detail pages need login)`);
  }
  return { routes, skipped };
}

const named = args.filter((a) => !a.startsWith('--'));
const family = args.includes('--families') ? familyRoutes() : { routes: [], skipped: [] };
const routeList = [...new Set([...(named.length ? named : ['/#/jiningDetails']), ...family.routes])];
for (const skip of family.skipped) console.log(`lighthouse: skipped family ${skip}`);
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const load1 = () => (loadavg()[0] ?? 0).toFixed(1);
const flags =
  '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

type Scored = { score: number; lcp: number; tbt: number };
type Calibrated = Scored & { multiplier: number };

/**
 * Scores a gathered run again with the CPU slowdown calibrated to the BenchmarkIndex Lighthouse
 * measured in it: audit mode (-A) on a copy of the run's artifacts whose settings name that
 * slowdown (Lighthouse refuses artifacts gathered under other settings than it audits with).
 */
function scoreCalibrated(
  name: string,
  benchmarkIndex: number,
  lighthouse: (...extra: string[]) => unknown,
): Calibrated {
  const multiplier = calibratedCpuMultiplier(benchmarkIndex);
  const dir = `${name}.calibrated-artifacts`;
  rmSync(dir, { recursive: true, force: true });
  cpSync(`${name}.artifacts`, dir, { recursive: true });
  const artifacts = JSON.parse(readFileSync(`${dir}/artifacts.json`, 'utf8'));
  artifacts.settings.throttling.cpuSlowdownMultiplier = multiplier;
  writeFileSync(`${dir}/artifacts.json`, JSON.stringify(artifacts));
  const out = `${name}.calibrated.json`;
  lighthouse(`-A=${dir}`, `--throttling.cpuSlowdownMultiplier=${multiplier}`, `--output-path=${out}`);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  return {
    multiplier,
    score: report.categories.performance.score as number,
    lcp: report.audits['largest-contentful-paint'].numericValue as number,
    tbt: report.audits['total-blocking-time'].numericValue as number,
  };
}

/** The median of one figure over the runs (the upper middle one of an even count). */
function medianOf<R>(runs: R[], pick: (run: R) => number): number {
  return runs.map(pick).sort((x, y) => x - y)[Math.floor(runs.length / 2)] ?? 0;
}

/** The median run's figures and which of the issue's targets they miss. */
function againstTarget(runs: Scored[], cls: number): string {
  const median = (pick: (r: Scored) => number) => medianOf(runs, pick);
  const scores = runs.map((r) => r.score);
  const [score, lcp, tbt] = [median((r) => r.score), median((r) => r.lcp), median((r) => r.tbt)];
  const misses = [
    score < TARGET.median && `median ${score} < ${TARGET.median}`,
    Math.min(...scores) < TARGET.lowest && `a run at ${Math.min(...scores)} < ${TARGET.lowest}`,
    tbt > TARGET.tbtMs && `TBT ${tbt.toFixed(0)} ms > ${TARGET.tbtMs}`,
    lcp > TARGET.lcpMs && `LCP ${(lcp / 1000).toFixed(2)} s > ${TARGET.lcpMs / 1000}`,
    cls > TARGET.cls && `CLS ${cls} > ${TARGET.cls}`,
  ].filter(Boolean);
  return (
    `performance ${score} (runs ${Math.min(...scores)}–${Math.max(...scores)}), LCP ${(lcp / 1000).toFixed(2)} s, ` +
    `TBT ${tbt.toFixed(0)} ms, CLS ${cls}; targets ${misses.length ? `missed: ${misses.join(', ')}` : 'met'}`
  );
}

if (
  await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  )
) {
  throw new Error(
    `port ${port} is already in use: stop what runs there (or set LH_PORT) so the audit sees this build`,
  );
}
const gateway = spawnTestGateway({ port });
try {
  await waitForGateway(`http://127.0.0.1:${port}/`, { timeoutMs: 90_000, process: gateway.child });
  mkdirSync('test-results', { recursive: true });
  const medians: string[] = [];
  for (const route of routeList) {
    // One report file per route (the default route keeps the plain name).
    const slug =
      route === '/#/jiningDetails' ? '' : `-${route.replace(/^\/#\//, '').replace(/[^A-Za-z0-9]+/g, '-')}`;
    type Run = { score: number; lcp: number; tbt: number; cls: number; fcp: number; kib: number };
    const results: Run[] = [];
    const calibratedRuns: Calibrated[] = [];
    for (let i = 0; i < runs; i++) {
      const name = `test-results/lighthouse${slug}${runs > 1 ? `-${i + 1}` : ''}`;
      const out = `${name}.json`;
      const load = load1();
      const lighthouse = (...extra: string[]) =>
        execFileSync(
          'npx',
          [
            'lighthouse',
            `http://127.0.0.1:${port}${route}`,
            '--quiet',
            '--output=json',
            `--chrome-flags=${flags}`,
            '--only-categories=performance,accessibility,best-practices',
            ...extra,
          ],
          {
            env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
            stdio: ['ignore', 'ignore', 'inherit'],
          },
        );
      // Gathers (keeping the trace in <name>.artifacts) and scores at the default 4×.
      const audit = () => lighthouse(`-GA=${name}.artifacts`, `--output-path=${out}`);
      try {
        audit();
      } catch {
        // Lighthouse occasionally loses its Chrome on a starved machine: one more try, then it fails.
        console.error(`lighthouse run ${i + 1} failed; retrying once`);
        audit();
      }
      const report = JSON.parse(readFileSync(out, 'utf8'));
      const a = report.audits;
      const run: Run = {
        score: report.categories.performance.score as number,
        lcp: a['largest-contentful-paint'].numericValue,
        tbt: a['total-blocking-time'].numericValue,
        cls: a['cumulative-layout-shift'].numericValue,
        fcp: a['first-contentful-paint'].numericValue,
        kib: a['total-byte-weight'].numericValue / 1024,
      };
      results.push(run);
      const calibrated = scoreCalibrated(name, report.environment.benchmarkIndex as number, lighthouse);
      calibratedRuns.push(calibrated);
      console.log(
        `lighthouse ${route} run ${i + 1}/${runs} (load ${load}): performance ${run.score}, accessibility ${report.categories.accessibility.score}, ` +
          `best-practices ${report.categories['best-practices'].score}; LCP ${a['largest-contentful-paint'].displayValue}, ` +
          `TBT ${a['total-blocking-time'].displayValue}, CLS ${a['cumulative-layout-shift'].displayValue}, ` +
          `FCP ${a['first-contentful-paint'].displayValue}, bytes ${run.kib.toFixed(0)} KiB; ` +
          // Lighthouse's own CPU benchmark of this machine at this moment: it does not rescale the 4×
          // slowdown by it (task times are measured wall time × 4), so a low index — a busy or slow
          // CPU — reads as a slower page. Quiet, this machine scores ~1800–2700.
          `benchmarkIndex ${report.environment.benchmarkIndex}; ` +
          `calibrated to this host (${calibrated.multiplier}×): performance ${calibrated.score}, TBT ${calibrated.tbt.toFixed(0)} ms, LCP ${(calibrated.lcp / 1000).toFixed(1)} s`,
      );
    }
    const median = (pick: (r: Run) => number) => medianOf(results, pick);
    const score = median((r) => r.score);
    const kib = Math.max(...results.map((r) => r.kib));
    const cls = Math.max(...results.map((r) => r.cls));
    console.log(
      `lighthouse ${route} median of ${runs}: performance ${score}; LCP ${(median((r) => r.lcp) / 1000).toFixed(1)} s, ` +
        `TBT ${median((r) => r.tbt).toFixed(0)} ms, CLS ${cls}, FCP ${(median((r) => r.fcp) / 1000).toFixed(1)} s, bytes ${kib.toFixed(0)} KiB`,
    );
    medians.push(
      `  ${route} at 4×: ${againstTarget(results, cls)}`,
      `  ${route} calibrated (${calibratedRuns.map((r) => `${r.multiplier}×`).join(', ')}): ${againstTarget(calibratedRuns, cls)}`,
    );
    if (kib > BYTES_BUDGET_KIB) {
      console.error(`page weight ${kib.toFixed(0)} KiB is over the budget ${BYTES_BUDGET_KIB} KiB`);
      process.exitCode = 1;
    }
    if (cls > CLS_BUDGET) {
      console.error(`layout shift ${cls} is over the budget ${CLS_BUDGET}`);
      process.exitCode = 1;
    }
    if (score < PERFORMANCE_TARGET) {
      console.error(
        `performance ${score} (median) is under the target ${PERFORMANCE_TARGET} (load average ${load1()} on ${availableParallelism()} cores)`,
      );
      if (process.env.LIGHTHOUSE_ENFORCE_SCORE === '1') process.exitCode = 1;
    }
  }
  console.log(
    `\nlighthouse medians (load average now ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}):\n${medians.join('\n')}`,
  );
} finally {
  await gateway.stop();
}
