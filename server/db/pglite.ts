import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db } from './types';
import { DATE_OID, INT8_OID } from './type-parsers';
import { lockDataDir } from './data-lock';

/**
 * Opens the embedded PostgreSQL (PGlite): a data directory, or memory when `dataDir` is ':memory:';
 * `snapshot` (a dumpDataDir tarball) starts it from a copy instead of an empty cluster.
 */
export async function openPglite(dataDir: string, snapshot?: Blob): Promise<Db & { snapshot?: () => Promise<Blob> }> {
  const inMemory = dataDir === ':memory:';
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const release = inMemory ? () => undefined : lockDataDir(dataDir);
  const pg = await PGlite.create({
    ...(inMemory ? {} : { dataDir }),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
    // Same row shapes as the `pg` driver (see type-parsers.ts): int8 as number, date as 'YYYY-MM-DD'.
    parsers: { [INT8_OID]: (v: string) => Number(v), [DATE_OID]: (v: string) => v },
  }).catch((error: unknown) => {
    release();
    throw error;
  });
  const close = async () => {
    await pg.close();
    release();
  };
  return wrap(pg, close, async (fn) => pg.transaction((tx) => fn(wrap(tx, null, nestedTx))), pg);
}

const nestedTx = (): never => {
  throw new Error('nested transactions are not supported');
};

type Queryable = Pick<Transaction, 'query' | 'exec'>;

function wrap(
  target: Queryable,
  close: (() => Promise<void>) | null,
  tx: <T>(fn: (db: Db) => Promise<T>) => Promise<T>,
  root?: PGlite,
): Db & { snapshot?: () => Promise<Blob> } {
  const query = async <T>(sql: string, params: unknown[] = []): Promise<T[]> => (await target.query<T>(sql, params)).rows;
  return {
    query,
    one: async <T>(sql: string, params: unknown[] = []) => (await query<T>(sql, params))[0],
    exec: async (sql: string) => {
      await target.exec(sql);
    },
    tx,
    close: close ?? (async () => undefined),
    ...(root ? { snapshot: () => root.dumpDataDir('gzip') } : {}),
  };
}
