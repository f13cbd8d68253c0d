import type { Db } from './types';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface DbLocation {
  /** postgres://… — a PostgreSQL server; wins over dataDir. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or ':memory:'. */
  dataDir?: string | undefined;
}

/** Opens the gateway database: PostgreSQL when a URL is given, PGlite otherwise. */
export function openDb(location: DbLocation): Promise<Db> {
  if (location.databaseUrl) return openPostgres(location.databaseUrl);
  return openPglite(location.dataDir ?? './data');
}
