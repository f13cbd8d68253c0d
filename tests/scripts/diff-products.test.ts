import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSide } from '../../scripts/diff/load';
import { releaseReport } from '../../scripts/diff/report';
import { renderReport } from '../../scripts/diff/render';

/**
 * `npm run diff:products` on fixture pairs: tests/fixtures/release-diff/base is the released
 * catalogue (a family and three of its variants); each case folder holds only the files a release
 * changes, laid over the base. The reviewer's exact output is asserted line by line.
 */
const FIXTURES = join(__dirname, '../fixtures/release-diff');
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function diffOf(release: string, markdown = false): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'release-diff-'));
  made.push(dir);
  cpSync(join(FIXTURES, 'base'), dir, { recursive: true });
  cpSync(join(FIXTURES, release), dir, { recursive: true });
  const report = releaseReport(await loadSide(join(FIXTURES, 'base'), 'base'), await loadSide(dir, release));
  const text = renderReport(report, { markdown });
  expect(text.endsWith('\n')).toBe(true);
  return text.slice(0, -1).split('\n');
}

describe('diff:products', () => {
  it('a price change shows the sample premium before and after for the plan × factor it touches', async () => {
    expect(await diffOf('price-change')).toEqual([
      '产品变更对比：base → price-change',
      '',
      '1 个产品有变化，2 个未变。',
      '',
      '■ 20PR726153 河南省学生意外伤害保险（products/henan.json）',
      '  样本保费（1 人 1 份，由引擎计算）',
      '    ~ 综合版 · 保险期间=1年：¥150.00 → ¥180.00',
    ]);
  });

  it('an added plan shows its cover and its premium', async () => {
    expect(await diffOf('plan-added')).toEqual([
      '产品变更对比：base → plan-added',
      '',
      '1 个产品有变化，2 个未变。',
      '',
      '■ 20PR726153 河南省学生意外伤害保险（products/henan.json）',
      '  方案',
      '    + 新增方案 尊享版（HN726153-C）',
      '      + 意外身故/伤残：30万',
      '      + 意外医疗（含门急诊）：2万',
      '      + 意外住院津贴：100元/天',
      '      + 疾病住院医疗：2万',
      '  样本保费（1 人 1 份，由引擎计算）',
      '    + 尊享版 · 保险期间=1年：无 → ¥260.00',
    ]);
  });

  it('a rewritten clause shows a line diff of its text', async () => {
    expect(await diffOf('clause-rewritten')).toEqual([
      '产品变更对比：base → clause-rewritten',
      '',
      '1 个产品有变化，2 个未变。',
      '',
      '■ 20PR726153 河南省学生意外伤害保险（products/henan.json）',
      '  条款与须知',
      '    ~ 《中国太平洋财产保险股份有限公司学生幼儿意外伤害保险条款》文本变更：',
      '          第二条 保险责任 在保险期间内，被保险人遭受意外伤害事故，并自事故发生之日起180日内因该事故身故的，保险人按保险金额给付身故保险金；因该事故造成《人身保险伤残评定标准》所列伤残之一的，保险人按该标准所对应的给付比例乘以保险金额给付伤残保险金。',
      '        - 第三条 责任免除 因下列原因造成被保险人身故或伤残的，保险人不承担给付保险金责任：（一）投保人对被保险人的故意杀害、故意伤害；（二）被保险人故意自伤、故意犯罪或抗拒依法采取的刑事强制措施；（三）被保险人醉酒或服用、吸食、注射毒品；（四）战争、军事冲突、暴乱或武装叛乱；（五）核爆炸、核辐射或核污染。',
      '        - 第四条 保险期间 保险期间为一年，以保险单载明的起讫时间为准。',
      '        + 第三条 责任免除 因下列原因造成被保险人身故或伤残的，保险人不承担给付保险金责任：（一）投保人对被保险人的故意杀害、故意伤害；（二）被保险人故意自伤、故意犯罪或抗拒依法采取的刑事强制措施；（三）被保险人醉酒或服用、吸食、注射毒品；（四）战争、军事冲突、暴乱或武装叛乱；（五）核爆炸、核辐射或核污染；（六）被保险人从事潜水、跳伞、攀岩等高风险运动。',
      '        + 第四条 保险期间 保险期间为一年，自保险单载明的生效日零时起至期满日二十四时止。',
      '          第五条 保险金申请 申请保险金时，应提供保险金给付申请书、被保险人身份证明、医疗机构出具的诊断证明或伤残鉴定书、身故的须提供死亡证明及户籍注销证明等材料。',
    ]);
  });

  it('a family change lists every variant it reaches and says which ones override it', async () => {
    expect(await diffOf('family-change')).toEqual([
      '产品变更对比：base → family-change',
      '',
      '2 个产品有变化，1 个未变。',
      '',
      '■ 21PR633842 济南市学生意外伤害保险（大地版）（products/jinan-dadi.json）',
      '  样本保费（1 人 1 份，由引擎计算）',
      '    ~ 基础版 · 保险期间=1年：¥50.00 → ¥60.00',
      '  条款与须知',
      '    ~ 《投保须知》文本变更：',
      '          投保须知',
      '        - 1. 本产品仅限在校学生投保，被保险人年龄为出生满28天至18周岁。',
      '        + 1. 本产品仅限在校学生投保，被保险人年龄为出生满28天至16周岁。',
      '          2. 投保人须为被保险人的父母或法定监护人。',
      '',
      '■ 21PR441901 济宁市学生阳光保障计划（products/jining-yangguang.json）',
      '  样本保费（1 人 1 份，由引擎计算）',
      '    ~ 基础版 · 保险期间=1年：¥50.00 → ¥60.00',
      '  条款与须知',
      '    ~ 《投保须知》文本变更：',
      '          投保须知',
      '        - 1. 本产品仅限在校学生投保，被保险人年龄为出生满28天至18周岁。',
      '        + 1. 本产品仅限在校学生投保，被保险人年龄为出生满28天至16周岁。',
      '          2. 投保人须为被保险人的父母或法定监护人。',
      '',
      '■ 产品族变更',
      '  student-accident：影响 3 个产品（2 个有可见变化）',
      '    · 20PR726153 河南省学生意外伤害保险（products/henan.json）已被产品自身覆盖，无变化',
      '    · 21PR633842 济南市学生意外伤害保险（大地版）（products/jinan-dadi.json）有变化',
      '    · 21PR441901 济宁市学生阳光保障计划（products/jining-yangguang.json）有变化',
    ]);
  });

  it('a scheduled price change shows when it goes live and the premiums it brings', async () => {
    expect(await diffOf('scheduled-price')).toEqual([
      '产品变更对比：base → scheduled-price',
      '',
      '1 个产品有变化，2 个未变。',
      '',
      '■ 20PR726153 河南省学生意外伤害保险（products/henan.json）',
      '  定时生效',
      '    + 2027-01-01T00:00:00+08:00 起生效',
      '      ~ 基础版 · 保险期间=1年：¥50.00 → ¥60.00',
      '      ~ 综合版 · 保险期间=1年：¥150.00 → ¥170.00',
    ]);
  });

  it('writes Markdown for a pull request', async () => {
    expect(await diffOf('family-change', true)).toEqual([
      '## 产品变更对比：base → family-change',
      '',
      '2 个产品有变化，1 个未变。',
      '',
      '### 21PR633842 济南市学生意外伤害保险（大地版）（products/jinan-dadi.json）',
      '',
      '**样本保费（1 人 1 份，由引擎计算）**',
      '',
      '- 基础版 · 保险期间=1年：¥50.00 → ¥60.00',
      '',
      '**条款与须知**',
      '',
      '- 《投保须知》文本变更：',
      '',
      '  ```diff',
      '   投保须知',
      '  -1. 本产品仅限在校学生投保，被保险人年龄为出生满28天至18周岁。',
      '  +1. 本产品仅限在校学生投保，被保险人年龄为出生满28天至16周岁。',
      '   2. 投保人须为被保险人的父母或法定监护人。',
      '  ```',
      '',
      '### 21PR441901 济宁市学生阳光保障计划（products/jining-yangguang.json）',
      '',
      '**样本保费（1 人 1 份，由引擎计算）**',
      '',
      '- 基础版 · 保险期间=1年：¥50.00 → ¥60.00',
      '',
      '**条款与须知**',
      '',
      '- 《投保须知》文本变更：',
      '',
      '  ```diff',
      '   投保须知',
      '  -1. 本产品仅限在校学生投保，被保险人年龄为出生满28天至18周岁。',
      '  +1. 本产品仅限在校学生投保，被保险人年龄为出生满28天至16周岁。',
      '   2. 投保人须为被保险人的父母或法定监护人。',
      '  ```',
      '',
      '### 产品族变更',
      '',
      '- student-accident：影响 3 个产品（2 个有可见变化）',
      '  - 20PR726153 河南省学生意外伤害保险（products/henan.json）已被产品自身覆盖，无变化',
      '  - 21PR633842 济南市学生意外伤害保险（大地版）（products/jinan-dadi.json）有变化',
      '  - 21PR441901 济宁市学生阳光保障计划（products/jining-yangguang.json）有变化',
    ]);
  });

  it('says nothing changed when nothing a buyer sees changed', async () => {
    const report = releaseReport(
      await loadSide(join(FIXTURES, 'base'), 'a'),
      await loadSide(join(FIXTURES, 'base'), 'b'),
    );
    expect(renderReport(report, { markdown: false })).toBe(
      '产品变更对比：a → b\n\n0 个产品有变化，3 个未变。\n没有买家可见的变化。\n',
    );
  });
});
