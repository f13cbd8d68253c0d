/**
 * Guarantee display (spec §5): amounts × copies, units 万 and 元, 元 shown as 元/天 for daily amounts;
 * marquee when a limit name has 20+ characters or a value more than 10.
 */
import { format, type Locale } from '../messages';
import type { DutyModel, GuaranteeRow, PlanModel } from '../model';

export const MARQUEE_NAME_CHARS = 20;
export const MARQUEE_VALUE_CHARS = 10;

const chars = (text: string): number => [...text].length;

/** 12.5 → '12.5', 20 → '20', 0.1 + 0.2 → '0.3'. */
export function formatAmount(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export function guaranteeValue(duty: DutyModel, copies = 1, locale: Locale = 'zh-CN'): string {
  if (duty.showValue !== undefined) return duty.showValue;
  const amount = formatAmount((duty.amount ?? 0) * copies);
  if (duty.unit === '万') return `${amount}${format('engine.unit.wan', undefined, locale)}`;
  return `${amount}${format(duty.daily ? 'engine.unit.yuanPerDay' : 'engine.unit.yuan', undefined, locale)}`;
}

export function guaranteeRow(duty: DutyModel, copies = 1, locale: Locale = 'zh-CN'): GuaranteeRow {
  const value = guaranteeValue(duty, copies, locale);
  return {
    limitName: duty.limitName,
    value,
    weight: duty.weight,
    marqueeName: chars(duty.limitName) >= MARQUEE_NAME_CHARS,
    marqueeValue: chars(value) > MARQUEE_VALUE_CHARS,
  };
}

/** Every duty of every program of the plan (own and shared), sorted by weight. */
export function guaranteeRows(plan: PlanModel, copies = 1, locale: Locale = 'zh-CN'): GuaranteeRow[] {
  return plan.programs
    .flatMap((p) => p.duties)
    .map((d) => guaranteeRow(d, copies, locale))
    .sort((a, b) => a.weight - b.weight);
}
