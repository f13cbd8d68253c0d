/**
 * Seeded databases for the gateway tests, made once and copied: seeding (accounts with hashed
 * passwords, the orders, drafts and ratings of the demo accounts, built through the engine) cost as
 * much CPU as everything else in a test gateway's start, and ~80 gateways start in a run.
 *
 * The seed dates its rows from its own "now", so a copy is only handed out while it is younger than
 * SEEDED_COPY_MAX_AGE_MS and of the same day in China (cover starts "tomorrow"): a test sees the demo
 * data at most that much older than on a fresh seed. Tests that bring their own clock seed afresh.
 *
 * - PGlite: a dump (tar.gz of the data directory) in the temp directory, shared by the workers.
 * - PostgreSQL: a template database, copied by `CREATE DATABASE … TEMPLATE` (a file copy).
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { todayInChina } from '../../../engine/rules/dates';
import { migrate, MIGRATIONS_DIR } from '../../../server/db/migrate';
import { openPglite } from '../../../server/db/pglite';
import { openPostgres } from '../../../server/db/postgres';
import type { Db } from '../../../server/db/types';
import { seedDatabase } from '../../../server/seed';

export const SEEDED_COPY_MAX_AGE_MS = 2 * 60_000;
const SEED_DIR = fileURLToPath(new URL('../../../server/seed', import.meta.url));
/** How long a worker waits for another one's template before making its own. */
const TEMPLATE_WAIT_MS = 180_000;

const unpacked = new Map<string, Blob>();
/**
 * A dump file (tar.gz) as the plain tar PGlite loads, unpacked once per worker and kept (the
 * workers share their modules, isolate: false): PGlite would unpack it again for every gateway,
 * ~0.15 s of CPU each. Only the current files are kept: the seeded copy changes every window.
 */
export function dumpBlob(file: string): Blob {
  let blob = unpacked.get(file);
  if (!blob) {
    blob = new Blob([gunzipSync(readFileSync(file))]);
    if (unpacked.size >= 2) unpacked.delete(unpacked.keys().next().value!);
    unpacked.set(file, blob);
  }
  return blob;
}

/** Every file under a folder, sorted by path. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

let contentKey: string | undefined;
/** What a seeded database is made of: the migrations, the seed's code and the products it reads. */
function seedContentKey(productsDir: string): string {
  if (contentKey) return contentKey;
  const hash = createHash('sha256');
  for (const [root, files] of [MIGRATIONS_DIR, SEED_DIR, productsDir].map((d) => [d, filesUnder(d)] as const))
    for (const file of files) hash.update(relative(root, file)).update(readFileSync(file));
  contentKey = hash.digest('hex').slice(0, 12);
  return contentKey;
}

/** The name part shared by the copies usable now: contents, China day and the age window. */
function copyKey(productsDir: string, now: Date): string {
  const window = Math.floor(now.getTime() / SEEDED_COPY_MAX_AGE_MS);
  return `${seedContentKey(productsDir)}_${todayInChina(now).replaceAll('-', '')}_${window}`;
}

/**
 * An in-memory PGlite holding the seeded demo data: from the current copy's dump, else seeded here
 * (from the migrated dump `openMigrated` gives) and dumped for the next gateways.
 */
export async function seededPglite(
  openMigrated: () => Promise<Db & { snapshot?: () => Promise<Blob> }>,
  productsDir: string,
  now: Date,
): Promise<Db> {
  const file = join(tmpdir(), `gateway-pglite-seeded-${copyKey(productsDir, now)}.tar.gz`);
  const made = statSync(file, { throwIfNoEntry: false });
  if (made) return openPglite(':memory:', dumpBlob(file));
  const db = await openMigrated();
  await seedDatabase({ db, now, productsDir });
  if (db.snapshot) {
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await (await db.snapshot()).arrayBuffer()));
    renameSync(partial, file);
    dropOldDumps(now);
  }
  return db;
}

/**
 * Dumps of earlier windows go when a new one is made (each is ~5 MB, one every window while gateway
 * tests run, and no run reads them again: a copy is only read in its own window), except the one
 * just before it (a worker may be reading it this moment). By the window in the name, whatever
 * run or worktree made them: every run reads only the current window's.
 */
function dropOldDumps(now: Date): void {
  const window = Math.floor(now.getTime() / SEEDED_COPY_MAX_AGE_MS);
  for (const name of readdirSync(tmpdir())) {
    const theirs = /^gateway-pglite-seeded-\w+_\d{8}_(\d+)\.tar\.gz$/.exec(name)?.[1];
    if (theirs !== undefined && Number(theirs) < window - 1) rmSync(join(tmpdir(), name), { force: true });
  }
}

async function admin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const isTemplate = (serverUrl: string, name: string) =>
  admin(serverUrl, async (client) => {
    const rows = await client.query<{ datistemplate: boolean }>(
      'SELECT datistemplate FROM pg_database WHERE datname = $1',
      [name],
    );
    return rows.rows[0]?.datistemplate;
  });

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * Creates the database `name` unless another worker does: true for the one that created it. Two
 * CREATE DATABASE of one name at once fail the later with 42P04 (it exists) or, when they race
 * inside the catalogue insert, with 23505 on pg_database's name index: both mean "someone else".
 */
export async function claimDatabase(serverUrl: string, name: string): Promise<boolean> {
  return admin(serverUrl, (client) =>
    client.query(`CREATE DATABASE ${name}`).then(
      () => true,
      (error: { code?: string; constraint?: string }) => {
        if (error.code === '42P04') return false;
        if (error.code === '23505' && error.constraint === 'pg_database_datname_index') return false;
        throw error;
      },
    ),
  );
}

/**
 * The name of a template database on the server holding the seeded demo data (made here if no
 * worker has made the current one), or undefined when it could not be had: then seed afresh.
 */
export async function seededTemplate(
  serverUrl: string,
  productsDir: string,
  now: Date,
): Promise<string | undefined> {
  const name = `gw_seeded_${copyKey(productsDir, now)}`;
  const claimed = await claimDatabase(serverUrl, name);
  if (!claimed) {
    const started = Date.now();
    for (;;) {
      const state = await isTemplate(serverUrl, name);
      if (state) return name;
      if (state === undefined || Date.now() - started > TEMPLATE_WAIT_MS) return undefined;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const db = await openPostgres(databaseUrl(serverUrl, name), 2);
  try {
    await migrate(db);
    await seedDatabase({ db, now, productsDir });
  } catch (error) {
    await db.close();
    await admin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    throw error;
  }
  await db.close();
  await admin(serverUrl, async (client) => {
    await client.query(`ALTER DATABASE ${name} IS_TEMPLATE true`);
    await dropOldTemplates(client, name);
  });
  return name;
}

/**
 * Templates of earlier windows go when a new one is made, except the one just before it (a worker
 * may be copying it this moment; a drop that finds it in use leaves it to the next window).
 */
async function dropOldTemplates(client: pg.Client, current: string): Promise<void> {
  const window = Number(current.slice(current.lastIndexOf('_') + 1));
  const rows = await client.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'gw\\_seeded\\_%'",
  );
  for (const { datname } of rows.rows) {
    const theirs = Number(datname.slice(datname.lastIndexOf('_') + 1));
    if (!(theirs < window - 1)) continue;
    await client
      .query(`ALTER DATABASE ${datname} IS_TEMPLATE false`)
      .then(() => client.query(`DROP DATABASE ${datname}`))
      .catch(() => undefined);
  }
}
