/**
 * `npm run bench:gateway`: load on a real gateway in a child process, on loopback, bounded in time.
 * For each database (embedded PGlite always; PostgreSQL when one answers at 127.0.0.1:5432 or
 * DATABASE_URL is set) it measures, with autocannon: calpremiums (anonymous, the premium from the
 * rating data), submitOrder v2 (logged in, a fresh one-time token and a distinct insured per
 * request), userInfo (token check + session lookup) and the password login path; before them its
 * footprint (scripts/bench/gateway-footprint.ts): a first start on an empty database and a restart,
 * each timed with the machine's load average, with the gateway's resident memory at its peak and at
 * rest; after them its memory after the load and the peak under it.
 * BENCH_SECONDS (default 10) per run, BENCH_CONNECTIONS (default 10), BENCH_PORT (default 18150).
 * For investigating: BENCH_ONLY (comma list of calpremiums, userInfo, submitOrder, login; 'footprint'
 * alone runs no load),
 * BENCH_DB (pglite or postgres: one backend only), BENCH_CPU_PROF (a folder: the gateway runs with
 * --cpu-prof and writes its profile there when it stops).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadCatalogue } from '../engine/node';
import type { ProductModel } from '../engine';
import { contractGate } from '../engine/rules/contract-gate';
import { samplePurchase } from '../server/seed/business/sample-purchase';
import { DEMO_ACCOUNTS } from '../server/seed/platform/accounts';
import { printFootprint, rssAtRest, rssMb, startGateway, type Footprint } from './bench/gateway-footprint';

interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
  onResponse?: (status: number, body: string) => void;
}
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 18150);
const PG_SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const JSON_HEADERS = { 'content-type': 'application/json' };
const ONLY = process.env.BENCH_ONLY?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const selected = (call: string): boolean => !ONLY || ONLY.includes(call);
const CPU_PROF = process.env.BENCH_CPU_PROF;

/** CPU time (user + system) the process has used, in ms: per request it does not depend on how busy the machine is. */
const cpuMs = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
};
const CLOCK_TICKS = 100;

const portAnswers = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), done(true)));
    socket.once('error', () => done(false));
  });

/**
 * fetch, again on a connection error: a kept-alive socket the gateway closes as idle just as the
 * next request goes out (likely on a busy machine) is the client's race, not a gateway failure.
 */
async function fetchRetrying(url: string, init: RequestInit, attempts = 3): Promise<Response> {
  for (let i = 1; ; i++) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (i >= attempts) throw error;
    }
  }
}

async function login(
  url: string,
  phone: string,
  password: string,
): Promise<{ token: string; userCode: string }> {
  const key = `b${Date.now()}${randomBytes(3).toString('hex')}`;
  await (await fetch(`${url}/_gw/user-svc/api/v2/kaptcha?time=${key}`)).text();
  const answer = (
    (await (await fetch(`${url}/_gw/_dev/captcha?time=${key}`)).json()) as { data: { answer: string } }
  ).data.answer;
  const response = await fetch(`${url}/_gw/user-svc/api/v1/login`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, imgcode: key },
    body: JSON.stringify({ loginAccount: phone, passWord: password, imageVerificationCode: answer }),
  });
  const body = (await response.json()) as {
    code: string;
    msg: string;
    data: { token: string; userCode: string };
  };
  if (body.code !== '0000') throw new Error(`login failed: ${body.msg}`);
  return body.data;
}

interface Row {
  name: string;
  /** the gateway's CPU time per request (ms), when measured */
  cpu?: number;
  rps: number;
  p50: number;
  p99: number;
  total: number;
  failed: number;
  /** up to 3 distinct failure answers, to say why */
  samples?: string[];
}

async function run(
  name: string,
  url: string,
  requests: AutocannonRequest[],
  sample: () => void,
  pid: number,
  seconds = SECONDS,
): Promise<Row> {
  let failed = 0;
  const samples = new Set<string>();
  const counted = requests.map((r) => ({
    ...r,
    onResponse: (status: number, body: string) => {
      if (status === 200 && body.includes('"code":"0000"')) return;
      failed += 1;
      if (samples.size < 3) samples.add(`${status} ${body.slice(0, 160)}`);
    },
  }));
  const timer = setInterval(sample, 250);
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, requests: counted });
  const cpu = cpuMs(pid) - cpuBefore;
  clearInterval(timer);
  return {
    name,
    cpu: result.requests.total > 0 ? Math.round((cpu / result.requests.total) * 100) / 100 : 0,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failed: failed + result.errors + result.timeouts,
    samples: [...samples],
  };
}

