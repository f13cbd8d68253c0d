/**
 * `npm run bench:screens`: the manifest-driven insure screen against a hand-written one
 * (baseline/: react-hook-form + zod + antd-mobile, one Controller per field), measured in the same
 * run, alternating, at 4× CPU on a phone viewport (measure.ts), side by side with their ratio.
 * It builds the app (`vite build`) and the baseline, both pre-compressed alike
 * (scripts/build/precompress.ts), serves each from a reference gateway of its own on an embedded
 * in-memory database, and drives Debian's Chromium. Served alike, because serving counts: with
 * the baseline on a small in-memory static server instead (until 2026-11-29) its start was 40–50 ms
 * sooner than from the gateway, a difference of the servers that the table put on ours.
 * A benchmark, not a test: on a loaded machine compare the ratio, not the milliseconds.
 * BENCH_ROUNDS (default 5), BENCH_START_ROUNDS (default 16: paired loads for the start alone),
 * BENCH_PORT (default 18400; the baseline's gateway uses +1), BENCH_CPU (default 4),
 * BENCH_PRODUCT (default 20PR315672, 关爱宝: three insured, the student fields), BENCH_SKIP_BUILD=1,
 * BENCH_DIST (the app's build to serve, default dist), BENCH_PROFILE=1 (a V8 CPU profile of each
 * round's typing in test-results/bench-screens/; see profile-summary.ts), BENCH_TRACE=0 (no Chromium
 * trace of the typing; with one, trace-summary.ts gives each keystroke's main-thread CPU until its
 * frame, and where it went). A trace or a profile records a second load of each screen in a round:
 * the wall-clock rows come from a load nothing slows down.
 * Besides wall time (keystroke → next frame) it reports the main thread's CPU time per keystroke,
 * which a loaded machine distorts far less.
 */
import react from '@vitejs/plugin-react';
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumFlags } from '../../../playwright.config';
import { measureRound, measureStart, TEXT, type RoundResult } from './measure';
import { median, pairedDifference } from './paired';
import { keystrokeWindows } from './trace-summary';
import { serveBuilds } from './serve-builds';
import { precompress } from '../../build/precompress';

const root = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const START_ROUNDS = Number(process.env.BENCH_START_ROUNDS ?? 16);
const PORT = Number(process.env.BENCH_PORT ?? 18400);
const CPU = Number(process.env.BENCH_CPU ?? 4);
const PRODUCT = process.env.BENCH_PRODUCT ?? '20PR315672';
const PROFILE = Boolean(process.env.BENCH_PROFILE);
// On unless BENCH_TRACE=0: the keystrokes' main-thread CPU comes from a traced load of its own.
const TRACE = process.env.BENCH_TRACE !== '0';
const DIST = resolve(root, process.env.BENCH_DIST ?? 'dist');
const baselineDir = resolve(root, 'scripts/bench/screens/baseline');
const baselineOut = resolve(root, 'test-results/bench-screens/baseline');

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

