import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** The scaffold command exactly as docs/products.md prints it, split into arguments as a shell would. */
async function documentedArguments(): Promise<string[]> {
  const docs = await readFile(join(root, 'docs/products.md'), 'utf8');
  const block = /```sh\n\s*(npx tsx scripts\/new-product\.ts[\s\S]*?)```/.exec(docs)?.[1] ?? '';
  const line = block.replace(/\\\n/g, ' ');
  return [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? '').slice(3);
}

describe('scripts/new-product.ts', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'new-product-'));
  const products = join(dir, 'products');
  await cp(join(root, 'products'), products, { recursive: true });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const run = (args: string[], input?: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/new-product.ts', ...args], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, PRODUCTS_DIR: products },
      ...(input !== undefined ? { input } : {}),
    });
  const manifest = async (file: string) =>
    JSON.parse(await readFile(join(products, file), 'utf8')) as Record<string, unknown>;

  it('run as docs/products.md writes it: a variant that lints clean, with no placeholder left', async () => {
    const args = await documentedArguments();
    expect(args).toContain('--family');
    const result = run(args);
    expect(result.stdout).toContain('已写入 products/weifang.json');
    expect(result.stdout).toContain('检查通过');
    expect(result.status).toBe(0);
    const written = await manifest('weifang.json');
    expect(written).toMatchObject({
      $schema: '../schemas/product-variant.schema.json',
      extends: 'student-accident',
      productCode: '23PR000123',
      region: { provinceCode: '370000', provinceName: '山东省', cityCode: '370700', cityName: '潍坊市' },
      insurers: [{ code: 'PICC', name: '中国人民财产保险股份有限公司', partyRole: 'lead' }],
      eligibility: { insuredAge: { min: { value: 3, unit: 'year' }, max: { value: 18, unit: 'year' } } },
      premium: {
        rates: [
          { program: 'WF000123-A', premium: 100 },
          { program: 'WF000123-B', premium: 150 },
        ],
      },
      renewal: { label: 'buyAgain' },
    });
    // Nothing of the family's placeholder plan, and the inherited FAQ now states the variant's ages.
    expect(JSON.stringify(written)).not.toMatch(/SA-BASE|出生满28天/);
    expect(JSON.stringify(written)).toContain('3周岁至18周岁');
  });

  it('asks for what is missing, line by line, and explains a wrong answer', async () => {
    const answers = [
      'critical-illness',
      '23PR000124',
      '潍坊市少儿重疾保险',
      '/weifangCiDetails',
      'weifang-ci',
      'XM370700002',
      '潍坊市少儿重疾项目',
      '奎文区',
      'NOPE',
      'PICC',
      '28d-17',
      'WFC-A=守护版',
      '',
      '重大疾病=20万',
      '',
      '120',
      '150',
      '190',
      '',
      'goRenew',
      '',
    ];
    const result = run(['--interactive'], `${answers.join('\n')}\n`);
    expect(result.stdout).toContain('可选：'); // the unknown insurer code, asked again
    expect(result.stdout).toContain('守护版（insurePeriod=1,ageBand=13-17） 的保费（元）');
    expect(result.status).toBe(0);
    expect(await manifest('weifang-ci.json')).toMatchObject({
      region: { cityCode: '370700', countyCode: '370705', countyName: '奎文区' },
      premium: {
        rates: [
          { when: { ageBand: '0-6' }, premium: 120 },
          { when: { ageBand: '7-12' }, premium: 150 },
          { when: { ageBand: '13-17' }, premium: 190 },
        ],
      },
      payment: { mode: 'oauth' },
      renewal: { label: 'goRenew' },
    });
  });

  it('lints what it wrote: a code already in the catalogue is reported at once', async () => {
    const args = (await documentedArguments()).map((a) =>
      a === '23PR000123'
        ? '19PR979745'
        : a === 'weifang'
          ? 'dup-code'
          : a === '/weifangDetails'
            ? '/dupCodeDetails'
            : a,
    );
    const result = run(args);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/dup-code\.json:\d+:\d+ {2}\/productCode {2}产品代码 19PR979745 重复/);
  });

  it('without a terminal, says which answers are missing and how to give them', () => {
    const result = run(['--family', 'student-accident']);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('缺少 --code、--name、--path');
    expect(result.stdout).toContain('--interactive');
  });
});
