/** The one database interface the gateway uses: PGlite (embedded, default) or PostgreSQL (DATABASE_URL). */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  one<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T | undefined>;
  /** Runs a multi-statement SQL script without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in a transaction; the transaction's own Db is passed in. */
  tx<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /**
   * True when the database runs one transaction at a time (PGlite: one session, one lock), so a lock
   * taken only to order concurrent transactions (an advisory lock) can be left out; false on
   * PostgreSQL.
   */
  readonly oneTransactionAtATime: boolean;
  close(): Promise<void>;
}
