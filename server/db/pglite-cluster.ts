import { existsSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** How a first start fills an empty PGlite data directory: given a fresh directory to build in. */
export type CreateCluster = (buildDir: string) => Promise<void>;

/** A data directory with no cluster in it yet (absent or empty): the first start. */
export const needsCluster = (dataDir: string): boolean =>
  !existsSync(dataDir) || readdirSync(dataDir).length === 0;

/**
 * Builds the cluster beside `dataDir` and renames it into place once it is complete, so an
 * interrupted first start leaves no half-made cluster (the next start builds it again).
 * The caller holds the data directory's lock.
 */
export async function createBeside(dataDir: string, create: CreateCluster): Promise<void> {
  const building = `${dataDir}.new`;
  rmSync(building, { recursive: true, force: true });
  try {
    await create(building);
    if (!existsSync(join(building, 'PG_VERSION'))) throw new Error(`no database was created in ${building}`);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    throw error;
  }
  if (existsSync(dataDir)) rmdirSync(dataDir); // empty (needsCluster): refuses to remove anything else
  renameSync(building, dataDir);
}
