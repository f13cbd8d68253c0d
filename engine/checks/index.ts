/**
 * The product checks of one resolved manifest, beyond its schema: registry keys, references, rates,
 * plans, ages, the region, display text and placeholders. Pure: the lint (scripts/lint), the gateway's and the
 * app's catalogue loads (engine/node.ts, the generated index) and the Storybook playground run the
 * same rules, so what the lint reports is what switches a product off at runtime.
 */
import type { ProductManifest } from '../generated/manifest';
import type { Json } from '../load/merge';
import { ageOrderRule, displayAgeRule } from './ages';
import type { Finding } from './finding';
import { placeholderRule } from './placeholders';
import { plansRule } from './plans';
import { ratesRule } from './rates';
import { derivedFactorsRule } from './derived-factors';
import { referencesRule } from './references';
import { regionRule } from './region';
import { translationRule } from './translations';

export { describeFinding, checkText, finding, type CheckLocale, type Finding } from './finding';
export { registryRule } from './registry';
export { premiumRangeRule, type PricedVariant } from './premium-range';

/** The rules that need a manifest the schema accepts. `raw` is the variant file before `extends`. */
export function manifestRules(raw: Json, m: ProductManifest): Finding[] {
  return [
    ...referencesRule(m),
    ...ratesRule(m),
    ...plansRule(m),
    ...derivedFactorsRule(m),
    ...regionRule(m),
    ...ageOrderRule(m),
    ...displayAgeRule(m),
    ...placeholderRule(raw, m),
    ...translationRule(m as unknown as Json, raw),
  ];
}
