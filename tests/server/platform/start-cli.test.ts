import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { call, loginAs } from '../helpers/accounts';

const root = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

/** Runs `npm start`'s script (no build) on a free port; resolves with the printed banner and URL. */
function start(dataDir: string): Promise<{ child: ChildProcess; banner: string; url: string }> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SKIP_BUILD: '1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((done, fail) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /Storefront:\s+(http:\/\/\S+?)\/\s/.exec(out)?.[1];
      if (url && out.includes('second parent')) done({ child, banner: out, url });
    });
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => fail(new Error(`exited ${code}: ${out}`)));
  });
}

const stop = (child: ChildProcess) =>
  new Promise<number | null>((done) => {
    child.once('exit', (code) => done(code));
    child.kill('SIGTERM');
  });

describe('npm start (scripts/start.mjs: scripts/start.ts compiled)', () => {
  const dataRoot = mkdtempSync(join(tmpdir(), 'gw-start-'));
  afterAll(() => rmSync(dataRoot, { recursive: true, force: true }));

  it('creates, migrates and seeds the data directory, prints the URL and the demo accounts, and keeps the data on restart', async () => {
    const first = await start(dataRoot);
    try {
      expect(first.banner).toContain('13800138000 / Edu@2026pass');
      expect(first.banner).toContain('13900139000 / Edu@2026staff');
      expect(first.banner).toContain('13700137000 / Edu@2026pass');
      expect(first.banner).toContain(`embedded PGlite in ${join(dataRoot, 'pg')}`);
      expect(existsSync(join(dataRoot, 'pg', 'PG_VERSION'))).toBe(true);
      expect((await loginAs(first.url, 'parent')).userCode).toBe('U20260000001');
      // The growth services are served too (login required → 406, not an unknown route).
      expect((await call(first.url, '/growth/promoter/summary')).body.code).toBe('406');
    } finally {
      expect(await stop(first.child)).toBe(0);
    }
    expect(existsSync(join(dataRoot, 'pg.lock'))).toBe(false);
    const second = await start(dataRoot);
    try {
      expect((await loginAs(second.url, 'staff')).isStaff).toBe(true);
    } finally {
      await stop(second.child);
    }
  }, 180_000);
});