/** Order payloads with distinct insureds (ID numbers), so the duplicate-insurance rule lets each through. */
async function orderPayloads(userCode: string, count: number): Promise<string[]> {
  const catalogue = await loadCatalogue(resolve(root, 'products'));
  // Products bought through a signed commission contract (docs/contract-flow.md) are left out: a
  // bench order is a plain online purchase.
  const products = catalogue.products.filter(
    (p: ProductModel) =>
      p.kind === 'onSale' && p.collectsPremium && contractGate(p.contractFlow).kind === 'open',
  );
  const payloads: string[] = [];
  for (let i = 0; payloads.length < count; i += 1) {
    const model = products[i % products.length];
    if (!model) break;
    const serial = Math.floor(i / products.length);
    // ID sequence digits are idSerial * 2 + sex (3 digits): 13…499 stays clear of the seeded history (12).
    const idSerial = 13 + Math.floor(serial / 2);
    if (idSerial > 499) break;
    try {
      const payload = samplePurchase(model, {
        userCode,
        now: new Date(),
        holder: { name: '张丽', birthday: '1988-03-15', male: false, phone: DEMO_ACCOUNTS.parent.phone },
        insureds: [{ name: '压测学生', male: serial % 2 === 0, phone: DEMO_ACCOUNTS.parent.phone, idSerial }],
        serialNo: `SNBENCH${i}`,
      });
      payloads.push(JSON.stringify(payload));
    } catch {
      // a product the sample builder cannot fill (e.g. a contract flow) is left out of the mix
    }
  }
  return payloads;
}

