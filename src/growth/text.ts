import { format, type Locale } from '../../engine/messages';
import type { growth } from '../../engine/messages/zh-CN/growth';
import { appStore } from '../state/store';
import { localeAtom } from '../state/locale';

/** The keys of the growth area of the one catalogue (engine/messages). */
export type GrowthKey = keyof typeof growth;

/** A growth message in the given (default: current) locale, `{name}` placeholders filled by the catalogue's format(). */
export function gt(
  key: GrowthKey,
  params?: Record<string, string | number>,
  locale: Locale = appStore.get(localeAtom),
): string {
  return format(key, params, locale);
}
