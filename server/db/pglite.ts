import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from './types';
import { DATE_OID, INT8_OID } from './type-parsers';
import { lockDataDir } from './data-lock';
import { PgliteStatements } from './pglite-statements';
import { assertCommitted } from './committed';
import { createBeside, needsCluster, type CreateCluster } from './pglite-cluster';
import { MIGRATIONS_DIR } from './migrate';
import {
  emptySchema,
  migrationHashes,
  readTemplateManifest,
  REMAKE_TEMPLATE,
  SMALL_MEMORY,
  templateBlob,
  templateFreshness,
  unpackTemplate,
  type TemplateManifest,
} from './pglite-template';

/**
 * Opens the embedded PostgreSQL (PGlite): a data directory, or memory when `dataDir` is ':memory:';
 * `snapshot` (a dumpDataDir tarball) starts it from a copy instead of a new cluster.
 * `firstStart` fills a data directory that has no cluster yet (the gateway creates, migrates and
 * seeds it in a short-lived child process: server/first-start.ts); without it a new cluster is
 * unpacked here from the shipped template, already migrated (pglite-template.ts; PGlite's initdb
 * when it is missing).
 */
export async function openPglite(
  dataDir: string,
  snapshot?: Blob,
  firstStart?: CreateCluster,
): Promise<Db & { snapshot?: () => Promise<Blob> }> {
  const inMemory = dataDir === ':memory:';
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const release = inMemory ? () => undefined : lockDataDir(dataDir);
  if (!inMemory && !snapshot && firstStart && needsCluster(dataDir)) {
    await createBeside(dataDir, firstStart).catch((error: unknown) => {
      release();
      throw error;
    });
  }
  // A new cluster: the shipped template, unpacked into the directory here (in memory, read by PGlite).
  const template = !snapshot && (inMemory || needsCluster(dataDir)) ? readTemplateManifest() : undefined;
  if (template && !inMemory)
    await unpackTemplate(dataDir).catch((error: unknown) => {
      release();
      throw error;
    });
  const load = snapshot ?? (template && inMemory ? templateBlob() : undefined);
  const pg = await PGlite.create({
    ...(inMemory ? {} : { dataDir }),
    ...(load ? { loadDataDir: load } : {}),
    // Same row shapes as the `pg` driver (see type-parsers.ts): int8 as number, date as 'YYYY-MM-DD'.
    parsers: { [INT8_OID]: (v: string) => Number(v), [DATE_OID]: (v: string) => v },
    startParams: [...PGlite.defaultStartParams, ...SMALL_MEMORY],
    initDbStartParams: SMALL_MEMORY,
  }).catch((error: unknown) => {
    release();
    throw error;
  });
  const db = wrapPglite(pg, release);
  if (template) await checkTemplateSchema(db, template);
  return db;
}

/**
 * A database made from a stale template (a migration it holds has changed since) is emptied, so
 * that migrate() runs every migration from the first, as on initdb's empty cluster.
 */
async function checkTemplateSchema(db: Db, template: TemplateManifest): Promise<void> {
  const freshness = templateFreshness(template, migrationHashes(MIGRATIONS_DIR));
  if (freshness.fresh) return;
  console.warn(
    `[db] the PGlite template is stale (${freshness.why}): migrating from an empty schema. Run \`${REMAKE_TEMPLATE}\`.`,
  );
  await emptySchema(db);
}

/**
 * The gateway's Db over an open PGlite (`release` frees the data directory's lock on close).
 */
export function wrapPglite(
  pg: PGlite,
  release: () => void = () => undefined,
): Db & { snapshot: () => Promise<Blob> } {
  const statements = new PgliteStatements(pg);
  // PGlite runs one thing at a time: a transaction holds PGlite's transaction lock from BEGIN to
  // COMMIT, and every statement takes its query lock. A statement outside a transaction takes both
  // (so it never runs inside another caller's open transaction); one inside takes the query lock only.
  const locked = <T>(fn: () => Promise<T>) => pg.runExclusive(fn);
  const alone = <T>(fn: () => Promise<T>) => pg._runExclusiveTransaction(() => locked(fn));
  const query = <T>(sql: string, params: unknown[] = []) => alone(() => statements.run<T>(sql, params, true));
  const db: Db & { snapshot: () => Promise<Blob> } = {
    oneTransactionAtATime: true,
    query,
    one: async <T>(sql: string, params: unknown[] = []) => (await query<T>(sql, params))[0],
    exec: (sql: string) => alone(() => statements.script(sql, true)),
    // BEGIN and COMMIT go through the prepared statements too: PGlite's transaction() sends each as
    // two protocol calls read by its own parser (~3 % of the gateway's thread under submit load).
    tx: (fn) =>
      pg._runExclusiveTransaction(async () => {
        await locked(() => statements.command('BEGIN', false));
        // As PGlite's own transaction object: once it has ended, a late statement throws instead of
        // running outside it (or inside another caller's transaction).
        let ended = false;
        const inTx = <T>(sql: string, params: unknown[] = []) => {
          if (ended) return Promise.reject(new Error('Transaction is closed'));
          return locked(() => statements.run<T>(sql, params, false));
        };
        try {
          const result = await fn({
            oneTransactionAtATime: true,
            query: inTx,
            one: async <T>(sql: string, params: unknown[] = []) => (await inTx<T>(sql, params))[0],
            exec: (sql: string) =>
              ended
                ? Promise.reject(new Error('Transaction is closed'))
                : locked(() => statements.script(sql, false)),
            tx: nestedTx,
            close: async () => undefined,
          });
          ended = true;
          assertCommitted(await locked(() => statements.command('COMMIT', true)));
          return result;
        } catch (error) {
          if (!ended) {
            ended = true;
            await locked(() => statements.command('ROLLBACK', true));
          }
          throw error;
        }
      }),
    close: async () => {
      await pg.close();
      release();
    },
    snapshot: () => pg.dumpDataDir('gzip'),
  };
  return db;
}

const nestedTx = (): never => {
  throw new Error('nested transactions are not supported');
};
