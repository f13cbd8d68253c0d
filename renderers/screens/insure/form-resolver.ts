/**
 * The insure form's resolver: the engine's zod schema (buildFormSchema) through @hookform/resolvers,
 * so the page says exactly what the gateway's check would — required fields (请完善投保信息!), the
 * validators' messages and age eligibility — at each field's path.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { buildFormSchema, coverStartDate, todayInChina } from '../../../engine';
import type { Locale } from '../../../engine/messages';
import type { PartyState, PlanSelection, ProductModel } from '../../../engine/model';

export interface PurchaseFormValues {
  holder: PartyState;
  insureds: PartyState[];
}

/** The date ages are measured on: the cover start date or today, as the product says. */
export function eligibilityDate(product: ProductModel, chosenStart?: string): string {
  return product.eligibility.ageOn === 'startDate'
    ? coverStartDate(product, chosenStart ? { chosenStart } : {})
    : todayInChina();
}

export function purchaseResolver(
  product: ProductModel,
  selection: PlanSelection,
  chosenStart?: string,
  locale: Locale = 'zh-CN',
): Resolver<PurchaseFormValues> {
  const schema = buildFormSchema(product, {
    onDate: eligibilityDate(product, chosenStart),
    factors: selection.factors ?? {},
    locale,
  });
  return zodResolver(schema) as unknown as Resolver<PurchaseFormValues>;
}
