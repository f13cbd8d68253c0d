import type { Locale } from '../messages';
import type { RenewalLabel } from './catalogue';

/**
 * One line of the generated product index (engine/generated/product-index.ts): what the app needs
 * to route and to know a product before its manifest chunk is loaded.
 */
export interface ProductIndexEntry {
  productCode: string;
  name: string;
  kind: 'onSale' | 'titleOnly' | 'configurable';
  path: string;
  requiresLogin: boolean;
  clearRecord: boolean;
  clearForm: boolean;
  /** The page title (manifest `route.title`, else the name), in Chinese. */
  title: string;
  /** The page title in the other UI languages whose text (`i18n`) translates it; absent: it is not translated. */
  translatedTitle?: Partial<Record<Locale, string>>;
  sharedPath?: 'primary' | 'member';
  /** The route of the product's contract page (manifest contractFlow.contractPath), when it has a contract flow. */
  contractPath?: string;
  renewal?: RenewalLabel;
  /** Manifest file name in products/ (what the app's lazy loader imports). */
  file: string;
  /** Family names, nearest first (the lazy loader imports these too). */
  families: string[];
  manifestVersion: string;
  /**
   * The manifest failed the product checks when the index was made: the product is switched off and
   * its page says 产品暂不可售 (its manifest is never loaded).
   */
  unavailable?: true;
}

/**
 * Which of the products on one detail path the page shows (spec §2 shared paths): the query's
 * `productCode` when it names one of them, else the path's `primary`, else the only (first) one.
 * One rule for the built catalogue, the app's lazy catalogue and the build's first screens.
 */
export function pickOnPath<T>(
  candidates: readonly T[],
  describe: (candidate: T) => { productCode: string; sharedPath?: 'primary' | 'member' | undefined },
  productCode?: string,
): T | undefined {
  const chosen = productCode ? candidates.find((c) => describe(c).productCode === productCode) : undefined;
  return chosen ?? candidates.find((c) => describe(c).sharedPath === 'primary') ?? candidates[0];
}

/**
 * A product page's title in the reader's language: the manifest's translation where it has one,
 * else the Chinese title (product content, so `lang` says which language it is in).
 */
export function titleIn(entry: ProductIndexEntry, locale: Locale): { text: string; lang: Locale } {
  const translated = entry.translatedTitle?.[locale];
  return translated ? { text: translated, lang: locale } : { text: entry.title, lang: 'zh-CN' };
}
