import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Checks at start-up that DATA_DIR (and the database directory inside it, if there is one) can be
 * created and written, so a read-only volume or a wrong owner is reported as such — what is wrong
 * and what to do — rather than as PGlite's `ENOENT` or "failed to initialize" later.
 */
export function ensureWritableDataDir(dataDir: string): void {
  const dirs = [dataDir, join(dataDir, 'pg')].filter((dir, i) => i === 0 || existsSync(dir));
  for (const dir of dirs) {
    try {
      mkdirSync(dir, { recursive: true });
      const probe = join(dir, `.write-test-${process.pid}`);
      writeFileSync(probe, '');
      rmSync(probe, { force: true });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      const why =
        code === 'EROFS'
          ? 'is on a read-only file system'
          : code === 'EACCES' || code === 'EPERM'
            ? 'is not writable by this user'
            : `cannot be written (${code})`;
      const user = typeof process.getuid === 'function' ? ` (uid ${process.getuid()})` : '';
      throw new Error(
        `DATA_DIR: ${dir} ${why}. The gateway keeps its database and token secret there. ` +
          `Make it writable by the user running the gateway${user}, set DATA_DIR to a writable directory, ` +
          'or use DATABASE_URL with GATEWAY_SECRET (or DATA_DIR=:memory: for a throwaway database).',
      );
    }
  }
}
