import type { Db } from './types';
import { openPglite } from './pglite';
import type { CreateCluster } from './pglite-cluster';
import { openPostgres } from './postgres';

export interface DbLocation {
  /** postgres://… — a PostgreSQL server; wins over dataDir. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or ':memory:'. */
  dataDir?: string | undefined;
  /** PGlite: fills a data directory that has no database yet (see pglite.ts). */
  firstStart?: CreateCluster | undefined;
}

/** Opens the gateway database: PostgreSQL when a URL is given, PGlite otherwise. */
export function openDb(location: DbLocation): Promise<Db> {
  if (location.databaseUrl) return openPostgres(location.databaseUrl);
  return openPglite(location.dataDir ?? './data', undefined, location.firstStart);
}
