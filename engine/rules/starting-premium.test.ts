import { describe, expect, it } from 'vitest';
import type { Json } from '../load/merge';
import { groupedManifest, jiningModel, modelOf } from '../testing/models';
import { premiumForSelection } from './premium';
import { describePriceFrom, factorCombinations, planPriceFrom, startingPremium } from './starting-premium';

describe('the price before buying (issue 13 item 7)', () => {
  it('starts at the cheapest plan and says "起" when another plan costs more', () => {
    const model = jiningModel();
    const price = startingPremium(model)!;
    expect(price.premium).toBe(60);
    expect(price.selection.planCode).toBe('JN979745-A');
    expect(describePriceFrom(model, price)).toBe('¥60.00 起');
    expect(describePriceFrom(model, price, 'en-US')).toBe('From ¥60.00');
  });

  it('prices each plan tab on its own: an exact price when no factor changes it', () => {
    const model = jiningModel();
    const growth = planPriceFrom(model, 'JN979745-B')!;
    expect(growth).toMatchObject({ premium: 150, varies: false });
    expect(describePriceFrom(model, growth)).toBe('¥150.00');
  });

  it('looks at every factor value: the cheapest period of the cheapest plan, own and shared programs together', () => {
    const model = modelOf(groupedManifest());
    expect(factorCombinations(model)).toEqual([{ insurePeriod: '1' }, { insurePeriod: '2' }]);
    // 简化版 = own 40 + shared 40 for one year; two years cost more.
    expect(startingPremium(model)).toMatchObject({
      premium: 80,
      varies: true,
      selection: { planCode: 'G-JH', factors: { insurePeriod: '1' } },
    });
    const basic = planPriceFrom(model, 'G-JC')!;
    expect(basic).toMatchObject({ premium: 120.34, varies: true });
    expect(describePriceFrom(model, basic)).toBe('¥120.34 起');
  });

  it('agrees with the premium the gateway calculates for the same selection', () => {
    const model = modelOf(groupedManifest());
    for (const plan of model.plans) {
      const price = planPriceFrom(model, plan.code)!;
      expect(premiumForSelection(model, price.selection)).toBe(price.premium);
    }
  });

  it('skips factor combinations the rating table leaves unpriced', () => {
    const base = groupedManifest() as {
      premium: { rates: { program: string; when: Record<string, string>; premium: number }[] };
    };
    // Only the two-year rates of 简化版 exist: its one-year choice is not on sale.
    const rates = base.premium.rates.filter(
      (rate) => !(rate.program === 'G-JH' && rate.when.insurePeriod === '1'),
    );
    const model = modelOf(groupedManifest({ premium: { ...base.premium, rates } as unknown as Json }));
    expect(planPriceFrom(model, 'G-JH')).toMatchObject({ premium: 145, varies: false });
    expect(startingPremium(model)?.premium).toBe(120.34);
  });

  it('says a free (school-paid) product costs the parent nothing', () => {
    const model = { ...jiningModel(), collectsPremium: false };
    expect(describePriceFrom(model, startingPremium(model)!)).toBe('无需缴费');
  });
});
