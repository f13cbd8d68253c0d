/**
 * JS bytes per route, from the network log of headless Chromium (phone viewport) against the real
 * gateway serving a build: for each route, every script the page fetched until it was ready and the
 * network went quiet — count, bytes as transferred (the gateway's pre-compressed gzip), and how many
 * round trips the page waited through before it was ready (a request sent only after another had
 * finished is one round later: a chained import, or one queued behind the connections in use). A
 * measurement, not a test: it prints, it does not judge.
 *
 * Usage: [DIST_DIR=dist] [BENCH_PORT=18500] tsx scripts/bench/route-bytes.ts [--files] [route…]
 *        (default: the insure route of the Jining student product and its detail page)
 *        With ROUTE_BYTES_URL=http://host:port it measures a gateway already running there (one
 *        that serves the build to measure) instead of starting its own.
 */
import { loadavg } from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { chromiumFlags } from '../../playwright.config.ts';
import { spawnTestGateway } from '../lib/spawn-test-gateway.ts';
import { waitForGateway } from '../lib/wait-for-gateway.ts';
import { PHONE } from '../lib/phone.ts';

export interface ScriptLoad {
  url: string;
  bytes: number;
  encoding: string;
  /** its round trip: 1 + the round of the latest request that had finished when it was sent (the document is 1) */
  depth: number;
  /** loaded after the page was ready */
  afterReady: boolean;
}

export interface RouteLoad {
  route: string;
  scripts: ScriptLoad[];
  readyMs: number;
}

/** What "ready" means on a route: the insure form with an enabled input, else the app's own page drawn. */
async function waitReady(page: Page, route: string): Promise<void> {
  if (/#\/(insure|maincenter|newProductInsure)\?/.test(route)) {
    await page
      .getByTestId('insure-screen')
      .locator('input:not([disabled])')
      .first()
      .waitFor({ timeout: 60_000 });
    return;
  }
  // The app draws into #root; a detail route's prerendered first screen is gone once it has.
  await page.waitForFunction(
    () => !document.getElementById('first-screen') && !document.querySelector('#root .boot-bar'),
    undefined,
    { timeout: 60_000 },
  );
}

/** Loads a route in a fresh context and records its scripts from the DevTools network events. */
export async function measureRoute(baseUrl: string, route: string): Promise<RouteLoad> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags });
  try {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    // gzip, as a phone's in-app browser over plain HTTP gets it (Chromium offers br on localhost).
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    type Pending = { url: string; isScript: boolean; encoding: string; sentAt: number };
    const requests = new Map<string, Pending>();
    // Finished requests (seconds, the DevTools clock) with their round: a request sent after an
    // earlier one finished is one round trip later than it (chained imports, or queued behind the
    // browser's few connections per host: both cost a phone a round trip).
    const finished: { at: number; round: number }[] = [];
    const scripts: ScriptLoad[] = [];
    let readyAt = Infinity;
    cdp.on('Network.requestWillBeSent', (e) => {
      requests.set(e.requestId, { url: e.request.url, isScript: false, encoding: '', sentAt: e.timestamp });
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = requests.get(e.requestId);
      if (!r) return;
      r.isScript = e.type === 'Script' || /\.m?js(\?|$)/.test(e.response.url);
      const headers = Object.fromEntries(
        Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]),
      );
      r.encoding = String(headers['content-encoding'] ?? 'identity');
      if (e.response.timing) r.sentAt = e.response.timing.requestTime + e.response.timing.sendStart / 1000;
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = requests.get(e.requestId);
      if (!r) return;
      const round = 1 + Math.max(0, ...finished.filter((f) => f.at <= r.sentAt).map((f) => f.round));
      finished.push({ at: e.timestamp, round });
      if (r.isScript)
        scripts.push({
          url: new URL(r.url).pathname,
          bytes: e.encodedDataLength,
          encoding: r.encoding,
          depth: round,
          afterReady: Date.now() > readyAt,
        });
    });
    const start = Date.now();
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'commit' });
    await waitReady(page, route);
    readyAt = Date.now();
    const readyMs = readyAt - start;
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500); // idle-time loads (requestIdleCallback, timers) are counted too
    return { route, scripts, readyMs };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function summary(load: RouteLoad): string {
  const all = load.scripts;
  const sum = (list: ScriptLoad[]) => list.reduce((total, s) => total + s.bytes, 0);
  const beforeReady = all.filter((s) => !s.afterReady);
  const chain = Math.max(0, ...beforeReady.map((s) => s.depth));
  const encodings = [...new Set(all.map((s) => s.encoding))].join('/');
  return (
    `${load.route}: ${kb(sum(all))} KB JS in ${all.length} files (${encodings}); ` +
    `${kb(sum(beforeReady))} KB in ${beforeReady.length} before ready (${load.readyMs} ms), ` +
    `${chain} round trips`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const listFiles = args.includes('--files');
  const routes = args.filter((a) => !a.startsWith('--'));
  if (routes.length === 0) routes.push('/#/insure?productCode=19PR979745', '/#/jiningDetails');
  const port = Number(process.env.BENCH_PORT ?? 18500);
  const running = process.env.ROUTE_BYTES_URL;
  const base = running ?? `http://127.0.0.1:${port}`;
  if (
    !running &&
    (await fetch(base).then(
      () => true,
      () => false,
    ))
  )
    throw new Error(`port ${port} is in use: stop what runs there or set BENCH_PORT`);
  const gateway = running ? undefined : spawnTestGateway({ port });
  try {
    // A first start migrates and seeds its in-memory database: minutes on a loaded 2-core machine.
    await waitForGateway(`${base}/`, {
      timeoutMs: 300_000,
      ...(gateway ? { process: gateway.child } : {}),
    });
    console.log(
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    for (const route of routes) {
      const load = await measureRoute(base, route);
      console.log(summary(load));
      if (listFiles)
        for (const s of [...load.scripts].sort((a, b) => a.depth - b.depth || b.bytes - a.bytes))
          console.log(
            `  ${s.depth} ${kb(s.bytes).padStart(6)} KB ${s.afterReady ? '(after ready) ' : ''}${s.url}`,
          );
    }
  } finally {
    await gateway?.stop();
  }
}
