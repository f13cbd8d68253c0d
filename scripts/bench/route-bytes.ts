/**
 * JS bytes per route, from the network log of headless Chromium (phone viewport) against the real
 * gateway serving a build: for each route, every script the page fetched until it was ready and the
 * network went quiet — count, gzip bytes (the gateway's pre-compressed files: the response bodies,
 * as bench:screens counts them; with the response headers too, as on the wire), what of it came
 * before the page was ready (the insure form's first enabled input), the time from navigation start
 * to ready, and how many round trips the page waited through before it was ready (a request sent only
 * after another had finished is one round later: a chained import, or one queued behind the
 * connections in use). A measurement, not a test: it prints, it does not judge.
 *
 * Usage: [DIST_DIR=dist] [BENCH_PORT=18500] tsx scripts/bench/route-bytes.ts [--files] [--attribute] [route…]
 *        (default: the insure route of the Jining student product and its detail page)
 *        With ROUTE_BYTES_URL=http://host:port it measures a gateway already running there (one
 *        that serves the build to measure) instead of starting its own.
 *        --attribute: which packages and source folders those bytes are, before and after ready,
 *        from the build's source maps (build with `npx vite build --sourcemap hidden --outDir X` and
 *        serve it with DIST_DIR=X): each file's gzip size shared out by the bytes each source maps to.
 */
import { decodedMappings, TraceMap } from '@jridgewell/trace-mapping';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumFlags } from '../../playwright.config.ts';
import { spawnTestGateway } from '../lib/spawn-test-gateway.ts';
import { waitForGateway } from '../lib/wait-for-gateway.ts';
import { PHONE } from '../lib/phone.ts';
import { documentInlineScripts } from './inline-scripts.ts';

export interface ScriptLoad {
  url: string;
  /** the response body as transferred (gzip) */
  bytes: number;
  /** with the response headers: what the phone downloads */
  wireBytes: number;
  encoding: string;
  /** its round trip: 1 + the round of the latest request that had finished when it was sent (the document is 1) */
  depth: number;
  /** loaded after the page was ready */
  afterReady: boolean;
}

export interface RouteLoad {
  route: string;
  scripts: ScriptLoad[];
  /** the product's data (JSON the catalogue fetches, not JS: its card and its model), counted apart */
  manifests: ScriptLoad[];
  /** navigation start → ready (the page's clock) */
  readyMs: number;
}

/**
 * What "ready" means on a route: the insure form with an enabled input, else the app's own page
 * drawn. Checked every frame in the page; answers the page's clock then (ms since navigation start)
 * and the wall-clock time, to tell which scripts finished before.
 */
async function waitReady(page: Page, route: string): Promise<{ sinceNav: number; at: number }> {
  const insure = /#\/(insure|maincenter|newProductInsure)\?/.test(route);
  const handle = await page.waitForFunction(
    (insure) => {
      const ready = insure
        ? document.querySelector('[data-testid="insure-screen"] input:not([disabled])') !== null
        : // The app draws into #root; a detail route's prerendered first screen is gone once it has.
          !document.getElementById('first-screen') && !document.querySelector('#root .boot-bar');
      return ready && { sinceNav: performance.now(), at: performance.timeOrigin + performance.now() };
    },
    insure,
    { timeout: 60_000, polling: 'raf' },
  );
  return (await handle.jsonValue()) as { sinceNav: number; at: number };
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
    type Pending = {
      url: string;
      isScript: boolean;
      isManifest: boolean;
      encoding: string;
      sentAt: number;
      headerBytes: number;
    };
    const requests = new Map<string, Pending>();
    // Finished requests (seconds, the DevTools clock) with their round: a request sent after an
    // earlier one finished is one round trip later than it (chained imports, or queued behind the
    // browser's few connections per host: both cost a phone a round trip).
    const finished: { at: number; round: number }[] = [];
    const scripts: (ScriptLoad & { finishedAt: number })[] = [];
    const manifests: (ScriptLoad & { finishedAt: number })[] = [];
    // DevTools timestamps are a monotonic clock in seconds; its offset to the wall clock.
    let wallOffset = 0;
    cdp.on('Network.requestWillBeSent', (e) => {
      wallOffset = e.wallTime - e.timestamp;
      requests.set(e.requestId, {
        url: e.request.url,
        isScript: false,
        isManifest: false,
        encoding: '',
        sentAt: e.timestamp,
        headerBytes: 0,
      });
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = requests.get(e.requestId);
      if (!r) return;
      r.isScript = e.type === 'Script' || /\.m?js(\?|$)/.test(e.response.url);
      r.isManifest = /\/(assets\/products\/.*|catalogue\/[A-Za-z0-9]+)\.json(\?|$)/.test(e.response.url);
      const headers = Object.fromEntries(
        Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]),
      );
      r.encoding = String(headers['content-encoding'] ?? 'identity');
      // Bytes received when the response starts: its status line and headers.
      r.headerBytes = e.response.encodedDataLength;
      if (e.response.timing) r.sentAt = e.response.timing.requestTime + e.response.timing.sendStart / 1000;
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = requests.get(e.requestId);
      if (!r) return;
      const round = 1 + Math.max(0, ...finished.filter((f) => f.at <= r.sentAt).map((f) => f.round));
      finished.push({ at: e.timestamp, round });
      if (r.isScript || r.isManifest)
        (r.isScript ? scripts : manifests).push({
          url: new URL(r.url).pathname,
          bytes: e.encodedDataLength - r.headerBytes,
          wireBytes: e.encodedDataLength,
          encoding: r.encoding,
          depth: round,
          afterReady: false,
          finishedAt: (e.timestamp + wallOffset) * 1000,
        });
    });
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'commit' });
    const ready = await waitReady(page, route);
    // A script inline in the document (the boot script) arrives with it, in the first round: its own gzip.
    for (const text of await documentInlineScripts(page)) {
      const bytes = gzipSync(text).length;
      scripts.push({
        url: '(inline in the document)',
        bytes,
        wireBytes: bytes,
        encoding: 'gzip',
        depth: 1,
        afterReady: false,
        finishedAt: 0,
      });
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500); // idle-time loads (requestIdleCallback, timers) are counted too
    return {
      route,
      scripts: scripts.map(({ finishedAt, ...s }) => ({ ...s, afterReady: finishedAt > ready.at })),
      manifests: manifests.map(({ finishedAt, ...s }) => ({ ...s, afterReady: finishedAt > ready.at })),
      readyMs: Math.round(ready.sinceNav),
    };
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
  const wire = all.reduce((total, s) => total + s.wireBytes, 0);
  const encodings = [...new Set(all.map((s) => s.encoding))].join('/');
  return (
    `${load.route}: ${kb(sum(all))} KB JS in ${all.length} files (${encodings}; ${kb(wire)} KB with headers); ` +
    `${kb(sum(beforeReady))} KB in ${beforeReady.length} before ready (nav start → ready ${load.readyMs} ms), ` +
    `${chain} round trips; + ${kb(sum(load.manifests))} KB product data (JSON: card, model; ${load.manifests.length} files)`
  );
}

