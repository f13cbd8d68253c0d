import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite is one process's database: a second gateway on the same data directory would corrupt it.
 * Takes `<dir>.lock` (the owner's pid), refusing while a live process holds it; a stale lock of a
 * crashed gateway is taken over. Returns the release function.
 */
const heldHere = new Set<string>();

export function lockDataDir(dir: string): () => void {
  const file = join(dir, '..', `${dir.split(/[\\/]/).pop() ?? 'pg'}.lock`);
  if (heldHere.has(file)) throw new Error(`the database in ${dir} is already open in this process`);
  if (existsSync(file)) {
    const owner = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
      throw new Error(`the database in ${dir} is in use by process ${owner}; stop it or choose another DATA_DIR`);
    }
  }
  writeFileSync(file, String(process.pid));
  heldHere.add(file);
  return () => {
    heldHere.delete(file);
    rmSync(file, { force: true });
  };
}