async function main(): Promise<void> {
  console.log(`bench:screens — load average ${load()} at the start`);
  if (!process.env.BENCH_SKIP_BUILD) {
    // With a profile, source maps name the minified functions (profile-summary.ts reads them).
    const app = spawnSync(
      'npx',
      ['vite', 'build', '--logLevel', 'warn', '--outDir', DIST, ...(PROFILE ? ['--sourcemap'] : [])],
      { cwd: root, stdio: 'inherit' },
    );
    if (app.status !== 0) throw new Error('vite build failed');
  }
  // BENCH_SKIP_BUILD skips the app's build (BENCH_DIST names one); the baseline, small and ours, is
  // built every time (a few seconds): an older copy may lack the pre-compressed files.
  await build({
    root: baselineDir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), precompress()],
    build: { outDir: baselineOut, emptyOutDir: true, sourcemap: PROFILE },
  });
  const served = await serveBuilds(root, [DIST, baselineOut], PORT);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags });
  const screens = {
    ours: `http://127.0.0.1:${PORT}/#/insure?productCode=${PRODUCT}`,
    baseline: `http://127.0.0.1:${PORT + 1}/`,
  };
  const results: Record<keyof typeof screens, Round[]> = { ours: [], baseline: [] };
  const loads: string[] = [];
  const starts: Record<keyof typeof screens, Start[]> = { ours: [], baseline: [] };
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      // Alternating, and the order flips each round: neither screen always runs on the warmer machine.
      const order = (round % 2 ? ['baseline', 'ours'] : ['ours', 'baseline']) as (keyof typeof screens)[];
      for (const screen of order) {
        // The wall-clock rows come from a load nothing records: a trace (or a profile) of the typing
        // slows it, and most where V8 compiles code for the first time, so that its first keystroke
        // took 65 ms traced against 37 ms untraced (2026-11-29, same build). The keystrokes' CPU rows
        // come from a second load of the same screen, traced and profiled.
        const result: Round = await measureRound(browser, screens[screen], CPU, {
          screenshot: round === 0 ? resolve(root, `test-results/bench-screens/${screen}.png`) : undefined,
        });
        if (TRACE || PROFILE) {
          const traceFile = TRACE
            ? resolve(root, `test-results/bench-screens/${screen}-${round + 1}.trace.json`)
            : undefined;
          await measureRound(browser, screens[screen], CPU, {
            cpuProfile: PROFILE
              ? resolve(root, `test-results/bench-screens/${screen}-${round + 1}.cpuprofile`)
              : undefined,
            trace: traceFile,
          });
          if (traceFile) result.keyCpuMs = keystrokeWindows(traceFile).map((w) => w.cpuMs);
        }
        results[screen].push(result);
        loads.push(loadavg()[0]?.toFixed(1) ?? '?');
        console.log(
          `round ${round + 1} ${screen.padEnd(8)} keystroke median ${median(result.marks.map((m) => m.ms)).toFixed(1)} ms, first ${result.marks[0]?.ms.toFixed(1)} ms (${result.marks[0]?.commits} commits, ${result.marks[0]?.rendered} rendered), ` +
            `CPU keydown → frame ${median(result.keyCpuMs ?? []).toFixed(1)} ms (first ${result.keyCpuMs?.[0]?.toFixed(1)}), all of the typing ${result.cpuMsPerKey.toFixed(1)} ms/key, commits/key ${median(result.marks.map((m) => m.commits))}, rendered/key ${median(result.marks.map((m) => m.rendered))} (load ${loadavg()[0]?.toFixed(1)})`,
        );
      }
    }
    // The start alone, in more pairs than the typing rounds: one load varies by ±100 ms here.
    for (let round = 0; round < START_ROUNDS; round += 1) {
      const order = (round % 2 ? ['baseline', 'ours'] : ['ours', 'baseline']) as (keyof typeof screens)[];
      for (const screen of order) starts[screen].push(await measureStart(browser, screens[screen], CPU));
    }
  } finally {
    await browser.close();
    await served.stop();
  }
  printTable(results, loads);
  printStarts(starts);
}

type Start = Awaited<ReturnType<typeof measureStart>>;

/** The start over the paired loads: medians, their ratio, and the mean of each pair's difference. */
function printStarts(starts: Record<'ours' | 'baseline', Start[]>): void {
  if (starts.ours.length === 0) return;
  const row = (name: string, of: (s: Start) => number) => {
    const ours = starts.ours.map(of);
    const base = starts.baseline.map(of);
    const { mean, se } = pairedDifference(base, ours);
    return `| ${name} | ${median(base).toFixed(0)} ms | **${median(ours).toFixed(0)} ms** | ${(median(ours) / median(base)).toFixed(2)}× | ${mean >= 0 ? '+' : ''}${mean.toFixed(0)} ± ${se.toFixed(0)} ms |`;
  };
  console.log(
    `\nThe start alone, ${starts.ours.length} paired loads (alternating, the order flipping each pair); load average now ${load()}`,
  );
  console.log(
    '| metric (median) | hand-written | ours | ours / hand-written | ours − hand-written, mean of the pairs ± s.e. |',
  );
  console.log('|---|---|---|---|---|');
  console.log(row('nav start → first enabled input', (s) => s.startMs));
  console.log(row('main-thread CPU, nav start → first enabled input', (s) => s.startCpuMs));
}

