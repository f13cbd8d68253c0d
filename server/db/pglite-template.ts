import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's memory settings for the embedded database. PGlite's WASM memory only ever grows,
 * and every page PostgreSQL touches stays resident in the gateway's process: initdb's default
 * shared_buffers (128 MB) is all touched at startup, so it alone held ~115 MB of the gateway's RSS
 * for a database of ~40 MB. Reads past the buffers come from the operating system's file cache.
 * Given to initdb when the template is made (for its postgresql.conf) and at every start (pglite.ts;
 * a data directory made before this keeps 128 MB in its postgresql.conf).
 */
export const SMALL_MEMORY = [
  '-c',
  'shared_buffers=16MB',
  '-c',
  'wal_buffers=1MB',
  '-c',
  'maintenance_work_mem=16MB',
];

/**
 * An empty PostgreSQL cluster as PGlite's initdb makes it (with SMALL_MEMORY above, given at every
 * start by pglite.ts), as a dumpDataDir tarball shipped with the code. A first start unpacks it instead of
 * running initdb, which on PGlite 0.5.16 takes a second, temporary WASM instance plus a full copy of
 * its memory and a tarball of the cluster: ~700 MB resident for the few seconds it runs, where
 * unpacking this file costs ~100 MB. It depends only on the PGlite version (pinned) and the initdb
 * settings: made again by `npx tsx server/db/pglite-template.ts` when either changes (a test opens it
 * with the installed PGlite: tests/server/platform/database.test.ts).
 */
export const TEMPLATE_FILE = fileURLToPath(new URL('./pglite-template.tar.gz', import.meta.url));

/** The template as PGlite's `loadDataDir` takes it, or undefined when it is missing (PGlite then runs initdb). */
export function templateBlob(): Blob | undefined {
  return existsSync(TEMPLATE_FILE) ? new Blob([readFileSync(TEMPLATE_FILE)]) : undefined;
}

/** Runs initdb once, in memory, and writes the cluster to TEMPLATE_FILE. */
export async function makeTemplate(initDbStartParams: string[]): Promise<void> {
  const pg = await PGlite.create({ initDbStartParams });
  try {
    await pg.exec('CHECKPOINT'); // what the dump holds is on disk: opening it has no WAL to replay
    const dump = Buffer.from(await (await pg.dumpDataDir('gzip')).arrayBuffer());
    writeFileSync(`${TEMPLATE_FILE}.new`, dump);
    renameSync(`${TEMPLATE_FILE}.new`, TEMPLATE_FILE);
  } finally {
    await pg.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await makeTemplate(SMALL_MEMORY);
  console.log(`wrote ${TEMPLATE_FILE}`);
}
