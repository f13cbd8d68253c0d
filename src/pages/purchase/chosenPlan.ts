import type { ProductModel } from '../../../engine/model';
import { draftFor, type PurchaseDraft } from '../../../renderers/screens/purchase/draft';

/**
 * The insure form's starting draft on the plan chosen on the detail page (`?planCode=`, from its
 * plan tab): the stored or fresh draft with that plan selected and its premium asked for anew. A
 * code the product does not have changes nothing (the draft's own plan, or the default).
 */
export function startOnChosenPlan(
  product: ProductModel,
  draft: PurchaseDraft | null | undefined,
  planCode: string,
): PurchaseDraft | null | undefined {
  if (!planCode || !product.plans.some((plan) => plan.code === planCode)) return draft;
  const start = draftFor(product, draft);
  if (start.selection.planCode === planCode) return start;
  return { ...start, selection: { ...start.selection, planCode }, premium: null };
}
