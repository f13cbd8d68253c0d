import { format, type Locale, type StorefrontKey } from '../../../engine/messages';
import '../../../engine/messages/zh-CN/engine';

const LABELS: Record<string, StorefrontKey> = {
  goRenew: 'engine.renewal.goRenew',
  buyAgain: 'engine.renewal.buyAgain',
};

/** The renewal button text of a product (spec §2 renewal page: 'go renew' or 'buy again'). */
export function renewalText(label: string, locale: Locale): string {
  const key = LABELS[label];
  return key ? format(key, undefined, locale) : label;
}
