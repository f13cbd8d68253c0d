import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Applies every server/db/migrations/*.sql not yet recorded in schema_migrations, in filename
 * order, each in its own transaction. Platform migrations are 0xx_*.sql, business ones 1xx_*.sql.
 * Returns the names applied now.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.query(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       name text PRIMARY KEY,
       applied_at timestamptz NOT NULL DEFAULT now()
     )`,
  );
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  );
  const pending = readdirSync(dir)
    .filter((f) => f.endsWith('.sql') && !done.has(f))
    .sort();
  for (const name of pending) {
    const sql = readFileSync(join(dir, name), 'utf8');
    await db.tx(async (tx) => {
      try {
        await tx.exec(sql);
      } catch (error) {
        throw new Error(`migration ${name} failed: ${String(error)}`, { cause: error });
      }
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    });
  }
  return pending;
}
