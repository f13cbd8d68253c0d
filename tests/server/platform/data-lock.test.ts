import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../../server/db/data-lock';

const root = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const holderScript = fileURLToPath(new URL('./fixtures/lock-holder.ts', import.meta.url));

/** Starts a process that tries to lock `dir`; resolves with its first line (`locked` or `refused: …`). */
function holder(dir: string): { child: ChildProcess; answer: Promise<string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', holderScript, dir], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const answer = new Promise<string>((done) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) done(out.split('\n')[0] ?? '');
    });
  });
  return { child, answer };
}

/** The start time of a live process as /proc shows it (field 22 of its stat line). */
const startOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};

describe('the PGlite data-directory lock (<DATA_DIR>/pg.lock)', () => {
  const base = mkdtempSync(join(tmpdir(), 'gw-lock-'));
  const dir = join(base, 'pg');
  const lockFile = join(base, 'pg.lock');
  const children: ChildProcess[] = [];
  afterEach(() => rmSync(lockFile, { force: true }));
  afterAll(() => {
    for (const child of children) child.kill();
    rmSync(base, { recursive: true, force: true });
  });

  it('lets exactly one of several gateways starting at once take it', async () => {
    const racers = Array.from({ length: 4 }, () => holder(dir));
    children.push(...racers.map((r) => r.child));
    const answers = await Promise.all(racers.map((r) => r.answer));
    expect(answers.filter((a) => a === 'locked')).toHaveLength(1);
    expect(answers.filter((a) => a.startsWith('refused: the database in'))).toHaveLength(3);
    const winner = racers[answers.indexOf('locked')]!.child;
    await new Promise((done) => {
      winner.once('exit', done);
      winner.stdin?.end();
    });
  });

  it('takes over a lock whose pid is alive but is another process (pid reused after a restart)', () => {
    // The parent of this test runner is alive, but it is not the gateway that wrote this lock.
    writeFileSync(lockFile, JSON.stringify({ pid: process.ppid, start: `${startOf(process.ppid)}0` }));
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toEqual({
      pid: process.pid,
      start: startOf(process.pid),
    });
    release();
  });

  it('takes over a lock written before the host last started, even one naming a live pid', () => {
    writeFileSync(lockFile, String(process.ppid));
    const longAgo = new Date('2001-01-01T00:00:00Z');
    utimesSync(lockFile, longAgo, longAgo);
    lockDataDir(dir)();
  });

  it('refuses while the lock names a running gateway, naming its pid', async () => {
    const running = holder(dir);
    children.push(running.child);
    expect(await running.answer).toBe('locked');
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${running.child.pid}`);
    running.child.stdin?.end();
  });
});