async function benchBackend(label: string, port: number, databaseEnv: Record<string, string>): Promise<void> {
  const env = {
    GATEWAY_RATE_LIMITS: JSON.stringify({ loginPerIpPerMinute: 1e9, captchaPerIpPerMinute: 1e9 }),
    ...databaseEnv,
  };
  const profile = CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', resolve(CPU_PROF)] : [];
  const first = await startGateway(root, port, env);
  const firstAtRest = await rssAtRest(first.gateway.child.pid ?? 0);
  first.watch.stop();
  await first.gateway.stop();
  const { gateway, watch, readyMs, load, cpuMs: restartCpuMs } = await startGateway(root, port, env, profile);
  const pid = gateway.child.pid ?? 0;
  const url = `http://127.0.0.1:${port}`;
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, rssMb(pid));
  };
  try {
    const atRest = await rssAtRest(pid);
    watch.stop();
    const footprint: Footprint = {
      first: {
        readyMs: first.readyMs,
        load: first.load,
        cpuMs: first.cpuMs,
        peak: first.watch.own,
        peakWithChildren: first.watch.tree,
        atRest: firstAtRest,
      },
      restart: { readyMs, load, cpuMs: restartCpuMs, peak: watch.own, peakWithChildren: watch.tree, atRest },
    };
    const parent = await login(url, DEMO_ACCOUNTS.parent.phone, DEMO_ACCOUNTS.parent.password);
    const rows: Row[] = [];

    const premium = JSON.stringify([
      {
        buyCopies: 1,
        channelNo: 'edu',
        factorInfos: [{ factorCode: 'insurePeriod', factorValue: '1' }],
        insuranceVOS: [{ count: 1, programCode: 'JN979745-B', riskBeans: [{ riskCode: '2724' }] }],
        productCode: '19PR979745',
        renewalStatus: 1,
      },
    ]);
    if (selected('calpremiums'))
      rows.push(
        await run(
          'calpremiums',
          url,
          [{ method: 'POST', path: '/_gw/prod-svc/calpremiums', headers: JSON_HEADERS, body: premium }],
          sample,
          pid,
        ),
      );

    if (selected('userInfo'))
      rows.push(
        await run(
          'userInfo (auth)',
          url,
          [
            {
              method: 'GET',
              path: `/_gw/user-svc/api/v1/user/userInfo?userCode=${parent.userCode}`,
              headers: { authorization: parent.token },
            },
          ],
          sample,
          pid,
        ),
      );

    // submitOrder: tokens and payloads prepared up front, one of each per request.
    if (selected('submitOrder')) {
      const wanted = Math.max(2000, SECONDS * 1000);
      const payloads = await orderPayloads(parent.userCode, wanted);
      const tokens: string[] = [];
      while (tokens.length < payloads.length) {
        const batch = await Promise.all(
          Array.from(
            { length: Math.min(50, payloads.length - tokens.length) },
            async () =>
              (
                (await (
                  await fetchRetrying(`${url}/_gw/idg-svc/api/v1/resub_token`, {
                    headers: { authorization: parent.token },
                  })
                ).json()) as { data: string }
              ).data,
          ),
        );
        tokens.push(...batch);
      }
      let next = 0;
      const submit: AutocannonRequest = {
        method: 'POST',
        path: '/_gw/order/submitOrder/v2',
        setupRequest: (request) => {
          const i = next % payloads.length;
          next += 1;
          return {
            ...request,
            headers: { ...JSON_HEADERS, authorization: parent.token, 'x-resub-token': tokens[i] ?? '' },
            body: payloads[i] ?? '',
          };
        },
      };
      const submitRow = await run('submitOrder v2', url, [submit], sample, pid);
      if (next > payloads.length) submitRow.name += ` (${payloads.length} distinct orders, then repeats)`;
      rows.push(submitRow);
    }

    // Login: captcha + scrypt (deliberately slow) — a short run with fresh captchas.
    if (selected('login')) {
      const started = Date.now();
      const latencies: number[] = [];
      const until = started + Math.min(SECONDS, 5) * 1000;
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (Date.now() < until) {
            const t = Date.now();
            await login(url, DEMO_ACCOUNTS.secondParent.phone, DEMO_ACCOUNTS.secondParent.password);
            latencies.push(Date.now() - t);
            sample();
          }
        }),
      );
      latencies.sort((a, b) => a - b);
      rows.push({
        name: 'login (captcha+scrypt, 4 parallel)',
        rps: Math.round((latencies.length / (Date.now() - started)) * 1000),
        p50: latencies[Math.floor(latencies.length / 2)] ?? 0,
        p99: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0,
        total: latencies.length,
        failed: 0,
      });
    }

    if (rows.length > 0) {
      footprint.afterLoad = await rssAtRest(pid);
      footprint.peakUnderLoad = peak;
    }
    printFootprint(label, footprint);
    if (rows.length === 0) return;
    console.log(
      `\n## ${label} — ${CONNECTIONS} connections, ${SECONDS} s per run; machine load ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`,
    );
    console.log('| call | req/s | p50 ms | p99 ms | requests | failed | gateway CPU ms/request |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const r of rows)
      console.log(
        `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.total} | ${r.failed} | ${r.cpu ?? '–'} |`,
      );
    for (const r of rows) for (const sample of r.samples ?? []) console.log(`  failed ${r.name}: ${sample}`);
  } finally {
    await gateway.stop();
  }
}

/**
 * `npm start` compiles the gateway when its sources have changed (scripts/build/compiled-gateway.mjs):
 * once per change, not per start, so it is done (and timed) before the starts are measured.
 */
function compileFirst(): void {
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "await (await import('./scripts/build/compiled-gateway.mjs')).compiledStart()",
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`compiling the gateway failed (exit ${result.status})`);
  console.log(`(compiled gateway checked in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

async function main(): Promise<void> {
  compileFirst();
  const dataDir = `/tmp/gateway-platform/bench-${process.pid}`;
  const only = process.env.BENCH_DB;
  if (only !== 'postgres') await benchBackend('PGlite (embedded)', BASE_PORT, { DATA_DIR: dataDir });
  if (only === 'pglite') return;
  if (process.env.DATABASE_URL || (await portAnswers(5432))) {
    const name = `gw_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: PG_SERVER });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(PG_SERVER);
    url.pathname = `/${name}`;
    try {
      await benchBackend('PostgreSQL (127.0.0.1:5432)', BASE_PORT + 1, {
        DATABASE_URL: url.toString(),
        DATA_DIR: dataDir,
      });
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  } else {
    console.log('\n(PostgreSQL: no server at 127.0.0.1:5432 — skipped)');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
