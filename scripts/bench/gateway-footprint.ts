/**
 * The gateway's footprint for `npm run bench:gateway`: resident memory (from /proc) and how long a
 * start takes, from spawning the process to the first answered request. A first start creates the
 * database (PGlite: initdb, in a short-lived child process — hence "with children"), migrates and
 * seeds it; a restart opens what is there.
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { spawnTestGateway, type TestGateway } from '../lib/spawn-test-gateway.ts';
import { waitForGateway } from '../lib/wait-for-gateway.ts';

/** Resident memory of one process, MB (0 once it has gone). */
export const rssMb = (pid: number): number => {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : 0;
  } catch {
    return 0;
  }
};

const childrenOf = (pid: number): number[] => {
  const tasks = `/proc/${pid}/task`;
  if (!existsSync(tasks)) return [];
  try {
    return readFileSync(`${tasks}/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
};

/** Resident memory of a process and all its descendants, MB. */
export const treeRssMb = (pid: number): number =>
  rssMb(pid) + childrenOf(pid).reduce((sum, child) => sum + treeRssMb(child), 0);

/** Peaks of a process's RSS, alone and with its children, sampled every 100 ms while it runs. */
export class PeakWatch {
  own = 0;
  tree = 0;
  private readonly timer: NodeJS.Timeout;
  constructor(private readonly pid: number) {
    this.sample();
    this.timer = setInterval(() => this.sample(), 100);
  }
  sample(): void {
    this.own = Math.max(this.own, rssMb(this.pid));
    this.tree = Math.max(this.tree, treeRssMb(this.pid));
  }
  stop(): void {
    clearInterval(this.timer);
  }
}

/** What `npm start` runs (package.json: `node --flags… scripts/start.mjs`): Node's arguments and the script. */
export function gatewayCommand(root: string): { nodeArgs: string[]; script: string } {
  const start = (
    JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { scripts: { start: string } }
  ).scripts.start;
  const words = start.split(/\s+/).filter(Boolean);
  if (words[0] !== 'node') throw new Error(`package.json's start is not \`node …\`: ${start}`);
  return { nodeArgs: words.slice(1, -1), script: words.at(-1) ?? '' };
}

/**
 * CPU time (user + system) a process has used, with its children that have ended (the first start's
 * child), in ms: on a loaded machine the fair measure of a start, where the wall time is not.
 */
export const treeCpuMs = (pid: number): number => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    // utime, stime, cutime, cstime: fields 14–17 of proc(5), 11–14 once pid and comm are cut off
    return ((Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 1000) / 100;
  } catch {
    return 0;
  }
};

export interface Start {
  gateway: TestGateway;
  watch: PeakWatch;
  /** spawn → first answered request, ms */
  readyMs: number;
  /** the machine's 1-minute load average when it was ready */
  load: number;
  /** CPU time (user + system) of the gateway and its ended children, spawn → first answer, ms */
  cpuMs: number;
}

/** Spawns the gateway and waits until it answers, watching its memory from the first moment. */
export async function startGateway(
  root: string,
  port: number,
  env: Record<string, string>,
  extraFlags: string[] = [],
): Promise<Start> {
  const started = Date.now();
  const { nodeArgs, script } = gatewayCommand(root);
  const gateway = spawnTestGateway({
    port,
    // What `npm start` runs (a first start makes the database before the gateway loads: scripts/start.ts).
    command: [...nodeArgs, ...extraFlags, script],
    env: { NODE_ENV: 'development', LOG_LEVEL: 'warn', DIST_DIR: '/nonexistent', SKIP_BUILD: '1', ...env },
    showErrors: true,
  });
  const pid = gateway.child.pid ?? 0;
  const watch = new PeakWatch(pid);
  try {
    await waitForGateway(`http://127.0.0.1:${port}/_gw/idg-svc/api/v1/idg3`, {
      process: gateway.child,
      intervalMs: 100,
    });
  } catch (error) {
    watch.stop();
    await gateway.stop();
    throw error;
  }
  return { gateway, watch, readyMs: Date.now() - started, load: loadavg()[0] ?? 0, cpuMs: treeCpuMs(pid) };
}

/** RSS once the process has settled after starting: sampled until two readings 1 s apart agree within 2 MB. */
export async function rssAtRest(pid: number): Promise<number> {
  let last = rssMb(pid);
  for (let i = 0; i < 10; i += 1) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = rssMb(pid);
    if (Math.abs(now - last) <= 2) return now;
    last = now;
  }
  return last;
}

interface StartFootprint {
  readyMs: number;
  load: number;
  cpuMs: number;
  peak: number;
  peakWithChildren: number;
  atRest: number;
}

export interface Footprint {
  first: StartFootprint;
  restart: StartFootprint;
  /** filled in after the load runs, on the restarted gateway */
  afterLoad?: number;
  peakUnderLoad?: number;
}

export function printFootprint(label: string, f: Footprint): void {
  const s = (ms: number) => (ms / 1000).toFixed(1);
  console.log(`\n### ${label}: memory (RSS, MB) and start times`);
  console.log('| | first start (create, migrate, seed) | restart |');
  console.log('|---|---:|---:|');
  console.log(
    `| spawn → first answer | ${s(f.first.readyMs)} s (load ${f.first.load.toFixed(1)}) | ${s(f.restart.readyMs)} s (load ${f.restart.load.toFixed(1)}) |`,
  );
  console.log(
    `| CPU (user + sys), gateway and its children, spawn → first answer | ${s(f.first.cpuMs)} s | ${s(f.restart.cpuMs)} s |`,
  );
  console.log(`| peak while starting, gateway process | ${f.first.peak} | ${f.restart.peak} |`);
  console.log(
    `| peak while starting, with its children | ${f.first.peakWithChildren} | ${f.restart.peakWithChildren} |`,
  );
  console.log(`| at rest after starting | ${f.first.atRest} | ${f.restart.atRest} |`);
  if (f.afterLoad !== undefined)
    console.log(`| after the load runs (restarted gateway) | | ${f.afterLoad} |`);
  if (f.peakUnderLoad !== undefined) console.log(`| peak under load | | ${f.peakUnderLoad} |`);
}
