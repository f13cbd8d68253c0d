import { renameSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { migrate, MIGRATIONS_DIR } from './migrate';
import { wrapPglite } from './pglite';
import {
  migrationHashes,
  SMALL_MEMORY,
  TEMPLATE_FILE,
  TEMPLATE_MANIFEST,
  type TemplateManifest,
} from './pglite-template';

/**
 * `npx tsx server/db/make-pglite-template.ts`: makes the shipped template (pglite-template.ts says
 * what it is and when to make it again): PGlite's initdb, once, in memory, every migration, then
 * the cluster as a tarball and the manifest of the migrations it holds.
 */
/** Runs initdb once, in memory, applies the migrations, and writes the cluster to TEMPLATE_FILE. */
async function makeTemplate(): Promise<void> {
  const pg = await PGlite.create({
    initDbStartParams: SMALL_MEMORY,
    startParams: [...PGlite.defaultStartParams, ...SMALL_MEMORY],
  });
  try {
    const db = wrapPglite(pg);
    const current = migrationHashes(MIGRATIONS_DIR);
    await migrate(db, MIGRATIONS_DIR);
    await pg.exec('CHECKPOINT'); // what the dump holds is on disk: opening it has no WAL to replay
    const dump = Buffer.from(await (await pg.dumpDataDir('gzip')).arrayBuffer());
    writeFileSync(`${TEMPLATE_FILE}.new`, dump);
    renameSync(`${TEMPLATE_FILE}.new`, TEMPLATE_FILE);
    const manifest: TemplateManifest = { migrations: current };
    writeFileSync(TEMPLATE_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  } finally {
    await pg.close();
  }
}

await makeTemplate();
console.log(`wrote ${TEMPLATE_FILE} and ${TEMPLATE_MANIFEST}`);
