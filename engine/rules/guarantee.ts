/**
 * Guarantee display (spec §5): amounts × copies, units 万 and 元, 元 shown as 元/天 for daily amounts
 * (in zh-CN; en-US shows the same amount in yuan with grouping: 20万 → ¥200,000, 100元/天 → ¥100/day);
 * marquee when a limit name has 20+ characters or a value more than 10.
 */
import { format, type Locale } from '../messages';
import type { DutyModel, GuaranteeRow, PlanModel } from '../model';
import '../messages/zh-CN/engine';

export const MARQUEE_NAME_CHARS = 20;
export const MARQUEE_VALUE_CHARS = 10;

const chars = (text: string): number => [...text].length;

/** 12.5 → '12.5', 20 → '20', 0.1 + 0.2 → '0.3'. */
export function formatAmount(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** 200000 → '200,000', 12.5 → '12.5' (the English way of writing a yuan amount). */
function groupedYuan(value: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(Math.round(value * 100) / 100);
}

export function guaranteeValue(duty: DutyModel, copies = 1, locale: Locale = 'zh-CN'): string {
  if (duty.showValue !== undefined) return duty.showValue;
  const amount = (duty.amount ?? 0) * copies;
  const yuan = duty.unit === '万' ? amount * 10_000 : amount;
  const params = {
    wan: formatAmount(amount),
    yuan: locale === 'zh-CN' ? formatAmount(yuan) : groupedYuan(yuan),
  };
  if (duty.unit === '万') return format('engine.amount.wan', params, locale);
  return format(duty.daily ? 'engine.amount.yuanPerDay' : 'engine.amount.yuan', params, locale);
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
