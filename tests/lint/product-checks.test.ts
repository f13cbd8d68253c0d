import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../scripts/lint/problem';
import { lintProducts } from '../../scripts/lint/run';

const root = resolve(import.meta.dirname, '../..');
const fixture = (name: string): string => `tests/lint/fixtures/${name}`;

async function lines(name: string, locale: 'zh-CN' | 'en-US' = 'zh-CN'): Promise<string[]> {
  const { problems } = await lintProducts({
    productsDir: resolve(root, 'products'),
    targets: [fixture(name)],
    cwd: root,
    locale,
  });
  return problems.map(formatProblem);
}

/** Mistakes the lint used to let through (issue 14 §5), each at its place with a fix hint, in Chinese. */
describe('product checks an operator needs', () => {
  it('an age minimum above the maximum (every order would be refused at submit)', async () => {
    expect(await lines('ages-inverted.json')).toEqual([
      expect.stringMatching(
        /^tests\/lint\/fixtures\/ages-inverted\.json:\d+:\d+ {2}\/eligibility\/insuredAge {2}被保险人年龄下限 18周岁 大于上限 3周岁：每一单都会在提交时被拒绝 {2}\(把 min 和 max 对调/,
      ),
    ]);
  });

  it('a region that names no real place (its orders are filed under it)', async () => {
    expect(await lines('region-outside.json')).toEqual([
      expect.stringMatching(
        /^tests\/lint\/fixtures\/region-outside\.json:\d+:\d+ {2}\/region\/cityCode {2}销售地区代码 320300（徐州市）不在 山东省（370000）之内 {2}\(市的代码与省的前两位相同/,
      ),
    ]);
  });

  it('a region field asked only under a condition (hidden, its answer escapes the area check)', async () => {
    expect(await lines('region-field-conditional.json')).toEqual([
      expect.stringMatching(
        /^tests\/lint\/fixtures\/region-field-conditional\.json:\d+:\d+ {2}\/form\/insured\/fields\/0\/visibleWhen {2}被保险人的地区字段只在条件成立时显示：隐藏时不核对是否在销售地区之内，订单却按提交的地区归属 {2}\(删除 visibleWhen/,
      ),
    ]);
  });

  it('a region field the buyer may leave empty on a product of one area (its order would have no region)', async () => {
    expect(await lines('region-field-optional.json')).toEqual([
      expect.stringMatching(
        /^tests\/lint\/fixtures\/region-field-optional\.json:\d+:\d+ {2}\/form\/insured\/fields\/0\/required {2}被保险人的地区字段可以不填：不填的订单没有地区，不按销售地区（山东省济宁市）归属，也不核对是否在其中 {2}\(删除 "required": false 或 requiredWhen/,
      ),
    ]);
  });

  it('an inherited FAQ, notice and age note that contradict the variant’s ages, placed where the text is', async () => {
    const found = await lines('faq-ages.json');
    expect(found).toEqual([
      expect.stringMatching(
        /^products\/families\/student-accident\.json:\d+:\d+ {2}\/sections\/\d+\/items\/0\/answer {2}常见问题写着“出生满28天至18周岁”，但被保险人年龄为 3周岁至18周岁 {2}\(在本文件覆盖这段文字/,
      ),
      expect.stringMatching(/\/protocols\/rules\/0\/content {2}投保须知\/条款写着“出生满28天至18周岁”/),
      expect.stringMatching(
        /\/attributes\/ageIssue {2}投保年龄说明（attributes\.ageIssue）写着“出生满28天-18周岁”/,
      ),
    ]);
  });

  it('a product on sale that keeps the family’s placeholder plan (SA-BASE at 50 元)', async () => {
    expect(await lines('placeholder-plans.json')).toEqual([
      expect.stringMatching(
        /^tests\/lint\/fixtures\/placeholder-plans\.json:3:14 {2}\/extends {2}在售产品沿用了产品族的占位方案 SA-BASE 基础版 {2}\(在本文件写出自己的 "plans"/,
      ),
    ]);
  });

  it('a premium far outside the family’s range (a 0 too many)', async () => {
    expect(await lines('premium-range.json')).toEqual([
      expect.stringMatching(
        /premium-range\.json:\d+:\d+ {2}\/premium\/rates\/0\/premium {2}保费 50000 元远离产品族 student-accident 的范围 \d+–\d+ 元 {2}\(检查是否多打或少打了一个 0/,
      ),
    ]);
  });

  it('an empty duties list, in its own words with an example', async () => {
    expect(await lines('empty-duties.json')).toEqual([
      expect.stringMatching(
        /empty-duties\.json:\d+:\d+ {2}\/plans\/groups\/0\/programs\/0\/risks\/0\/duties {2}风险 学生幼儿意外伤害保险 没有保障责任 {2}\(至少写一条 \{ "limitName"/,
      ),
    ]);
  });

  it('a trailing comma at the comma, not at the closing brace', async () => {
    expect(await lines('trailing-comma.json')).toEqual([
      'tests/lint/fixtures/trailing-comma.json:4:30  /  JSON 格式错误：多余的逗号  (删除最后一项后面的逗号)',
    ]);
  });

  it('a key written twice in one object (JSON.parse keeps the last without a word), at the second', async () => {
    expect(await lines('duplicate-key.json')).toEqual([
      'tests/lint/fixtures/duplicate-key.json:6:3  /  属性 "name" 在同一个对象里写了两次：JSON 只保留后一个，前一个被悄悄丢弃  (删除或合并其中一个，让这个属性只出现一次)',
    ]);
  });

  it('the same line in English with --lang en', () => {
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/lint-products.ts',
        '--check',
        '--lang',
        'en',
        fixture('ages-inverted.json'),
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(run.stdout).toMatch(
      /\/eligibility\/insuredAge {2}insured age minimum 18周岁 is greater than the maximum 3周岁: every order would be refused at submit {2}\(swap min and max/,
    );
    expect(run.stdout.trim().split('\n').at(-1)).toBe('1 manifests, 1 errors');
    expect(run.status).toBe(1);
  });

  it('prints Chinese by default, with the summary', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/lint-products.ts', '--check', fixture('trailing-comma.json')],
      { cwd: root, encoding: 'utf8' },
    );
    expect(run.stdout.trim().split('\n')).toEqual([
      'tests/lint/fixtures/trailing-comma.json:4:30  /  JSON 格式错误：多余的逗号  (删除最后一项后面的逗号)',
      '1 个产品配置，1 个错误',
    ]);
  });
});

/** Issue 14 §3: the renewal label is manifest data. */
describe('renewal label', () => {
  it('any product may carry one (no code change, no lint error)', async () => {
    expect(await lines('renewal-new-code.json')).toEqual([]);
  });
});
