/**
 * `npm run bench:ab -- <distA> <distB>`: does build B start sooner than build A? Each build is
 * served by its own gateway (in-memory database, as bench:screens serves ours), and the same route
 * is loaded from both in alternating pairs (the order flips each pair) at 4× CPU on a phone
 * viewport, to the screen's first enabled input. It prints each build's median and the pairs'
 * difference B − A as mean ± standard error, with a 95 % interval.
 *
 * Why pairs, and why many: one load varies by ±100–250 ms on this 2-core machine, and the machine's
 * speed drifts within a run. Run it once with the same build twice (an A/A run) before believing a
 * difference: on 2026-11-28 A/A runs gave +54 ± 47 ms (24 pairs) and −48 ± 38 ms (40 pairs, 95 %
 * interval −122 to +26), so 40 pairs (~5 min) tell apart only changes of ~80 ms or more.
 *
 * Options: --pairs N (default 24), --cpu N (default 4), --network slow4g (Lighthouse's: 150 ms
 * round trip, 1.6 Mbit/s), --route '/#/insure?productCode=20PR315672' (the default), --ready <CSS
 * selector> (what "started" means; the insure screen's first enabled input by default).
 * Build a variant with e.g. `npx vite build --outDir /tmp/dist-b`.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumFlags } from '../../../playwright.config';
import { serveBuilds } from './serve-builds';
import { measureStart, SLOW_4G } from './measure';
import { median, pairedDifference } from './paired';

const root = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const PORT = 18460;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    pairs: { type: 'string', default: '24' },
    cpu: { type: 'string', default: '4' },
    network: { type: 'string' },
    route: { type: 'string', default: '/#/insure?productCode=20PR315672' },
    ready: { type: 'string' },
  },
});

/** The pairs' differences as mean ± standard error, with the 95 % interval and what it says. */
function describeDifference(a: number[], b: number[]): string {
  const { mean, se, low, high, median: mid } = pairedDifference(a, b);
  const verdict = high < 0 ? 'B is faster' : low > 0 ? 'B is slower' : 'no difference shown';
  const sign = (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(0)}`;
  return `${sign(mean)} ± ${se.toFixed(0)} ms (95 %: ${sign(low)} to ${sign(high)}; median of the pairs ${sign(mid)}): ${verdict}`;
}

async function main(): Promise<void> {
  const [distA, distB] = positionals.map((dir) => resolve(dir));
  if (!distA || !distB || positionals.length !== 2)
    throw new Error('usage: npm run bench:ab -- <distA> <distB> [--pairs 24] [--network slow4g]');
  for (const dir of [distA, distB])
    if (!existsSync(resolve(dir, 'index.html')))
      throw new Error(`${dir} has no index.html: build it first (npx vite build --outDir ${dir})`);
  if (values.network !== undefined && values.network !== 'slow4g')
    throw new Error(`--network ${values.network}: only slow4g is known`);
  const network = values.network ? SLOW_4G : undefined;
  const pairs = Number(values.pairs);
  const cpu = Number(values.cpu);
  if (!Number.isInteger(pairs) || pairs < 2)
    throw new Error(`--pairs ${values.pairs}: a whole number, 2 or more`);
  if (!(cpu >= 1)) throw new Error(`--cpu ${values.cpu}: a slowdown rate, 1 (none) or more`);

  const served = await serveBuilds(root, [distA, distB], PORT);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags });
  const wall: [number[], number[]] = [[], []];
  const cpuMs: [number[], number[]] = [[], []];
  try {
    for (let pair = 0; pair < pairs; pair += 1) {
      for (const arm of pair % 2 ? [1, 0] : [0, 1]) {
        const url = `http://127.0.0.1:${PORT + arm}${values.route}`;
        const start = await measureStart(browser, url, cpu, { network, ready: values.ready });
        wall[arm]?.push(start.startMs);
        cpuMs[arm]?.push(start.startCpuMs);
      }
    }
  } finally {
    await browser.close();
    await served.stop();
  }
  console.log(
    `${pairs} pairs, ${cpu}× CPU${network ? ', slow 4G' : ''}, ${values.route}\n` +
      `A ${distA}: median ${median(wall[0]).toFixed(0)} ms (main-thread CPU ${median(cpuMs[0]).toFixed(0)} ms)\n` +
      `B ${distB}: median ${median(wall[1]).toFixed(0)} ms (main-thread CPU ${median(cpuMs[1]).toFixed(0)} ms)\n` +
      `B − A, nav start → ready: ${describeDifference(wall[0], wall[1])}\n` +
      `B − A, main-thread CPU:   ${describeDifference(cpuMs[0], cpuMs[1])}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
