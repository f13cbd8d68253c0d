import pg from 'pg';
import type { Db } from './types';
import { assertCommitted } from './committed';
import { DATE_OID, INT8_OID } from './type-parsers';

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8_OID) return (v: string) => Number(v);
    if (oid === DATE_OID) return (v: string) => v;
    return pg.types.getTypeParser(oid, format ?? 'text');
  }) as typeof pg.types.getTypeParser,
};

/** Opens a PostgreSQL server database through a `pg` connection pool (DATABASE_URL). */
export async function openPostgres(connectionString: string, max = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max, types });
  // An idle connection dropped by the server (restart, admin kill) must not crash the gateway:
  // the pool discards it and opens a new one on the next query.
  pool.on('error', (error) => console.warn(`[db] idle PostgreSQL connection lost: ${error.message}`));
  // Fail fast on a wrong URL rather than on the first request.
  (await pool.connect()).release();
  // `open`: false once a transaction has ended, so a late statement throws instead of running on a
  // pooled connection outside it (as on PGlite).
  const fromClient = (
    client: pg.Pool | pg.PoolClient,
    open: () => boolean = () => true,
  ): Omit<Db, 'tx' | 'close' | 'oneTransactionAtATime'> => {
    const live = () => {
      if (!open()) throw new Error('Transaction is closed');
      return client;
    };
    return {
      exec: async (sql: string) => {
        await live().query(sql);
      },
      query: async <T>(sql: string, params: unknown[] = []) => (await live().query(sql, params)).rows as T[],
      one: async <T>(sql: string, params: unknown[] = []) =>
        (await live().query(sql, params)).rows[0] as T | undefined,
    };
  };
  const db: Db = {
    oneTransactionAtATime: false,
    ...fromClient(pool),
    async tx(fn) {
      const client = await pool.connect();
      let ended = false;
      try {
        await client.query('BEGIN');
        const result = await fn({
          oneTransactionAtATime: false,
          ...fromClient(client, () => !ended),
          tx: () => Promise.reject(new Error('nested transactions are not supported')),
          close: async () => undefined,
        });
        ended = true;
        assertCommitted((await client.query('COMMIT')).command);
        return result;
      } catch (error) {
        ended = true;
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
  return db;
}
