import { describe, expect, it } from 'vitest';
import { groupedManifest, jiningModel, modelOf } from '../testing/models';
import { guaranteeRow, guaranteeRows, guaranteeValue } from './guarantee';

describe('plan groups', () => {
  it('sorts groups and the plans inside them by weight, whatever the manifest order', () => {
    const model = modelOf(groupedManifest());
    expect(model.planGroups.map((g) => g.name)).toEqual(['基础组', '加强组']);
    expect(model.plans.map((p) => p.name)).toEqual(['简化版', '基础版', '强化版']);
  });

  it('builds each grouped-layout plan from its own program code plus the shared code', () => {
    const model = modelOf(groupedManifest());
    for (const plan of model.plans) expect(plan.programs.map((p) => p.code)).toEqual([plan.code, 'G-SHARED']);
    expect(model.plans[0]?.programs[1]?.shared).toBe(true);
  });

  it('keeps list-layout plans to their own program, with product and project on each program (spec §3 Program)', () => {
    const model = jiningModel();
    const program = model.plans[1]?.programs[0];
    expect(model.planLayout).toBe('list');
    expect(model.plans.map((p) => p.programs.length)).toEqual([1, 1]);
    expect(program).toMatchObject({
      productCode: '19PR979745',
      productName: '济宁市学生成长保障计划',
      projectCode: 'XM370800001',
      riskCode: '2724',
    });
    expect(model.defaultPlanCode).toBe('JN979745-B');
  });
});

describe('guarantee display', () => {
  const duty = { limitName: '意外身故/伤残', amount: 20, unit: '万' as const, daily: false, weight: 1 };

  it('multiplies by the number of copies and shows 万 / 元 / 元/天', () => {
    expect(guaranteeValue(duty, 1)).toBe('20万');
    expect(guaranteeValue(duty, 3)).toBe('60万');
    expect(guaranteeValue({ ...duty, amount: 2000, unit: '元' }, 2)).toBe('4000元');
    expect(guaranteeValue({ ...duty, amount: 50, unit: '元', daily: true }, 2)).toBe('100元/天');
    expect(guaranteeValue({ ...duty, amount: 0.5 }, 3)).toBe('1.5万');
  });

  it('writes the same amounts the English way in en-US: 20万 → ¥200,000, 100元/天 → ¥100/day', () => {
    expect(guaranteeValue(duty, 1, 'en-US')).toBe('¥200,000');
    expect(guaranteeValue({ ...duty, amount: 0.5 }, 3, 'en-US')).toBe('¥15,000');
    expect(guaranteeValue({ ...duty, amount: 2000, unit: '元' }, 2, 'en-US')).toBe('¥4,000');
    expect(guaranteeValue({ ...duty, amount: 50, unit: '元', daily: true }, 2, 'en-US')).toBe('¥100/day');
  });

  it('shows the manifest’s text instead of a number when given, without multiplying', () => {
    expect(
      guaranteeValue({ limitName: '年免赔额', showValue: '1万元（重疾0免赔）', daily: false, weight: 3 }, 3),
    ).toBe('1万元（重疾0免赔）');
  });

  it('scrolls a limit name of 20 or more characters, and a value of more than 10', () => {
    const name19 = '一二三四五六七八九十一二三四五六七八九';
    expect(guaranteeRow({ ...duty, limitName: name19 }).marqueeName).toBe(false);
    expect(guaranteeRow({ ...duty, limitName: `${name19}十` }).marqueeName).toBe(true);
    expect(guaranteeRow({ ...duty, showValue: '一二三四五六七八九十', daily: false }).marqueeValue).toBe(
      false,
    );
    expect(guaranteeRow({ ...duty, showValue: '一二三四五六七八九十一', daily: false }).marqueeValue).toBe(
      true,
    );
  });

  it('lists every duty of the plan’s programs (own and shared) by weight', () => {
    const model = modelOf(groupedManifest());
    const rows = guaranteeRows(model.plans[2]!, 2);
    expect(rows.map((r) => `${r.limitName} ${r.value}`)).toEqual([
      '意外身故/伤残 60万',
      '疾病住院津贴 100元/天',
    ]);
  });
});
