/**
 * The premium request (spec §7 / §9) and the premium calculation the gateway's calpremiums runs
 * from the manifest's rating table. total = buyCopies × Σ over insuranceVOS (rate × count — count is
 * the number of insured), rounded
 * to 2 decimals.
 */
import { format, type Locale, type MessageKey } from '../messages';
import type { PlanSelection, PremiumRequestItem, ProductModel } from '../model';
import { factorValues, planForCode } from './plan-selection';
import '../messages/zh-CN/engine';

export const CHANNEL_NO = 'edu';

/** A premium that cannot be calculated; `message` is the catalogue text for the user. */
export class PremiumError extends Error {
  constructor(
    readonly code:
      | 'productMismatch'
      | 'noPrograms'
      | 'unknownProgram'
      | 'unknownFactor'
      | 'badFactorValue'
      | 'missingFactor'
      | 'noRate'
      | 'badCount',
    message: string,
  ) {
    super(message);
    this.name = 'PremiumError';
  }
}

/** The calpremiums body: a one-element list. Throws PremiumError for a plan the product does not have. */
export function buildPremiumRequest(
  model: ProductModel,
  selection: PlanSelection,
  locale: Locale = 'zh-CN',
): [PremiumRequestItem] {
  const plan = planForCode(model, selection.planCode);
  if (!plan)
    throw new PremiumError(
      'unknownProgram',
      format('engine.premium.unknownProgram', { code: selection.planCode }, locale),
    );
  return [
    {
      buyCopies: selection.copies ?? 1,
      channelNo: CHANNEL_NO,
      factorInfos: factorValues(model.factors, selection.factors),
      insuranceVOS: plan.programs.map((p) => ({
        count: selection.insuredCount ?? 1,
        programCode: p.code,
        riskBeans: p.risks.map((r) => ({ riskCode: r.riskCode })),
      })),
      productCode: model.productCode,
      renewalStatus: 1,
    },
  ];
}

export const roundPremium = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

/** The total premium of one request item, from the rating table. Throws PremiumError with a clear message. */
export function calculatePremium(
  model: ProductModel,
  item: PremiumRequestItem,
  locale: Locale = 'zh-CN',
): number {
  const fail = (
    code: PremiumError['code'],
    key: MessageKey,
    params?: Record<string, string | number>,
  ): never => {
    throw new PremiumError(code, format(key, params, locale));
  };
  if (item.productCode !== model.productCode)
    fail('productMismatch', 'engine.premium.productMismatch', { code: item.productCode });
  if (item.insuranceVOS.length === 0) fail('noPrograms', 'engine.premium.noPrograms');
  if (!Number.isInteger(item.buyCopies) || item.buyCopies < 1 || item.buyCopies > model.maxCopies) {
    fail('badCount', 'engine.premium.badCount', { max: model.maxCopies });
  }
  const chosen: Record<string, string> = {};
  for (const info of item.factorInfos) {
    const factor = model.factors.find((f) => f.code === info.factorCode);
    if (!factor) return fail('unknownFactor', 'engine.premium.unknownFactor', { code: info.factorCode });
    if (!factor.options.some((o) => o.value === info.factorValue)) {
      fail('badFactorValue', 'engine.premium.badFactorValue', { name: factor.name, value: info.factorValue });
    }
    chosen[factor.code] = info.factorValue;
  }
  for (const factor of model.factors)
    if (!(factor.code in chosen))
      fail('missingFactor', 'engine.premium.missingFactor', { name: factor.name });
  const programs = new Set(model.plans.flatMap((p) => p.programs.map((g) => g.code)));
  let total = 0;
  for (const vo of item.insuranceVOS) {
    if (!programs.has(vo.programCode))
      fail('unknownProgram', 'engine.premium.unknownProgram', { code: vo.programCode });
    if (!Number.isInteger(vo.count) || vo.count < 1)
      fail('badCount', 'engine.premium.badCount', { max: model.maxCopies });
    const rate = model.rates.find(
      (r) =>
        r.program === vo.programCode &&
        Object.entries(r.when).every(([code, value]) => chosen[code] === value),
    );
    if (!rate) return fail('noRate', 'engine.premium.noRate', { code: vo.programCode });
    total += rate.premium * vo.count;
  }
  return roundPremium(total * item.buyCopies);
}

/** Premium of a selection (what the insure page shows after calpremiums). */
export function premiumForSelection(
  model: ProductModel,
  selection: PlanSelection,
  locale: Locale = 'zh-CN',
): number {
  return calculatePremium(model, buildPremiumRequest(model, selection, locale)[0], locale);
}

/** Shown with 2 decimals (spec §9). */
export const formatPremium = (value: number): string => roundPremium(value).toFixed(2);
