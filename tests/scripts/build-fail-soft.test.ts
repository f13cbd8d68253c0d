import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifestSyntaxProblems } from '../../scripts/build/manifests-fail-soft';
import { copyProject } from '../setup/project-copy';

/**
 * Invalid JSON in one manifest (issue 14 item 2): the store still builds, the broken product is
 * switched off with a loud warning at file:line:column, and the product lint (so CI) still fails.
 * Run on a copy of the project with a trailing comma typed into products/liaocheng.json.
 */
describe('a manifest that is not valid JSON', () => {
  let dir = '';
  let project = '';
  let build: ReturnType<typeof spawnSync>;
  const run = (args: string[]) => spawnSync('npx', args, { cwd: project, encoding: 'utf8' });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'build-fail-soft-'));
    project = await copyProject(join(dir, 'project'));
    const file = join(project, 'products/liaocheng.json');
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace('"premium": 100 }', '"premium": 100, }'));
    // What the operator runs after an edit: the generated route index, then the build.
    expect(run(['tsx', 'scripts/gen-manifest-types.ts']).status).toBe(0);
    build = run(['vite', 'build']);
  }, 300_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('builds the store and says loudly which file, where and why', () => {
    const output = `${String(build.stdout)}${String(build.stderr)}`;
    expect(build.status, output).toBe(0);
    expect(output).toMatch(/产品暂不可售 — products\/liaocheng\.json is not valid JSON/);
    expect(output).toMatch(
      /products\/liaocheng\.json:\d+:\d+ {2}JSON 格式错误：多余的逗号 {2}\(删除最后一项后面的逗号\)/,
    );
  });

  it('switches off only that product: its route is unavailable in the index, it has no model file; the others have', async () => {
    const index = await readFile(join(project, 'engine/generated/product-index.ts'), 'utf8');
    expect(index).toMatch(/"productCode": "21PR702546",[^}]*"unavailable": true/);
    expect(index.match(/"unavailable": true/g)).toHaveLength(1);
    // The app fetches models from assets/products/models/ (src/products/product-files.ts).
    const models = await readdir(join(project, 'dist/assets/products/models'));
    expect(models).not.toContain('liaocheng.json');
    expect(await readFile(join(project, 'dist/assets/products/models/linyi.json'), 'utf8')).toContain(
      '20PR518364',
    );
  });

  it('still fails the product lint, as CI runs it', () => {
    const lint = run(['tsx', 'scripts/lint-products.ts', '--check']);
    expect(lint.status).not.toBe(0);
    expect(String(lint.stdout) + String(lint.stderr)).toMatch(/products\/liaocheng\.json:\d+:\d+/);
  });
});

describe('manifestSyntaxProblems', () => {
  it('points at a trailing comma itself, in the lint’s words, once', () => {
    expect(manifestSyntaxProblems('products/x.json', '{\n  "a": 1,\n}\n')).toEqual([
      'products/x.json:2:9  JSON 格式错误：多余的逗号  (删除最后一项后面的逗号)',
    ]);
  });
  it('has nothing to say about valid JSON', () => {
    expect(manifestSyntaxProblems('products/x.json', '{ "a": 1 }')).toEqual([]);
  });
});
