/**
 * The price a parent sees before 立即投保 (issue 13 item 7): the lowest premium the rating table
 * gives for one copy and one insured person — over every plan and every combination of factor
 * values — and the same per plan for the plan tabs. Computed with calculatePremium, the very
 * function the gateway's calpremiums runs, so the page and the gateway cannot disagree.
 */
import { format, type Locale } from '../messages';
import type { PlanSelection, ProductModel } from '../model';
import { formatPremium, PremiumError, premiumForSelection } from './premium';
import '../messages/zh-CN/engine';

/** A price "from": the cheapest selection and whether other choices cost more. */
export interface PriceFrom {
  premium: number;
  /** The factor values that give this price (a request for them answers exactly `premium`). */
  selection: PlanSelection;
  /** True when factor values (age band, period…) change the price: shown as "¥xx 起". */
  varies: boolean;
}

/** Every combination of the product's factor values, in factor and option order. */
export function factorCombinations(model: ProductModel): Record<string, string>[] {
  return model.factors.reduce<Record<string, string>[]>(
    (combos, factor) =>
      combos.flatMap((combo) => factor.options.map((option) => ({ ...combo, [factor.code]: option.value }))),
    [{}],
  );
}

/** Prices of one plan for every factor combination the rating table covers (one copy, one insured). */
function planPrices(model: ProductModel, planCode: string): { premium: number; selection: PlanSelection }[] {
  const prices: { premium: number; selection: PlanSelection }[] = [];
  for (const factors of factorCombinations(model)) {
    const selection: PlanSelection = { planCode, factors, copies: 1, insuredCount: 1 };
    try {
      prices.push({ premium: premiumForSelection(model, selection), selection });
    } catch (error) {
      // A combination the table leaves unpriced is not on sale; anything else is a real fault.
      if (!(error instanceof PremiumError && error.code === 'noRate')) throw error;
    }
  }
  return prices;
}

function cheapest(prices: { premium: number; selection: PlanSelection }[]): PriceFrom | undefined {
  const best = prices.reduce<(typeof prices)[number] | undefined>(
    (low, price) => (!low || price.premium < low.premium ? price : low),
    undefined,
  );
  if (!best) return undefined;
  return { ...best, varies: prices.some((price) => price.premium !== best.premium) };
}

/** The price of one plan (the plan tab): undefined when the table prices none of its choices. */
export function planPriceFrom(model: ProductModel, planCode: string): PriceFrom | undefined {
  return cheapest(planPrices(model, planCode));
}

/** The product's starting premium (the detail page's "¥xx 起"): the cheapest of every plan. */
export function startingPremium(model: ProductModel): PriceFrom | undefined {
  const all = model.plans.flatMap((plan) => planPrices(model, plan.code));
  const best = cheapest(all);
  return best && { ...best, varies: all.some((price) => price.premium !== best.premium) };
}

/** "¥40.00 起" when choices cost more, "¥60.00" when the price is the only one; free products say so. */
export function describePriceFrom(model: ProductModel, price: PriceFrom, locale: Locale = 'zh-CN'): string {
  if (!model.collectsPremium) return format('engine.price.free', undefined, locale);
  const amount = formatPremium(price.premium);
  return format(price.varies ? 'engine.price.from' : 'engine.price.exact', { premium: amount }, locale);
}
