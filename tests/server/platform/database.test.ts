import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../server/db/migrate';
import type { Db } from '../../../server/db/types';
import { seedDatabase } from '../../../server/seed';
import {
  gatewayBackends,
  PRODUCTS_DIR,
  START_TIMEOUT_MS,
  startGateway,
  type StartedGateway,
} from '../helpers/start-gateway';

describe.each(gatewayBackends())('database layer ($name)', ({ databaseUrl }) => {
  let gw: StartedGateway;
  beforeAll(async () => {
    gw = await startGateway({ databaseUrl });
  }, START_TIMEOUT_MS);
  afterAll(() => gw?.close());

  it('records migrations in filename order, platform (0xx) before business (1xx), and applies each once', async () => {
    const applied = (
      await gw.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY applied_at, name')
    ).map((r) => r.name);
    expect(applied[0]).toBe('001_accounts.sql');
    expect([...applied].sort()).toEqual(applied);
    expect(await migrate(gw.db)).toEqual([]);
  });

  it('runs each seeder once per database', async () => {
    expect(await seedDatabase({ db: gw.db, now: gw.clock.now(), productsDir: PRODUCTS_DIR })).toEqual([]);
    const users = await gw.db.query<{ phone: string }>(
      "SELECT phone FROM users WHERE phone IN ('13800138000', '13900139000', '13700137000')",
    );
    expect(users).toHaveLength(3);
  });

  it('stores passwords as salted scrypt hashes, never in clear', async () => {
    const rows = await gw.db.query<{ password_hash: string }>(
      "SELECT password_hash FROM users WHERE phone IN ('13800138000', '13700137000')",
    );
    const [a, b] = rows.map((r) => r.password_hash);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toContain('Edu@2026pass');
    expect(a).not.toBe(b); // same password, different salts
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      gw.db.tx(async (tx) => {
        await tx.query("UPDATE users SET contact_address = 'rolled back' WHERE phone = '13700137000'");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const row = await gw.db.one<{ contact_address: string | null }>(
      "SELECT contact_address FROM users WHERE phone = '13700137000'",
    );
    expect(row?.contact_address).not.toBe('rolled back');
  });

  it('runs a statement again after a schema change, and after a failed statement, with the same values and rows', async () => {
    // PGlite keeps each statement prepared (db/pglite-statements.ts): DDL must not leave a stale one behind.
    await gw.db.exec('CREATE TABLE stmt_cache_probe (a int)');
    await gw.db.query('INSERT INTO stmt_cache_probe (a) VALUES ($1)', [1]);
    expect(await gw.db.query('SELECT * FROM stmt_cache_probe')).toEqual([{ a: 1 }]);
    await gw.db.exec("ALTER TABLE stmt_cache_probe ADD COLUMN b text DEFAULT 'x'");
    expect(await gw.db.query('SELECT * FROM stmt_cache_probe')).toEqual([{ a: 1, b: 'x' }]);
    await gw.db.exec('DROP TABLE stmt_cache_probe');

    const divide = 'SELECT 10 / $1::int AS q';
    await expect(gw.db.query(divide, [0])).rejects.toThrow(/division by zero/);
    expect(await gw.db.query(divide, [5])).toEqual([{ q: 2 }]);
    await expect(gw.db.tx((tx) => tx.query(divide, [0]))).rejects.toThrow(/division by zero/);
    expect(await gw.db.tx((tx) => tx.query(divide, [2]))).toEqual([{ q: 5 }]);

    const at = new Date('2026-03-04T05:06:07.000Z');
    const row = await gw.db.one(
      'SELECT $1::jsonb AS j, $2::text[] AS t, $3::timestamptz AS ts, $4::text AS n, $5::boolean AS b',
      [JSON.stringify({ k: [1, 'two'] }), ['x', 'y,z'], at, null, false],
    );
    expect(row).toEqual({ j: { k: [1, 'two'] }, t: ['x', 'y,z'], ts: at, n: null, b: false });
  });

  it('carries text of any script and size, bytes, many rows and the error fields PostgreSQL sends', async () => {
    // On PGlite the statements' bytes are written and read by server/db/pg-wire.ts, not the driver.
    const text = '学生意外险 · Ünïcödé · 😀 家长';
    const big = '保'.repeat(200_000); // a reply well past one receive buffer
    expect(await gw.db.one('SELECT $1::text AS t, length($1::text) AS n, $2::text AS e', [text, ''])).toEqual(
      { t: text, n: [...text].length, e: '' },
    );
    expect(await gw.db.one('SELECT $1::text AS t', [big])).toEqual({ t: big });
    const rows = await gw.db.query<{ i: number; s: string | null }>(
      "SELECT i, CASE WHEN i % 2 = 0 THEN '第' || i ELSE NULL END AS s FROM generate_series(1, $1::int) AS i",
      [3000],
    );
    expect(rows).toHaveLength(3000);
    expect(rows.slice(0, 2)).toEqual([
      { i: 1, s: null },
      { i: 2, s: '第2' },
    ]);
    const bytes = Uint8Array.from([0, 1, 254, 255]);
    const back = await gw.db.one<{ b: Uint8Array }>('SELECT $1::bytea AS b', [bytes]);
    expect([...(back?.b ?? [])]).toEqual([0, 1, 254, 255]);

    await gw.db.exec('CREATE TABLE wire_probe (k text CONSTRAINT wire_probe_pk PRIMARY KEY)');
    try {
      await gw.db.query('INSERT INTO wire_probe (k) VALUES ($1)', ['同一个']);
      const duplicate = await gw.db
        .query('INSERT INTO wire_probe (k) VALUES ($1)', ['同一个'])
        .catch((error: unknown) => error);
      expect(duplicate).toMatchObject({ code: '23505', constraint: 'wire_probe_pk', table: 'wire_probe' });
      expect(await gw.db.query('SELECT k FROM wire_probe')).toEqual([{ k: '同一个' }]);
    } finally {
      await gw.db.exec('DROP TABLE wire_probe');
    }
  });

  it('does not report a transaction as committed when a statement in it failed, even if the caller caught the error', async () => {
    const address = `caught ${Date.now()}`;
    await expect(
      gw.db.tx(async (tx) => {
        await tx.query("UPDATE users SET contact_address = $1 WHERE phone = '13700137000'", [address]);
        await tx.query('SELECT 1 / 0').catch(() => undefined);
        return 'done';
      }),
    ).rejects.toThrow(/not committed \(ROLLBACK\)/);
    const row = await gw.db.one<{ contact_address: string | null }>(
      "SELECT contact_address FROM users WHERE phone = '13700137000'",
    );
    expect(row?.contact_address).not.toBe(address);
    expect(await gw.db.tx((tx) => tx.query('SELECT 2 AS two'))).toEqual([{ two: 2 }]);
  });

  it('refuses a statement on a transaction that has ended', async () => {
    let leaked: Db | undefined;
    await gw.db.tx(async (tx) => {
      leaked = tx;
    });
    await expect(leaked?.query('SELECT 1')).rejects.toThrow('Transaction is closed');
  });

  it('reads int8 as numbers and dates as YYYY-MM-DD on every backend', async () => {
    const row = await gw.db.one<{ n: number; d: string }>("SELECT 42::int8 AS n, '2026-01-02'::date AS d");
    expect(row).toEqual({ n: 42, d: '2026-01-02' });
  });
});

describe('a PGlite data directory', () => {
  it(
    'is created on first open, keeps its data across reopenings, and is refused to a second opener',
    async () => {
      const { mkdtempSync, rmSync, existsSync } = await import('node:fs');
      const { tmpdir } = await import('node:os');
      const { join } = await import('node:path');
      const { openPglite } = await import('../../../server/db/pglite');
      const { createInChild } = await import('../../../server/first-start');
      const root = mkdtempSync(join(tmpdir(), 'gw-data-'));
      const dir = join(root, 'pg');
      try {
        // The gateway's first start: unpacked from the template, migrated and seeded in a short-lived
        // child process (server/first-start.ts), built beside the directory and renamed into place.
        const first = await openPglite(dir, undefined, createInChild(PRODUCTS_DIR));
        expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
        expect(existsSync(`${dir}.new`)).toBe(false);
        expect(await migrate(first)).toEqual([]);
        expect(await seedDatabase({ db: first, now: new Date(), productsDir: PRODUCTS_DIR })).toEqual([]);
        // PostgreSQL's buffers sized for a small brokerage's database, not initdb's 128 MB (all resident).
        expect(await first.one('SHOW shared_buffers')).toEqual({ shared_buffers: '16MB' });
        await first.query("INSERT INTO seed_runs (name, ran_at) VALUES ('kept', now())");
        await expect(openPglite(dir)).rejects.toThrow('already open');
        await first.close();
        const again = await openPglite(dir);
        expect(await migrate(again)).toEqual([]);
        expect(await again.one("SELECT name FROM seed_runs WHERE name = 'kept'")).toEqual({ name: 'kept' });
        await again.close();
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
    2 * START_TIMEOUT_MS,
  ); // a whole first start (template, migrations, seed), then two opens
});

describe('migration 165 (clause sets)', () => {
  it(
    'moves the clause texts of orders stored before it into one set per distinct text, read back with the order',
    async () => {
      const { cpSync, mkdtempSync, readdirSync, rmSync } = await import('node:fs');
      const { tmpdir } = await import('node:os');
      const { join } = await import('node:path');
      const { MIGRATIONS_DIR } = await import('../../../server/db/migrate');
      const { openPglite } = await import('../../../server/db/pglite');
      const { ORDER_COLUMNS } = await import('../../../server/domain/orders/repository');
      const before = mkdtempSync(join(tmpdir(), 'gw-migrations-'));
      for (const name of readdirSync(MIGRATIONS_DIR).filter((n) => n < '165'))
        cpSync(join(MIGRATIONS_DIR, name), join(before, name));
      const { emptySchema } = await import('../../../server/db/pglite-template');
      const db = await openPglite(':memory:');
      try {
        await emptySchema(db); // the shipped template is migrated already
        await migrate(db, before);
        const clauses = [{ resourceName: '条款', displayNo: 1, valueMark: 'c1', content: '保险条款全文' }];
        for (const code of ['OD1', 'OD2']) {
          await db.query(
            `INSERT INTO biz_orders (order_code, application_form_code, user_code, product_code, product_name, status, manifest_version,
             confirmed_clauses, payload, holder_name, premium_cents, start_date, end_date, created_at, updated_at)
           VALUES ($1, $2, 'U1', 'P1', '产品', '01', 'v1', $3, '{}', '张三', 100, now(), now(), now(), now())`,
            [code, `AF${code}`, JSON.stringify(clauses)],
          );
        }
        expect(await migrate(db)).toEqual(
          readdirSync(MIGRATIONS_DIR)
            .filter((n) => n >= '165')
            .sort(),
        );
        expect(await db.query('SELECT hash FROM biz_clause_sets')).toHaveLength(1);
        const orders = await db.query<{ confirmed_clauses: unknown }>(
          `SELECT ${ORDER_COLUMNS} FROM biz_orders o ORDER BY order_code`,
        );
        expect(orders.map((o) => o.confirmed_clauses)).toEqual([clauses, clauses]);
      } finally {
        await db.close();
        rmSync(before, { recursive: true, force: true });
      }
    },
    START_TIMEOUT_MS,
  );
});
