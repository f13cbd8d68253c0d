/**
 * Where a keystroke's CPU goes: reads the V8 CPU profiles `BENCH_PROFILE=1 npm run bench:screens`
 * wrote and prints self time by original source file and by function, the minified positions mapped
 * back through the build's source maps (the app's build dir and the baseline's).
 *
 *   npx tsx scripts/bench/screens/profile-summary.ts <a.cpuprofile> [more…] [--dist dist] [--top 40] [--first-ms N]
 *
 * `--first-ms N` counts only the first N ms of each profile from its first busy sample: the typing's
 * first keystroke (the keystrokes are 150 ms apart), where the live validation starts.
 *
 * Several profiles (e.g. every round of one screen) are summed and divided by their number.
 * A `.heapprofile` (the sampled allocations of the same typing) prints bytes allocated by function.
 */
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { existsSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const at = args.indexOf(name);
  return at >= 0 ? (args.splice(at, 2)[1] ?? fallback) : fallback;
};
const dist = resolve(option('--dist', 'dist'));
const top = Number(option('--top', '40'));
const firstMs = Number(option('--first-ms', 'Infinity'));
const baselineDist = resolve('test-results/bench-screens/baseline');
const files = args;

const maps = new Map<string, TraceMap | null>();
/** The source map of a served script, from whichever build holds a file of that name. */
function mapFor(url: string): TraceMap | null {
  const name = basename(new URL(url).pathname);
  if (!maps.has(name)) {
    const found = [resolve(dist, 'assets', name), resolve(baselineDist, 'assets', name)]
      .map((file) => `${file}.map`)
      .find((file) => existsSync(file));
    maps.set(name, found ? new TraceMap(readFileSync(found, 'utf8')) : null);
  }
  return maps.get(name) ?? null;
}

function where(frame: CallFrame): { file: string; fn: string } {
  if (!frame.url)
    return { file: `(${frame.functionName || 'native'})`, fn: frame.functionName || '(native)' };
  const map = mapFor(frame.url);
  if (!map) return { file: basename(frame.url), fn: `${frame.functionName || '(anonymous)'}` };
  const pos = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  const file = (pos.source ?? basename(frame.url))
    .replace(/^.*node_modules\//, '~/')
    .replace(/^(\.\.\/)+/, '');
  return { file, fn: `${pos.name ?? frame.functionName ?? '(anonymous)'} ${file}:${pos.line ?? '?'}` };
}

interface HeapNode {
  callFrame: CallFrame;
  selfSize: number;
  children: HeapNode[];
}
if (files.every((file) => file.endsWith('.heapprofile'))) {
  const self = new Map<string, number>();
  const inclusiveBytes = new Map<string, number>();
  let bytes = 0;
  const visit = (node: HeapNode, stack: string[]) => {
    const name = where(node.callFrame).fn;
    const here = [...stack, name];
    self.set(name, (self.get(name) ?? 0) + node.selfSize);
    bytes += node.selfSize;
    for (const fn of new Set(here)) inclusiveBytes.set(fn, (inclusiveBytes.get(fn) ?? 0) + node.selfSize);
    for (const child of node.children) visit(child, here);
  };
  for (const file of files) visit((JSON.parse(readFileSync(file, 'utf8')) as { head: HeapNode }).head, []);
  const kb = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, n]) => `${(n / 1024 / files.length).toFixed(0).padStart(8)} KB  ${key}`)
      .join('\n');
  console.log(
    `${files.length} heap profile(s); ${(bytes / 1024 / files.length).toFixed(0)} KB allocated each`,
  );
  console.log(`\nallocated by function (self):\n${kb(self)}`);
  console.log(`\nallocated under function (self and callees):\n${kb(inclusiveBytes)}`);
  process.exit(0);
}

const byFile = new Map<string, number>();
const byFn = new Map<string, number>();
/** Time with the function anywhere on the stack (once per sample, however deep the recursion). */
const inclusive = new Map<string, number>();
/** Time by the task's entry (the frame under the root): event dispatch, a timer, an observer, GC… */
const byEntry = new Map<string, number>();
let total = 0;
for (const path of files) {
  const profile = JSON.parse(readFileSync(path, 'utf8')) as Profile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const names = new Map<number, string>();
  const nameOf = (id: number): string => {
    let name = names.get(id);
    if (name === undefined) {
      name = where(nodes.get(id)!.callFrame).fn;
      names.set(id, name);
    }
    return name;
  };
  const self = new Map<number, number>();
  // --first-ms counts from the first sample the page was busy (the profile starts before the typing).
  let at = 0;
  let busyFrom: number | undefined;
  profile.samples.forEach((id, index) => {
    at += (profile.timeDeltas[index] ?? 0) / 1000;
    if (busyFrom === undefined && nodes.get(id)?.callFrame.functionName !== '(idle)') busyFrom = at;
    if (busyFrom === undefined || at - busyFrom > firstMs) return;
    // The time until the next sample is this sample's.
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    self.set(id, (self.get(id) ?? 0) + ms);
  });
  for (const [id, ms] of self) {
    const node = nodes.get(id);
    if (!node || node.callFrame.functionName === '(idle)' || node.callFrame.functionName === '(program)')
      continue;
    const { file, fn } = where(node.callFrame);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    byFn.set(fn, (byFn.get(fn) ?? 0) + ms);
    total += ms;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) seen.add(nameOf(at));
    for (const name of seen) inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
    let entry = id;
    while (parent.get(entry) !== undefined && parent.get(parent.get(entry)!) !== undefined)
      entry = parent.get(entry)!;
    const entryName = nameOf(entry);
    byEntry.set(entryName, (byEntry.get(entryName) ?? 0) + ms);
  }
}

const rows = (map: Map<string, number>) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, ms]) => `${(ms / files.length).toFixed(1).padStart(8)} ms  ${key}`)
    .join('\n');
console.log(
  `${files.length} profile(s); busy (not idle, not program) ${(total / files.length).toFixed(1)} ms each`,
);
console.log(`\nself time by source file:\n${rows(byFile)}`);
console.log(`\nself time by function:\n${rows(byFn)}`);
console.log(`\ntime by task entry (the frame under the root):\n${rows(byEntry)}`);
console.log(`\ntotal time (self and callees) by function:\n${rows(inclusive)}`);
