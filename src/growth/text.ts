import type { Locale } from '../../engine/messages';
import { growth as zhCN } from '../../engine/messages/zh-CN/growth';
import { growth as enUS } from '../../engine/messages/en-US/growth';
import { appStore } from '../state/store';
import { localeAtom } from '../state/locale';

export type GrowthKey = keyof typeof zhCN;
const catalogues: Record<Locale, Record<GrowthKey, string>> = { 'zh-CN': zhCN, 'en-US': enUS };

/**
 * A growth message in the given (default: current) locale, `{name}` placeholders filled. The growth
 * area joins engine/messages' one catalogue once the lead adds it to the index; until then this reads
 * the area files directly with the same placeholder rule as format().
 */
export function gt(key: GrowthKey, params?: Record<string, string | number>, locale: Locale = appStore.get(localeAtom)): string {
  const template = catalogues[locale][key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
