import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { ManualClock, type Clock } from '../../../server/clock';
import type { GatewayConfig } from '../../../server/deps';
import { migrate, MIGRATIONS_DIR } from '../../../server/db/migrate';
import { openPglite } from '../../../server/db/pglite';
import { openPostgres } from '../../../server/db/postgres';
import type { Db } from '../../../server/db/types';
import type { SmsProvider } from '../../../server/providers/sms/provider';
import type { ProviderPlugins } from '../../../server/providers/business-providers';
import { seedDatabase } from '../../../server/seed';
import { dumpBlob, seededPglite, seededTemplate } from './seeded-copies';

export const PRODUCTS_DIR = fileURLToPath(new URL('../../../products', import.meta.url));

/** Starting a gateway takes a few seconds (PGlite's initdb), many more on a loaded machine; give beforeAll this long. */
export const START_TIMEOUT_MS = 180_000;

/** Where the migrated PGlite dump is cached: the temp directory, keyed by the migrations' contents. */
function snapshotFile(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_DIR).sort())
    hash.update(name).update(readFileSync(join(MIGRATIONS_DIR, name)));
  return join(tmpdir(), `gateway-pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

/**
 * A fresh PGlite costs ~2-7 s of initdb; loading a dump of an already migrated one ~1 s. The dump
 * is cached in the temp directory, keyed by the migrations' contents, and shared by test workers.
 */
async function migratedPglite(): Promise<Db> {
  const file = snapshotFile();
  if (existsSync(file)) {
    const db = await openPglite(':memory:', dumpBlob(file));
    await migrate(db);
    return db;
  }
  const db = await openPglite(':memory:');
  await migrate(db);
  if (db.snapshot) {
    const dump = Buffer.from(await (await db.snapshot()).arrayBuffer());
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
  }
  return db;
}

/**
 * The cached migrated PGlite dump (a tar.gz of a PostgreSQL data directory), made first if need be:
 * unpacked into `<DATA_DIR>/pg` it spares a child gateway process its initdb and migrations.
 */
export async function migratedPgliteDump(): Promise<string> {
  const file = snapshotFile();
  if (!existsSync(file)) await (await migratedPglite()).close();
  return file;
}

export interface StartGatewayOptions<C extends Clock = ManualClock> {
  /** The gateway's clock; a ManualClock at the real time by default (advance it to expire things). */
  clock?: C;
  /** A PostgreSQL server URL: the gateway gets a fresh, uniquely named database on it, dropped on close. Default: in-memory PGlite. */
  databaseUrl?: string | undefined;
  /** Run the seed pipeline (demo accounts + business data). Default true. */
  seed?: boolean;
  /** Overrides of the gateway config (e.g. rateLimits, bodyLimit, env). */
  config?: Partial<GatewayConfig>;
  sms?: SmsProvider;
  /** Non-sandbox business providers by name (a production-settings gateway needs them: see stand-in-providers.ts). */
  businessProviders?: ProviderPlugins;
}

export interface StartedGateway<C extends Clock = ManualClock> {
  /** http://127.0.0.1:<port> — the gateway listening on a free loopback port. */
  url: string;
  app: FastifyInstance;
  clock: C;
  db: Db;
  close(): Promise<void>;
}

/** The database backends a server suite runs on: PGlite always, PostgreSQL too when DATABASE_URL is set. */
export function gatewayBackends(): { name: string; databaseUrl?: string }[] {
  const url = process.env.DATABASE_URL;
  return [{ name: 'pglite' }, ...(url ? [{ name: 'postgres', databaseUrl: url }] : [])];
}

/**
 * A new, uniquely named database on the PostgreSQL server (`prefix_pid_random`: runs side by side on
 * one server never collide), and how to drop it. TEST_DB_PREFIX names a run's databases, so that what
 * an interrupted run left behind can be told apart and dropped.
 */
export async function freshPostgresDatabase(
  serverUrl: string,
  prefix = process.env.TEST_DB_PREFIX ?? 'gw_test',
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

async function freshPostgres(
  serverUrl: string,
  template?: string,
): Promise<{ db: Db; drop: () => Promise<void> }> {
  const database = await freshPostgresDatabase(serverUrl, undefined, template);
  const db = await openPostgres(database.url, 5);
  return {
    db,
    async drop() {
      await db.close();
      await database.drop();
    },
  };
}

/**
 * Starts a real gateway for a test: a fresh database (in-memory PGlite, or a new PostgreSQL
 * database), migrated and seeded, listening on 127.0.0.1 port 0. Talk to it with fetch(url + path).
 */
export async function startGateway<C extends Clock = ManualClock>(
  options: StartGatewayOptions<C> = {},
): Promise<StartedGateway<C>> {
  const clock = (options.clock ?? new ManualClock()) as C;
  // The demo data as of now comes from a seeded copy (seeded-copies.ts); a test's own clock seeds afresh.
  const seededNow = options.seed !== false && !options.clock;
  const store = options.databaseUrl
    ? await freshPostgres(
        options.databaseUrl,
        seededNow ? await seededTemplate(options.databaseUrl, PRODUCTS_DIR, clock.now()) : undefined,
      )
    : {
        db: seededNow
          ? await seededPglite(migratedPglite, PRODUCTS_DIR, clock.now())
          : await migratedPglite(),
        drop: async () => undefined,
      };
  const db = store.db;
  await migrate(db);
  if (options.seed !== false) await seedDatabase({ db, now: clock.now(), productsDir: PRODUCTS_DIR });
  const config: GatewayConfig = {
    env: 'test',
    publicUrl: 'http://127.0.0.1',
    secret: randomBytes(32).toString('base64url'),
    productsDir: PRODUCTS_DIR,
    ...options.config,
  };
  const app = await buildApp({
    db,
    clock,
    config,
    ...(options.sms ? { sms: options.sms } : {}),
    ...(options.businessProviders ? { businessProviders: options.businessProviders } : {}),
  }).catch(async (error: unknown) => {
    // A gateway that refuses to start (e.g. a sandbox provider in production) leaves no database behind.
    if (options.databaseUrl) await store.drop();
    else await db.close();
    throw error;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    clock,
    db,
    async close() {
      await app.close();
      if (options.databaseUrl) await store.drop();
      else await db.close();
    },
  };
}
