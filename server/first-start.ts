import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { systemClock } from './clock';
import { migrate } from './db/migrate';
import { openPglite } from './db/pglite';
import type { CreateCluster } from './db/pglite-cluster';
import { seedDatabase } from './seed';

/**
 * The first start of the embedded database (PGlite) runs in a short-lived child process: initdb,
 * the migrations and the seed. Then the gateway opens the finished database as on any restart.
 *
 * Why: PGlite's WASM memory only grows, and what a process touched stays resident. initdb alone
 * runs in a second, temporary WASM instance (≥ 128 MB, all of it written) with a full copy of that
 * memory and a tarball of the new cluster (~450 MB held until a late garbage collection); the
 * migrations and the seed grow the database's own memory by ~40 MB more. A gateway that did all
 * that itself rested at 500-640 MB; one that opens the finished database rests at ~250 MB. The
 * child gives everything back to the system when it exits.
 */
export function createInChild(productsDir: string): CreateCluster {
  return (buildDir) =>
    new Promise((done, fail) => {
      // The same Node flags as this process (the TypeScript loader, the heap sizes), minus a CPU profile;
      // the TypeScript loader when this process got its code another way (a test runner).
      const flags = process.execArgv.filter((flag) => !flag.startsWith('--cpu-prof'));
      const loader = flags.some((flag) => flag.includes('tsx')) ? [] : ['--import', 'tsx'];
      const child = spawn(
        process.execPath,
        [...flags, ...loader, fileURLToPath(import.meta.url), buildDir, productsDir],
        { stdio: ['ignore', 'inherit', 'pipe'] },
      );
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.once('error', fail);
      child.once('exit', (code) =>
        code === 0
          ? done()
          : fail(new Error(`creating the database in ${buildDir} failed (exit ${code}): ${stderr.trim()}`)),
      );
    });
}

/** The child: creates, migrates and seeds the database in `buildDir`, then exits. */
async function createHere(buildDir: string, productsDir: string): Promise<void> {
  const db = await openPglite(buildDir);
  try {
    await migrate(db);
    await seedDatabase({ db, now: systemClock.now(), productsDir });
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [buildDir, productsDir] = process.argv.slice(2);
  createHere(buildDir ?? '', productsDir ?? '').then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
