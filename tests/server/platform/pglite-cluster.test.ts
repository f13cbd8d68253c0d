import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBeside, needsCluster } from '../../../server/db/pglite-cluster';

/** A first start builds the database beside its directory and moves it in only when complete. */
describe('a PGlite first start (createBeside)', () => {
  let root: string;
  let dir: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'gw-cluster-'));
    dir = join(root, 'pg');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('moves a finished cluster into the (empty) data directory and leaves nothing beside it', async () => {
    mkdirSync(dir);
    expect(needsCluster(dir)).toBe(true);
    await createBeside(dir, async (build) => {
      mkdirSync(build);
      writeFileSync(join(build, 'PG_VERSION'), '18\n');
    });
    expect(readdirSync(dir)).toEqual(['PG_VERSION']);
    expect(readdirSync(root)).toEqual(['pg']);
    expect(needsCluster(dir)).toBe(false);
  });

  it('leaves no half-made cluster when the child fails, so the next start builds it again', async () => {
    // a leftover of an earlier interrupted start is cleared first
    mkdirSync(`${dir}.new`);
    writeFileSync(join(`${dir}.new`, 'stale'), '');
    await expect(
      createBeside(dir, async (build) => {
        mkdirSync(build, { recursive: true });
        writeFileSync(join(build, 'base'), 'half');
        throw new Error('initdb killed');
      }),
    ).rejects.toThrow('initdb killed');
    expect(existsSync(`${dir}.new`)).toBe(false);
    expect(needsCluster(dir)).toBe(true);
  });

  it('refuses a build that made no database', async () => {
    await expect(createBeside(dir, async (build) => void mkdirSync(build))).rejects.toThrow(
      'no database was created',
    );
    expect(needsCluster(dir)).toBe(true);
  });
});
