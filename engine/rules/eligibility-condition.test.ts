import { describe, expect, it } from 'vitest';
import { jiningModel } from '../testing/models';
import { evaluateCondition } from './condition';
import { checkEligibility } from './eligibility';

describe('eligibility (28 days – 18 full years on the start date)', () => {
  const model = jiningModel();
  const insured = (birthday: string) =>
    checkEligibility(model, { party: 'insured', birthday, onDate: '2026-09-01', name: '小明' });

  it('counts days for the minimum and full years for the maximum', () => {
    expect(insured('2026-08-04')).toEqual({ ok: true }); // 28 days
    expect(insured('2026-08-05')).toEqual({ ok: false, message: '被保险人小明年龄不符合投保要求：须满28天' }); // 27 days
    expect(insured('2007-09-02')).toEqual({ ok: true }); // 18 until the day before the 19th birthday
    expect(insured('2007-09-01')).toEqual({
      ok: false,
      message: '被保险人小明年龄不符合投保要求：不得超过18周岁',
    });
  });

  it('asks for a birthday when there is none, and treats a birthday after the date as too young', () => {
    expect(insured('')).toEqual({ ok: false, message: '请填写被保险人出生日期' });
    expect(insured('2026-10-01').ok).toBe(false);
  });

  it('checks the holder’s own range', () => {
    expect(
      checkEligibility(model, { party: 'holder', birthday: '2009-01-01', onDate: '2026-09-01' }),
    ).toEqual({
      ok: false,
      message: '投保人年龄不符合投保要求：须满18周岁',
    });
  });
});

describe('declarative conditions', () => {
  const ctx = {
    holder: { idType: '0' },
    insured: { idType: '1', birthday: '2010-05-01', name: '' },
    factor: { insurePeriod: '2' },
    onDate: '2026-05-01',
  };

  it('evaluates the fixed operator set', () => {
    expect(evaluateCondition({ field: 'insured.idType', op: 'ne', value: '0' }, ctx)).toBe(true);
    expect(evaluateCondition({ field: 'holder.idType', op: 'eq', value: '0' }, ctx)).toBe(true);
    expect(evaluateCondition({ field: 'factor.insurePeriod', op: 'in', value: ['1', '2'] }, ctx)).toBe(true);
    expect(evaluateCondition({ field: 'factor.insurePeriod', op: 'notIn', value: ['2'] }, ctx)).toBe(false);
    expect(evaluateCondition({ field: 'insured.name', op: 'empty' }, ctx)).toBe(true);
    expect(evaluateCondition({ field: 'insured.schoolName', op: 'notEmpty' }, ctx)).toBe(false);
    expect(evaluateCondition({ field: 'insured.birthday', op: 'ageGte', value: 16 }, ctx)).toBe(true);
    expect(evaluateCondition({ field: 'insured.birthday', op: 'ageLt', value: 16 }, ctx)).toBe(false);
  });

  it('combines with all / any / not', () => {
    const a = { field: 'insured.idType', op: 'eq' as const, value: '1' };
    const b = { field: 'holder.idType', op: 'eq' as const, value: '1' };
    expect(evaluateCondition({ all: [a, b] }, ctx)).toBe(false);
    expect(evaluateCondition({ any: [a, b] }, ctx)).toBe(true);
    expect(evaluateCondition({ not: { all: [a, b] } }, ctx)).toBe(true);
  });
});
