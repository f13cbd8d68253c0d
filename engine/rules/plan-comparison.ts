/**
 * The side-by-side plan comparison (issue 13 item 8): one column per plan, one row per duty any
 * plan covers (in the order the plans list them, by weight), and the plans' prices. A duty a plan
 * does not cover shows as not covered rather than an empty cell, so a parent sees what the cheaper
 * plan leaves out.
 */
import type { Locale } from '../messages';
import type { ProductModel } from '../model';
import { guaranteeRows } from './guarantee';
import { describePriceFrom, planPriceFrom } from './starting-premium';

export interface ComparisonColumn {
  planCode: string;
  name: string;
  /** "¥60.00" or "¥40.00 起" (factors such as the age band change it); undefined when unpriced. */
  price?: string;
}

export interface ComparisonRow {
  limitName: string;
  /** One cell per column: the amount for one copy, or undefined where that plan does not cover it. */
  values: (string | undefined)[];
}

export interface PlanComparison {
  columns: ComparisonColumn[];
  rows: ComparisonRow[];
}

/** Whether a product has plans to compare (two or more). */
export const hasPlanComparison = (model: ProductModel): boolean => model.plans.length > 1;

export function planComparison(model: ProductModel, locale: Locale = 'zh-CN'): PlanComparison {
  const tables = model.plans.map((plan) => guaranteeRows(plan, 1, locale));
  const order: { limitName: string; weight: number; first: number }[] = [];
  tables.forEach((rows, planIndex) =>
    rows.forEach((row) => {
      if (!order.some((seen) => seen.limitName === row.limitName))
        order.push({ limitName: row.limitName, weight: row.weight, first: planIndex });
    }),
  );
  // By weight across plans; a tie keeps the order the first plan offering it gives.
  order.sort((a, b) => a.weight - b.weight || a.first - b.first);
  return {
    columns: model.plans.map((plan) => {
      const price = planPriceFrom(model, plan.code);
      return {
        planCode: plan.code,
        name: plan.name,
        ...(price ? { price: describePriceFrom(model, price, locale) } : {}),
      };
    }),
    rows: order.map(({ limitName }) => ({
      limitName,
      values: tables.map((rows) => rows.find((row) => row.limitName === limitName)?.value),
    })),
  };
}
