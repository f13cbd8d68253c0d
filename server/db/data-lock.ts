import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { uptime } from 'node:os';
import { join } from 'node:path';

/**
 * PGlite is one process's database: a second gateway on the same data directory would corrupt it.
 * `<dir>.lock` is created exclusively (O_EXCL: of two gateways starting at once exactly one gets
 * it) and names its holder by pid AND the holder's start time (Linux /proc), so a lock left by a
 * gateway that died is recognised as stale even when its pid now belongs to an unrelated live
 * process — the usual case after a host or container restart. A lock written before this boot is
 * stale whatever it says. Returns the release function.
 */
interface LockOwner {
  pid: number;
  /** Field 22 of /proc/<pid>/stat (start time in clock ticks since boot); null where there is no /proc. */
  start: string | null;
}

/** A lock file younger than this with no readable owner is being written by its creator. */
const BEING_WRITTEN_MS = 5_000;

const heldHere = new Set<string>();

function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The owner a lock file names; a bare pid is the format of earlier versions. Null when unreadable. */
function readOwner(file: string): LockOwner | null {
  const text = readFileSync(file, 'utf8').trim();
  if (/^\d+$/.test(text)) return { pid: Number(text), start: null };
  try {
    const parsed = JSON.parse(text) as Partial<LockOwner>;
    return Number.isInteger(parsed.pid)
      ? { pid: parsed.pid as number, start: typeof parsed.start === 'string' ? parsed.start : null }
      : null;
  } catch {
    return null;
  }
}

/** Whether the lock file still stands for a running gateway (see the module comment). */
function isHeld(file: string): { held: boolean; pid?: number } {
  const modified = statSync(file).mtimeMs;
  if (modified < Date.now() - uptime() * 1000) return { held: false }; // written before this boot
  const owner = readOwner(file);
  if (!owner) return { held: Date.now() - modified < BEING_WRITTEN_MS };
  if (owner.pid === process.pid || !isAlive(owner.pid)) return { held: false };
  const start = startTimeOf(owner.pid);
  // The pid is alive: it is the holder unless /proc shows it started at another time (pid reused).
  return { held: owner.start === null || start === null || start === owner.start, pid: owner.pid };
}

function createExclusively(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify({ pid: process.pid, start: startTimeOf(process.pid) }));
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Takes over a stale lock under a guard file, so that of two gateways seeing it stale only one removes it. */
function takeOverStale(file: string): boolean {
  const guard = `${file}.takeover`;
  try {
    if (Date.now() - statSync(guard).mtimeMs > BEING_WRITTEN_MS) rmSync(guard, { force: true }); // its taker died
  } catch {
    // no guard: the usual case
  }
  let fd: number;
  try {
    fd = openSync(guard, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false; // another gateway is taking it over
    throw error;
  }
  closeSync(fd);
  try {
    // Judged again under the guard: the lock may have been taken over and renewed meanwhile.
    if (!isHeld(file).held) rmSync(file, { force: true });
    return createExclusively(file);
  } finally {
    rmSync(guard, { force: true });
  }
}

export function lockDataDir(dir: string): () => void {
  const file = join(dir, '..', `${dir.split(/[\\/]/).pop() ?? 'pg'}.lock`);
  if (heldHere.has(file)) throw new Error(`the database in ${dir} is already open in this process`);
  if (!createExclusively(file)) {
    let state: { held: boolean; pid?: number } = { held: false };
    try {
      state = isHeld(file);
    } catch {
      // removed meanwhile: taken over below like a stale one
    }
    if (state.held || !takeOverStale(file)) {
      const by = state.pid ? `process ${state.pid}` : 'another process';
      throw new Error(
        `the database in ${dir} is in use by ${by} (${file}); stop it or choose another DATA_DIR`,
      );
    }
  }
  heldHere.add(file);
  return () => {
    heldHere.delete(file);
    rmSync(file, { force: true });
  };
}
