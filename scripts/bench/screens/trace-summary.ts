/**
 * Where the keystrokes' time goes, script and rendering alike, from the Chromium traces of the
 * typing (measure.ts writes one per round): for each keydown until the frame after it (the next
 * Commit/DrawFrame of the page), the renderer main thread's events — wall time (dur) and the
 * thread's own CPU time (tdur), so a loaded machine's waiting shows apart from the page's work.
 *
 *   npx tsx scripts/bench/screens/trace-summary.ts <ours-1.trace.json> [more…] [--top 30]
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { type?: string } };
}

export interface KeystrokeWindow {
  /** keydown → the page's next frame, wall ms */
  wallMs: number;
  /** main-thread CPU (thread time of its top-level events) in that window, ms */
  cpuMs: number;
  /** every main-thread event in the window by name (nested ones counted in their parents too) */
  byName: Map<string, { wallMs: number; cpuMs: number }>;
}

/** The trace's keystrokes, each with the main thread's work until the frame after it. */
export function keystrokeWindows(file: string): KeystrokeWindow[] {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(raw) ? raw : raw.traceEvents;
  const keydowns = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown');
  const main = keydowns[0];
  if (!main) return [];
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const frames = events
    .filter((e) => e.pid === main.pid && (e.name === 'Commit' || e.name === 'DrawFrame'))
    .map((e) => e.ts)
    .sort((a, b) => a - b);
  return keydowns.map((key) => {
    const end = frames.find((ts) => ts > key.ts + (key.dur ?? 0)) ?? key.ts + (key.dur ?? 0);
    const byName = new Map<string, { wallMs: number; cpuMs: number }>();
    let cpuMs = 0;
    let topEnd = -Infinity;
    for (const e of onMain) {
      if (e.ts < key.ts || e.ts >= end) continue;
      const dur = (e.dur ?? 0) / 1000;
      const tdur = (e.tdur ?? 0) / 1000;
      const entry = byName.get(e.name) ?? { wallMs: 0, cpuMs: 0 };
      entry.wallMs += dur;
      entry.cpuMs += tdur;
      byName.set(e.name, entry);
      // Top level: not inside the previous top-level event.
      if (e.ts >= topEnd) {
        cpuMs += tdur;
        topEnd = e.ts + (e.dur ?? 0);
      }
    }
    return { wallMs: (end - key.ts) / 1000, cpuMs, byName };
  });
}

function main(): void {
  const args = process.argv.slice(2);
  const topAt = args.indexOf('--top');
  const top = topAt >= 0 ? Number(args.splice(topAt, 2)[1]) : 30;
  const windows = args.flatMap(keystrokeWindows);
  const n = windows.length;
  const total = new Map<string, { wallMs: number; cpuMs: number }>();
  for (const w of windows)
    for (const [name, t] of w.byName) {
      const entry = total.get(name) ?? { wallMs: 0, cpuMs: 0 };
      entry.wallMs += t.wallMs;
      entry.cpuMs += t.cpuMs;
      total.set(name, entry);
    }
  const sum = (f: (w: KeystrokeWindow) => number) => windows.reduce((a, w) => a + f(w), 0) / n;
  console.log(
    `${n} keystrokes; keydown → frame ${sum((w) => w.wallMs).toFixed(1)} ms wall, main-thread CPU ${sum((w) => w.cpuMs).toFixed(1)} ms (means)`,
  );
  console.log('per keystroke: wall ms, thread CPU ms, event');
  for (const [name, t] of [...total.entries()].sort((a, b) => b[1].cpuMs - a[1].cpuMs).slice(0, top))
    console.log(`${(t.wallMs / n).toFixed(2).padStart(8)} ${(t.cpuMs / n).toFixed(2).padStart(8)}  ${name}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
