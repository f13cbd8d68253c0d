import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types';

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
 * A PostgreSQL cluster as PGlite's initdb makes it (with SMALL_MEMORY above), with every migration
 * of server/db/migrations applied, as a dumpDataDir tarball shipped with the code. A first start
 * unpacks it instead of running initdb and the migrations: initdb on PGlite 0.5.16 takes a second,
 * temporary WASM instance plus a full copy of its memory (~700 MB resident for the seconds it
 * runs), and the migrations ~0.6 s of CPU. Only the seed is left to the first start (it depends on
 * the day and on the products directory).
 *
 * TEMPLATE_MANIFEST says which migrations it holds, each with a hash of its file: a template whose
 * migrations are all unchanged, and older than every migration it lacks, is used as it is (the
 * newer ones are applied on top, as on any database); otherwise it is stale, and a first start
 * empties its schema and runs every migration (templateFreshness, pglite.ts). Made again by
 * `npx tsx server/db/make-pglite-template.ts` when a migration, the PGlite version (pinned) or the
 * initdb settings change; tests/server/platform/pglite-template.test.ts fails until it is.
 */
export const TEMPLATE_FILE = fileURLToPath(new URL('./pglite-template.tar.gz', import.meta.url));
export const TEMPLATE_MANIFEST = fileURLToPath(new URL('./pglite-template.json', import.meta.url));
export const REMAKE_TEMPLATE = 'npx tsx server/db/make-pglite-template.ts';

/** What the template holds: the migrations applied to it, file name → sha256 of the file. */
export interface TemplateManifest {
  migrations: Record<string, string>;
}

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** The migrations in `dir` as a manifest records them. */
export function migrationHashes(dir: string): Record<string, string> {
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  return Object.fromEntries(names.map((name) => [name, sha256(readFileSync(join(dir, name)))]));
}

/** The shipped template's manifest, or undefined when there is no template (PGlite then runs initdb). */
export function readTemplateManifest(): TemplateManifest | undefined {
  if (!existsSync(TEMPLATE_FILE) || !existsSync(TEMPLATE_MANIFEST)) return undefined;
  return JSON.parse(readFileSync(TEMPLATE_MANIFEST, 'utf8')) as TemplateManifest;
}

export type Freshness =
  { fresh: true; pending: string[] } | { fresh: false; why: string; pending?: undefined };

/**
 * Whether a database made from the template reaches the migrations in `dir` by applying the ones it
 * lacks (`pending`), exactly as a database migrated file by file would: each migration it holds is
 * unchanged and still there, and each it lacks sorts after all it holds.
 */
export function templateFreshness(manifest: TemplateManifest, current: Record<string, string>): Freshness {
  const held = Object.keys(manifest.migrations).sort();
  for (const name of held) {
    if (!(name in current)) return { fresh: false, why: `${name} is no longer in the migrations` };
    if (current[name] !== manifest.migrations[name])
      return { fresh: false, why: `${name} has changed since the template was made` };
  }
  const last = held.at(-1) ?? '';
  const pending = Object.keys(current)
    .filter((name) => !(name in manifest.migrations))
    .sort();
  const early = pending.find((name) => name < last);
  if (early) return { fresh: false, why: `${early} sorts before ${last}, which the template holds` };
  return { fresh: true, pending };
}

/**
 * Empties the schema of a database made from a stale template, so that the migrations run from the
 * first (the migrations create everything in `public`; PostgreSQL 15+'s owner and grants of it).
 */
export async function emptySchema(db: Db): Promise<void> {
  await db.exec(
    'DROP SCHEMA public CASCADE; CREATE SCHEMA public AUTHORIZATION pg_database_owner; GRANT USAGE ON SCHEMA public TO PUBLIC;',
  );
}

/** The template as PGlite's `loadDataDir` takes it (a database in memory), or undefined when it is missing. */
export function templateBlob(): Blob | undefined {
  return existsSync(TEMPLATE_FILE) ? new Blob([readFileSync(TEMPLATE_FILE)]) : undefined;
}

/**
 * Unpacks the template into an empty data directory. PGlite's own `loadDataDir` unpacks it through
 * its WASM file system, in JavaScript: ~2 s of CPU more than opening the unpacked directory, and
 * ~30 MB more resident; node-tar with Node's zlib takes a fraction of that.
 */
export async function unpackTemplate(dataDir: string): Promise<void> {
  const { extract } = await import('tar');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // The dump's modes are kept (PostgreSQL refuses a data directory others may read); its times are not needed.
  await extract({ file: TEMPLATE_FILE, cwd: dataDir, noMtime: true });
}
