import { describe, expect, it } from 'vitest';
import { groupedManifest, jiningModel, modelOf } from '../testing/models';
import {
  buildPremiumRequest,
  calculatePremium,
  formatPremium,
  PremiumError,
  premiumForSelection,
} from './premium';

describe('premium request (spec §7 / §9)', () => {
  it('is a one-element list with buyCopies 1 by default, channel edu, factors, insuranceVOS and renewalStatus 1', () => {
    const model = jiningModel();
    expect(buildPremiumRequest(model, { planCode: 'JN979745-B' })).toEqual([
      {
        buyCopies: 1,
        channelNo: 'edu',
        factorInfos: [{ factorCode: 'insurePeriod', factorValue: '1' }],
        insuranceVOS: [
          { count: 1, programCode: 'JN979745-B', riskBeans: [{ riskCode: '2724' }, { riskCode: '2735' }] },
        ],
        productCode: '19PR979745',
        renewalStatus: 1,
      },
    ]);
  });

  it('sends the own and the shared program of a grouped-layout plan, and the chosen copies and factors', () => {
    const [item] = buildPremiumRequest(modelOf(groupedManifest()), {
      planCode: 'G-JH',
      copies: 2,
      factors: { insurePeriod: '2' },
    });
    expect(item.buyCopies).toBe(2);
    expect(item.factorInfos).toEqual([{ factorCode: 'insurePeriod', factorValue: '2' }]);
    expect(item.insuranceVOS.map((v) => v.programCode)).toEqual(['G-JH', 'G-SHARED']);
  });

  it('prices each program once per insured person: two children cost twice one child', () => {
    const model = jiningModel();
    const [item] = buildPremiumRequest(model, { planCode: 'JN979745-B', insuredCount: 2 });
    expect(item.insuranceVOS.map((v) => v.count)).toEqual([2]);
    const one = premiumForSelection(model, { planCode: 'JN979745-B' });
    expect(premiumForSelection(model, { planCode: 'JN979745-B', insuredCount: 2 })).toBe(one * 2);
  });

  it('rejects a plan the product does not have', () => {
    expect(() => buildPremiumRequest(jiningModel(), { planCode: 'NOPE' })).toThrow('未找到保障方案：NOPE');
  });
});

describe('premium calculation from the rating table', () => {
  const grouped = modelOf(
    groupedManifest({ plans: { ...(groupedManifest() as { plans: object }).plans, maxCopies: 3 } }),
  );

  it('sums the plan’s programs, times the copies, rounded to 2 decimals', () => {
    expect(premiumForSelection(grouped, { planCode: 'G-JH' })).toBe(80);
    expect(premiumForSelection(grouped, { planCode: 'G-JC' })).toBe(120.34);
    expect(premiumForSelection(grouped, { planCode: 'G-JC', copies: 3 })).toBe(361.01);
    expect(premiumForSelection(grouped, { planCode: 'G-QH', factors: { insurePeriod: '2' } })).toBe(320);
    expect(formatPremium(80)).toBe('80.00');
  });

  it('says clearly what is wrong with a request it cannot price', () => {
    const [item] = buildPremiumRequest(grouped, { planCode: 'G-JH' });
    const bad = (change: object): string => {
      try {
        calculatePremium(grouped, { ...item, ...change });
        return 'no error';
      } catch (error) {
        expect(error).toBeInstanceOf(PremiumError);
        return (error as Error).message;
      }
    };
    expect(bad({ insuranceVOS: [{ count: 1, programCode: 'X-1', riskBeans: [] }] })).toBe(
      '未找到保障方案：X-1',
    );
    expect(bad({ factorInfos: [{ factorCode: 'ageBand', factorValue: '0-6' }] })).toBe(
      '未知的保费因子：ageBand',
    );
    expect(bad({ factorInfos: [{ factorCode: 'insurePeriod', factorValue: '5' }] })).toBe(
      '保费因子保险期间不支持取值：5',
    );
    expect(bad({ factorInfos: [] })).toBe('缺少保费因子：保险期间');
    expect(bad({ productCode: '19PR000000' })).toBe('产品代码不匹配：19PR000000');
    expect(bad({ buyCopies: 4 })).toBe('投保份数须为1到3之间的整数');
  });
});
