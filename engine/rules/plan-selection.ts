import type { FactorModel, PlanModel, PlanSelection, ProductModel } from '../model';

/** The plan with this selection code (its own program code), or undefined. */
export function planForCode(model: ProductModel, code: string): PlanModel | undefined {
  return model.plans.find((p) => p.code === code);
}

/** The factor values of a selection, defaults filled in, in the product's factor order. */
export function factorValues(
  factors: readonly FactorModel[],
  chosen: Readonly<Record<string, string>> = {},
): { factorCode: string; factorValue: string }[] {
  return factors.map((f) => ({ factorCode: f.code, factorValue: chosen[f.code] ?? f.default }));
}

/** Whether the buyer may take more than one copy (manifest plans.maxCopies): the insure page's stepper. */
export const allowsCopies = (model: Pick<ProductModel, 'maxCopies'>): boolean => model.maxCopies > 1;

/** The selection a product page starts with: the default plan, default factors, one copy. */
export function defaultSelection(model: ProductModel): PlanSelection | undefined {
  const planCode = model.defaultPlanCode ?? model.plans[0]?.code;
  if (!planCode) return undefined;
  return { planCode, factors: Object.fromEntries(model.factors.map((f) => [f.code, f.default])), copies: 1 };
}

/** The period in years a selection implies: the period-year factor's value, else the first guaranteeTime. */
export function periodYears(model: ProductModel, selection?: PlanSelection): number {
  const factor = model.factors.find((f) => f.setsPeriodYear);
  const value = factor ? Number(selection?.factors?.[factor.code] ?? factor.default) : NaN;
  return Number.isInteger(value) && value > 0 ? value : (model.period.years[0] ?? 1);
}
