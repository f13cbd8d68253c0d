/**
 * The gateway tests' seeded PostgreSQL template is claimed by whichever worker creates it first
 * (tests/server/helpers/seeded-copies.ts). Workers race for it: every loser must learn "someone else
 * makes it", never fail (a CI run once failed a whole suite on 23505 from pg_database's name index).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { claimDatabase } from '../helpers/seeded-copies';

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('claiming a database on PostgreSQL', () => {
  it('eight simultaneous claims of one name: exactly one wins, none fails', async () => {
    const url = serverUrl as string;
    const name = `gw_claim_race_${process.pid}_${randomBytes(4).toString('hex')}`;
    try {
      const results = await Promise.all(Array.from({ length: 8 }, () => claimDatabase(url, name)));
      expect(results.filter(Boolean)).toHaveLength(1);
    } finally {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name}`);
      await client.end();
    }
  });
});
