import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWritableDataDir } from './db/data-dir';
import { lockDataDir } from './db/data-lock';
import { createBeside, needsCluster, type CreateCluster } from './db/pglite-cluster';

/**
 * The first start of the embedded database (PGlite) runs in a short-lived child process: the empty
 * cluster unpacked from the shipped template (server/db/pglite-template.ts: no initdb), the
 * migrations and the seed. Then the gateway opens the finished database as on any restart.
 *
 * Why a child: PGlite's WASM memory only grows, and the memory of compiling the database's hot code
 * stays with the process (V8 allocates it per thread and the C allocator keeps it): a gateway that
 * migrated and seeded its own database rested ~60 MB higher than one opening a finished one. The
 * child gives everything back to the system when it exits. It runs its WASM code unoptimised
 * (`--liftoff-only`): for a few seconds of one-off SQL, compiling the hot functions again with the
 * optimising compiler costs more time and memory (~80 MB) than it saves. This module imports
 * nothing heavy, so that `npm start` can run the child before it loads the gateway (scripts/start.ts).
 * The child's code is server/first-start-child.ts: compiled when `npm start` runs compiled
 * (scripts/build/compiled-gateway.mjs defines GATEWAY_FIRST_START_CHILD), else with the TypeScript loader.
 */
export function createInChild(productsDir: string): CreateCluster {
  return (buildDir) =>
    new Promise((done, fail) => {
      // The same Node flags as this process (the TypeScript loader, the heap sizes), minus a CPU profile;
      // the TypeScript loader when this process got its code another way (a test runner), unless
      // the child's code is compiled.
      const compiled = process.env.GATEWAY_FIRST_START_CHILD;
      // Its young generation is not kept as small as the gateway's: with 1 MB semi-spaces the seed's
      // garbage was collected ~3 s of CPU longer, and promoted into a larger heap (+13 MB at its peak).
      const flags = [
        ...process.execArgv.filter(
          (flag) => !flag.startsWith('--cpu-prof') && !flag.startsWith('--max-semi-space-size'),
        ),
        '--max-semi-space-size=16',
      ];
      const loader = compiled || flags.some((flag) => flag.includes('tsx')) ? [] : ['--import', 'tsx'];
      const child = spawn(
        process.execPath,
        [
          ...flags,
          ...(flags.includes('--liftoff-only') ? [] : ['--liftoff-only']),
          ...loader,
          compiled ?? fileURLToPath(new URL('./first-start-child.ts', import.meta.url)),
          buildDir,
          productsDir,
        ],
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

/**
 * `npm start` on a PGlite data directory with no database yet: creates it (in the child) before the
 * gateway's code is loaded, so the child's peak adds to a parent of ~80 MB (Node and the TypeScript
 * loader), not to a loaded gateway (~170 MB). DATA_DIR, DATABASE_URL and PRODUCTS_DIR are read as
 * server/config.ts reads them; anything else (a PostgreSQL server, memory) is left to the gateway.
 */
export async function firstStartBeforeLoading(env: NodeJS.ProcessEnv, root: string): Promise<void> {
  if (env.DATABASE_URL || env.DATA_DIR === ':memory:') return;
  const dataDir = resolve(root, env.DATA_DIR ?? 'data');
  const pgDir = join(dataDir, 'pg');
  if (!needsCluster(pgDir)) return;
  ensureWritableDataDir(dataDir);
  const release = lockDataDir(pgDir);
  try {
    await createBeside(pgDir, createInChild(resolve(root, env.PRODUCTS_DIR ?? 'products')));
  } finally {
    release();
  }
}

/** The child (first-start-child.ts): creates (from the template), migrates and seeds the database in `buildDir`. */
export async function createHere(buildDir: string, productsDir: string): Promise<void> {
  const [{ systemClock }, { migrate }, { openPglite }, { seedDatabase }] = await Promise.all([
    import('./clock'),
    import('./db/migrate'),
    import('./db/pglite'),
    import('./seed'),
  ]);
  const db = await openPglite(buildDir); // the migrated cluster unpacked from the template (pglite.ts)
  (globalThis as { gc?: () => void }).gc?.(); // the unpacking's garbage, before the seed's own
  try {
    await migrate(db); // the migrations newer than the template, if any
    await seedDatabase({ db, now: systemClock.now(), productsDir });
  } finally {
    await db.close();
  }
}