/** A round, with each keystroke's main-thread CPU until its frame when the typing was traced. */
type Round = RoundResult & { keyCpuMs?: number[] };

function printTable(results: Record<'ours' | 'baseline', Round[]>, loads: string[]): void {
  type Metric = { name: string; of: (r: Round) => number[]; unit: string; digits: number };
  const metrics: Metric[] = [
    { name: 'keystroke → next frame', of: (r) => r.marks.map((m) => m.ms), unit: ' ms', digits: 1 },
    ...(TRACE
      ? [
          {
            name: 'main-thread CPU, keydown → frame (trace)',
            of: (r: Round) => r.keyCpuMs ?? [],
            unit: ' ms',
            digits: 1,
          },
          {
            name: 'first keystroke CPU (trace)',
            of: (r: Round) => r.keyCpuMs?.slice(0, 1) ?? [],
            unit: ' ms',
            digits: 1,
          },
        ]
      : []),
    {
      name: 'main-thread CPU per keystroke, all of the typing',
      of: (r) => [r.cpuMsPerKey],
      unit: ' ms',
      digits: 1,
    },
    { name: 'React commits per keystroke', of: (r) => r.marks.map((m) => m.commits), unit: '', digits: 1 },
    {
      name: 'components rendered per keystroke',
      of: (r) => r.marks.map((m) => m.rendered),
      unit: '',
      digits: 1,
    },
    { name: 'first keystroke (live validation)', of: (r) => [r.marks[0]?.ms ?? NaN], unit: ' ms', digits: 1 },
    { name: 'nav start → first enabled input', of: (r) => [r.startMs], unit: ' ms', digits: 0 },
    {
      name: 'main-thread CPU, nav start → first enabled input',
      of: (r) => [r.startCpuMs],
      unit: ' ms',
      digits: 0,
    },
    { name: 'nav start → whole form drawn', of: (r) => [r.drawnMs], unit: ' ms', digits: 0 },
    {
      name: 'JS loaded, as served (brotli; with inline scripts)',
      of: (r) => [r.jsBytes / 1024],
      unit: ' KB',
      digits: 1,
    },
    { name: 'JS files', of: (r) => [r.jsFiles], unit: '', digits: 0 },
    {
      name: '+ product data (JSON: card, model), as served',
      of: (r) => [r.manifestBytes / 1024],
      unit: ' KB',
      digits: 1,
    },
  ];
  const cell = (m: Metric, rounds: Round[]) => {
    const perRound = rounds.map((r) => median(m.of(r)));
    const all = median(rounds.flatMap((r) => m.of(r)));
    return `${all.toFixed(m.digits)}${m.unit} (${Math.min(...perRound).toFixed(m.digits)}–${Math.max(...perRound).toFixed(m.digits)})`;
  };
  console.log(
    `\n${ROUNDS} alternating rounds, ${CPU}× CPU, 390×844, ${TEXT.length} keystrokes into 被保险人3's 学生姓名; ` +
      `load average during the rounds ${loads.join(', ')}; at the end ${load()}`,
  );
  console.log(
    '| metric (median, min–max of round medians) | hand-written (rhf + zod + antd-mobile) | ours | ours / hand-written |',
  );
  console.log('|---|---|---|---|');
  for (const m of metrics) {
    const ours = median(results.ours.flatMap((r) => m.of(r)));
    const base = median(results.baseline.flatMap((r) => m.of(r)));
    console.log(
      `| ${m.name} | ${cell(m, results.baseline)} | **${cell(m, results.ours)}** | ${(ours / base).toFixed(2)}× |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
