import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../../server/db/migrate';
import { openPglite } from '../../../server/db/pglite';
import {
  emptySchema,
  migrationHashes,
  readTemplateManifest,
  REMAKE_TEMPLATE,
  templateFreshness,
} from '../../../server/db/pglite-template';
import { migrate } from '../../../server/db/migrate';
import { START_TIMEOUT_MS } from '../helpers/start-gateway';

const tablesOf = async (db: Awaited<ReturnType<typeof openPglite>>) =>
  (
    await db.query<{ t: string }>(
      "SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    )
  ).map((r) => r.t);

describe('the shipped PGlite template (server/db/pglite-template.tar.gz)', () => {
  it('holds every migration of server/db/migrations as it is now', () => {
    const manifest = readTemplateManifest();
    expect(manifest, `no template: run \`${REMAKE_TEMPLATE}\``).toBeDefined();
    // A new or changed migration still works (applied on top, or from an emptied schema), but each
    // first start pays for it: make the template again and commit it with the migration.
    expect(
      manifest?.migrations,
      `the template is older than the migrations: run \`${REMAKE_TEMPLATE}\` and commit server/db/pglite-template.*`,
    ).toEqual(migrationHashes(MIGRATIONS_DIR));
  });

  it(
    'is what a new embedded database starts from instead of initdb and the migrations: the installed PGlite opens it, migrated as its manifest says',
    async () => {
      const identity = 'SELECT system_identifier::text AS id FROM pg_control_system()';
      const a = await openPglite(':memory:');
      const b = await openPglite(':memory:');
      try {
        // initdb draws a new system identifier each time: two databases sharing one were both unpacked.
        expect(await a.one(identity)).toEqual(await b.one(identity));
        const applied = (
          await a.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')
        ).map((r) => r.name);
        expect(applied).toEqual(Object.keys(readTemplateManifest()?.migrations ?? {}).sort());
        expect(await a.one('SHOW shared_buffers')).toEqual({ shared_buffers: '16MB' });
      } finally {
        await a.close();
        await b.close();
      }
    },
    START_TIMEOUT_MS,
  );

  it(
    'emptied (what a stale template gets) and migrated again, has the same tables',
    async () => {
      const db = await openPglite(':memory:');
      try {
        const tables = await tablesOf(db);
        expect(tables).toContain('biz_orders');
        await emptySchema(db);
        expect(await tablesOf(db)).toEqual([]);
        await migrate(db);
        expect(await tablesOf(db)).toEqual(tables);
      } finally {
        await db.close();
      }
    },
    START_TIMEOUT_MS,
  );
});

describe('templateFreshness', () => {
  const held = { '001_a.sql': 'h1', '100_b.sql': 'h2' };
  it('takes a template holding the migrations as they are, with the newer ones to apply on top', () => {
    expect(templateFreshness({ migrations: held }, { ...held })).toEqual({ fresh: true, pending: [] });
    expect(templateFreshness({ migrations: held }, { ...held, '245_c.sql': 'h3' })).toEqual({
      fresh: true,
      pending: ['245_c.sql'],
    });
  });

  it('refuses a template whose migrations changed, went away, or that lacks one sorting before its last', () => {
    expect(templateFreshness({ migrations: held }, { ...held, '100_b.sql': 'edited' })).toMatchObject({
      fresh: false,
      why: '100_b.sql has changed since the template was made',
    });
    expect(templateFreshness({ migrations: held }, { '001_a.sql': 'h1' })).toMatchObject({ fresh: false });
    expect(templateFreshness({ migrations: held }, { ...held, '050_x.sql': 'h4' })).toMatchObject({
      fresh: false,
      why: '050_x.sql sorts before 100_b.sql, which the template holds',
    });
  });
});
