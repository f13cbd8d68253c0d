import { describe, expect, it } from 'vitest';
import { groupedManifest, jiningModel, modelOf } from '../testing/models';
import { hasPlanComparison, planComparison } from './plan-comparison';

describe('plan comparison (issue 13 item 8)', () => {
  it('puts every duty any plan covers in one row, and marks what a plan leaves out', () => {
    const comparison = planComparison(jiningModel());
    expect(comparison.columns.map((column) => [column.name, column.price])).toEqual([
      ['基础版', '¥60.00'],
      ['成长版', '¥150.00'],
    ]);
    expect(comparison.rows.map((row) => [row.limitName, ...row.values])).toEqual([
      ['意外身故/伤残', '10万', '20万'],
      ['意外医疗（含门急诊）', '1万', '2万'],
      ['意外住院津贴', '50元/天', '100元/天'],
      ['重大疾病保险金', undefined, '10万'],
      ['疾病身故', undefined, '5万'],
    ]);
  });

  it('compares grouped-layout plans with their shared cover, in display order, priced "from"', () => {
    const comparison = planComparison(modelOf(groupedManifest()));
    expect(comparison.columns.map((column) => `${column.name} ${column.price}`)).toEqual([
      '简化版 ¥80.00 起',
      '基础版 ¥120.34 起',
      '强化版 ¥170.00 起',
    ]);
    expect(comparison.rows.map((row) => [row.limitName, ...row.values])).toEqual([
      ['意外身故/伤残', '10万', '20万', '30万'],
      ['疾病住院津贴', '50元/天', '50元/天', '50元/天'],
    ]);
  });

  it('is offered only where there are plans to compare', () => {
    const jining = jiningModel();
    expect(hasPlanComparison(jining)).toBe(true);
    expect(hasPlanComparison({ ...jining, plans: jining.plans.slice(0, 1) })).toBe(false);
  });
});
