import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

describe('scripts/new-product.ts', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'new-product-'));
  const products = join(dir, 'products');
  await cp(join(root, 'products'), products, { recursive: true });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/new-product.ts', ...args], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, PRODUCTS_DIR: products },
    });

  it('writes a variant of the family that lints clean against the catalogue', async () => {
    const result = run(
      '--family',
      'umbrella-liability',
      '--code',
      '98PR000002',
      '--path',
      '/weifangUmbrellaDetails',
      '--name',
      '潍坊市校园安全伞',
      '--file',
      'weifang-umbrella',
      '--project-code',
      'XM370700002',
      '--project-name',
      '潍坊市校园责任保险项目',
      '--province-code',
      '370000',
      '--province-name',
      '山东省',
    );
    expect(result.stdout).toContain('wrote products/weifang-umbrella.json');
    expect(result.status).toBe(0);
    const manifest = JSON.parse(await readFile(join(products, 'weifang-umbrella.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(manifest).toMatchObject({
      $schema: '../schemas/product-manifest.schema.json',
      extends: 'umbrella-liability',
      productCode: '98PR000002',
      region: { provinceCode: '370000' },
    });
  });

  it('lints what it wrote: a code already in the catalogue is reported at once', () => {
    const result = run(
      '--family',
      'student-accident',
      '--code',
      '19PR979745',
      '--path',
      '/anotherDetails',
      '--name',
      '重复',
      '--file',
      'dup-code',
      '--project-code',
      'X',
      '--project-name',
      'Y',
    );
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(
      /dup-code\.json:\d+:\d+ {2}\/productCode {2}duplicate product code 19PR979745/,
    );
  });

  it('says which arguments are missing', () => {
    const result = run('--family', 'student-accident');
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('missing --code, --path, --name, --file, --project-code, --project-name');
  });
});
