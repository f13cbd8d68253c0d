import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bindExecuteSync,
  join as joinParts,
  PGLITE_CHECKED_VERSION,
  readReply,
} from '../../../server/db/pg-wire';

/**
 * server/db/pg-wire.ts, pglite-statements.ts and pglite.ts use PGlite's internals (its protocol
 * writer and parser, raw protocol calls, its two locks). An upgrade may change any of them without
 * a semver signal, so the version is pinned exactly and these tests fail, saying what to check,
 * on any other version or a changed internal.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const WHAT_TO_CHECK =
  'server/db/pg-wire.ts, server/db/pglite-statements.ts and server/db/pglite.ts rely on PGlite internals ' +
  '(protocol.serialize.*, protocol.Parser, protocol.messages.DatabaseError, parse.parseDescribeStatementResults, ' +
  'execProtocolRawStream, runExclusive/_runExclusiveTransaction, parsers/serializers, defaultStartParams). ' +
  'Check each against the new release (its dist/ and changelog), run tests/server/platform/database.test.ts ' +
  'and `BENCH_ONLY=submitOrder BENCH_DB=pglite npm run bench:gateway`, make the empty-cluster template again ' +
  '(`npx tsx server/db/make-pglite-template.ts`), then update PGLITE_CHECKED_VERSION in pg-wire.ts.';

const installedVersion = (): string => {
  const entry = createRequire(join(root, 'package.json')).resolve('@electric-sql/pglite');
  let dir = dirname(entry);
  while (!dir.endsWith(join('@electric-sql', 'pglite'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
};

describe('PGlite is pinned to the release its internals were checked against', () => {
  it('package.json and package-lock.json name exactly the checked version, and it is the one installed', () => {
    const declared = (
      JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
    ).dependencies['@electric-sql/pglite'];
    const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string; dependencies?: Record<string, string> }>;
    };
    expect(declared, `package.json must pin @electric-sql/pglite exactly (no ^ or ~). ${WHAT_TO_CHECK}`).toBe(
      PGLITE_CHECKED_VERSION,
    );
    expect(
      lock.packages['']?.dependencies?.['@electric-sql/pglite'],
      `package-lock.json's root must pin it too. ${WHAT_TO_CHECK}`,
    ).toBe(PGLITE_CHECKED_VERSION);
    expect(
      lock.packages['node_modules/@electric-sql/pglite']?.version,
      `package-lock.json locks another PGlite. ${WHAT_TO_CHECK}`,
    ).toBe(PGLITE_CHECKED_VERSION);
    expect(
      installedVersion(),
      `PGlite ${installedVersion()} is installed, checked was ${PGLITE_CHECKED_VERSION}. ${WHAT_TO_CHECK}`,
    ).toBe(PGLITE_CHECKED_VERSION);
  });

  it('still exports the internals the gateway calls', () => {
    const missing = [
      ...(['bind', 'execute', 'sync', 'query', 'parse', 'describe', 'close'] as const)
        .filter((m) => typeof protocol.serialize[m] !== 'function')
        .map((m) => `protocol.serialize.${m}`),
      ...(typeof protocol.Parser === 'function' ? [] : ['protocol.Parser']),
      ...(typeof protocol.messages.DatabaseError === 'function' ? [] : ['protocol.messages.DatabaseError']),
      ...(typeof parse.parseDescribeStatementResults === 'function'
        ? []
        : ['parse.parseDescribeStatementResults']),
      ...(
        [
          'execProtocolRawStream',
          'execProtocol',
          'runExclusive',
          '_runExclusiveTransaction',
          'dumpDataDir',
        ] as const
      )
        .filter((m) => typeof PGlite.prototype[m] !== 'function')
        .map((m) => `PGlite.prototype.${m}`),
      ...(Array.isArray(PGlite.defaultStartParams) && PGlite.defaultStartParams.includes('--single')
        ? []
        : ['PGlite.defaultStartParams (with --single)']),
    ];
    expect(missing, `PGlite no longer has these. ${WHAT_TO_CHECK}`).toEqual([]);
  });

  describe('and they still behave as pg-wire.ts assumes', () => {
    let pg: PGlite;
    beforeAll(async () => {
      pg = await PGlite.create();
      await pg.exec(
        "CREATE TABLE pin_probe (id int PRIMARY KEY, label text); INSERT INTO pin_probe VALUES (1, '一'), (2, NULL)",
      );
      await pg.execProtocol(
        joinParts([
          protocol.serialize.parse({
            name: 'pin_q',
            text: 'SELECT id, label FROM pin_probe WHERE id >= $1 ORDER BY id',
          }),
          protocol.serialize.sync(),
        ]),
      );
    });
    afterAll(() => pg?.close());

    it("gets the same reply to our Bind + Execute + Sync as to PGlite's own writer's", async () => {
      const raw = async (message: Uint8Array) => {
        const chunks: Uint8Array[] = [];
        await pg.execProtocolRawStream(message, {
          syncToFs: false,
          onRawData: (chunk) => chunks.push(chunk.slice()),
        });
        return Buffer.from(joinParts(chunks)).toString('hex');
      };
      for (const value of ['1', '2', null]) {
        const theirs = joinParts([
          protocol.serialize.bind({ statement: 'pin_q', values: [value] }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]);
        expect(
          await raw(bindExecuteSync('pin_q', [value])),
          `PGlite's protocol handling changed. ${WHAT_TO_CHECK}`,
        ).toBe(await raw(theirs));
      }
    });

    it('answers a raw reply through execProtocolRawStream that readReply reads for rows and the command tag', async () => {
      const chunks: Uint8Array[] = [];
      await pg.execProtocolRawStream(bindExecuteSync('pin_q', ['1']), {
        syncToFs: false,
        onRawData: (chunk) => chunks.push(chunk.slice()),
      });
      expect(readReply(joinParts(chunks)), `execProtocolRawStream's reply changed. ${WHAT_TO_CHECK}`).toEqual(
        {
          rows: [
            ['1', '一'],
            ['2', null],
          ],
          command: 'SELECT 2',
        },
      );
    });

    it("reads an error reply as PGlite's DatabaseError, with PostgreSQL's code", async () => {
      const chunks: Uint8Array[] = [];
      await pg.execProtocolRawStream(
        joinParts([protocol.serialize.query('SELECT 1/0'), protocol.serialize.sync()]),
        { syncToFs: false, onRawData: (chunk) => chunks.push(chunk.slice()) },
      );
      let thrown: unknown;
      try {
        readReply(joinParts(chunks));
      } catch (error) {
        thrown = error;
      }
      expect(thrown, `PGlite's DatabaseError changed. ${WHAT_TO_CHECK}`).toBeInstanceOf(
        protocol.messages.DatabaseError,
      );
      expect((thrown as { code?: string }).code).toBe('22012');
    });

    it('keeps the transaction lock and the query lock apart (pglite.ts holds one inside the other)', async () => {
      const order: string[] = [];
      await pg._runExclusiveTransaction(() => pg.runExclusive(async () => order.push('inside both')));
      expect(order, `PGlite's locks changed. ${WHAT_TO_CHECK}`).toEqual(['inside both']);
    });
  });
});
