import type { Locale } from '../../../engine/messages';
import type { ProductPort, Translation } from './port';

/** A text and the language it is written in (the app marks it with `lang`). */
export interface InLanguage {
  text: string;
  lang: Locale;
}

/**
 * The names an order or a draft stores — the product's and the plan's, in Chinese, as sold — in the
 * reader's language (docs/app-shell.md "What is content, not UI text"); the product lists read the
 * catalogue's current Chinese name through it the same way. The database keeps the Chinese name
 * of record; the English one is derived from the product's manifest (`i18n.en-US`) when asked for,
 * never taken from a client.
 */
export interface OrderNames {
  product(productCode: string, nameOfRecord: string): InLanguage;
  plan(productCode: string, planCode: string, nameOfRecord: string): InLanguage;
  insurer(productCode: string, nameOfRecord: string): InLanguage;
}

/**
 * The translation when it translates the name of record: a product renamed since the order was made
 * keeps its old Chinese name on the order, which the manifest no longer translates.
 */
function translated(translation: Translation | undefined, nameOfRecord: string, locale: Locale): InLanguage {
  return translation && translation.source === nameOfRecord && translation.text !== nameOfRecord
    ? { text: translation.text, lang: locale }
    : { text: nameOfRecord, lang: 'zh-CN' };
}

export function orderNamesIn(products: ProductPort, locale: Locale): OrderNames {
  return {
    product: (productCode, nameOfRecord) =>
      translated(products.namesIn(productCode, locale)?.product, nameOfRecord, locale),
    plan: (productCode, planCode, nameOfRecord) =>
      translated(products.namesIn(productCode, locale)?.plans.get(planCode), nameOfRecord, locale),
    insurer: (productCode, nameOfRecord) =>
      translated(products.namesIn(productCode, locale)?.insurers.get(nameOfRecord), nameOfRecord, locale),
  };
}

/** A product's `productName` and `productNameLang` as a list or a draft answers them (name of record: Chinese). */
export function nameFields(
  names: OrderNames,
  product: { productCode: string; productName: string },
): { productName: string; productNameLang: Locale } {
  const name = names.product(product.productCode, product.productName);
  return { productName: name.text, productNameLang: name.lang };
}

/** A product's insurers as a list answers them: each name in the reader's language where the manifest translates it (`nameLang`). */
export function insurersIn<I extends { name: string }>(
  names: OrderNames,
  product: { productCode: string; insurers: readonly I[] },
): (I & { nameLang: Locale })[] {
  return product.insurers.map((insurer) => {
    const name = names.insurer(product.productCode, insurer.name);
    return { ...insurer, name: name.text, nameLang: name.lang };
  });
}