/**
 * The route's gzip bytes by package (node_modules) or source folder (two levels: `engine/rules`),
 * before and after ready: each file's gzip bytes shared out in proportion to the bytes of minified
 * code each source maps to (`(unmapped)`: the bundler's glue, imports and exports). Files with no
 * source map are listed by name. ROUTE_BYTES_DEPTH=3 (or more) splits source folders further, down to files.
 */
export function attribute(
  distDir: string,
  load: RouteLoad,
): { group: string; before: number; after: number }[] {
  const rows = new Map<string, { before: number; after: number }>();
  const add = (group: string, bytes: number, after: boolean) => {
    const row = rows.get(group) ?? { before: 0, after: 0 };
    row[after ? 'after' : 'before'] += bytes;
    rows.set(group, row);
  };
  const root = `${process.cwd()}/`.replace(/^\//, '');
  const depth = Number(process.env.ROUTE_BYTES_DEPTH ?? 2);
  const groupOf = (source: string): string => {
    const modules = source.lastIndexOf('node_modules/');
    if (modules >= 0) {
      const [scope = '', name = ''] = source.slice(modules + 'node_modules/'.length).split('/');
      return scope.startsWith('@') ? `${scope}/${name}` : scope;
    }
    let path = source.replace(/^(\.\.\/)+/, '').replace(/\?.*$/, '');
    if (path.startsWith(root)) path = path.slice(root.length);
    return path.split('/').slice(0, depth).join('/');
  };
  for (const script of load.scripts) {
    const file = join(distDir, script.url);
    if (!existsSync(`${file}.map`)) {
      add(`(no source map) ${script.url}`, script.bytes, script.afterReady);
      continue;
    }
    const code = readFileSync(file, 'utf8');
    const lines = code.split('\n');
    const map = new TraceMap(readFileSync(`${file}.map`, 'utf8'));
    const perSource = new Map<string, number>();
    let mapped = 0;
    decodedMappings(map).forEach((segments, line) => {
      segments.forEach((segment, i) => {
        const end = segments[i + 1]?.[0] ?? lines[line]?.length ?? segment[0];
        const source = segment.length > 1 ? (map.sources[segment[1]!] ?? '') : '';
        const length = Math.max(0, end - segment[0]);
        mapped += length;
        const group = source ? groupOf(source) : '(unmapped)';
        perSource.set(group, (perSource.get(group) ?? 0) + length);
      });
    });
    perSource.set('(unmapped)', (perSource.get('(unmapped)') ?? 0) + Math.max(0, code.length - mapped));
    for (const [group, length] of perSource)
      add(group, (length / code.length) * script.bytes, script.afterReady);
  }
  return [...rows]
    .map(([group, row]) => ({ group, ...row }))
    .sort((a, b) => b.before + b.after - (a.before + a.after));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const listFiles = args.includes('--files');
  const attributed = args.includes('--attribute');
  const distDir = process.env.DIST_DIR ?? 'dist';
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
      if (attributed) {
        console.log('  gzip KB before ready / after ready, by package or source folder:');
        for (const row of attribute(distDir, load).filter((r) => r.before + r.after >= 307))
          console.log(
            `  ${kb(row.before).padStart(6)} ${(row.after ? kb(row.after) : '').padStart(6)}  ${row.group}`,
          );
      }
    }
  } finally {
    await gateway?.stop();
  }
}
