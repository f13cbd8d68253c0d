import { format, type Locale, type StorefrontKey } from '../../engine/messages';
import { appStore } from '../state/store';
import { localeAtom } from '../state/locale';

/** The keys of the growth area of the one catalogue (engine/messages: its growth and promoter sections). */
export type GrowthKey = Extract<StorefrontKey, `growth.${string}`>;

/** A growth message in the given (default: current) locale, `{name}` placeholders filled by the catalogue's format(). */
export function gt(
  key: GrowthKey,
  params?: Record<string, string | number>,
  locale: Locale = appStore.get(localeAtom),
): string {
  return format(key, params, locale);
}
