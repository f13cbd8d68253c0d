/**
 * Where a product's card lives beside the built storefront (`catalogue/<productCode>.json`, written
 * by scripts/build/product-cards.ts): the app fetches it (src/products/product-files.ts) and the
 * gateway answers 204 for a code with none (server/http/errors.ts). Only codes of letters and digits
 * name a card, so a code from a URL can never name another file.
 */
export const CARD_DIR = 'catalogue';

/** A product code that can name a file (a card, a first screen): letters and digits only. */
export const PRODUCT_CODE_PATTERN = /^[A-Za-z0-9]+$/;

/** A product code's card, relative to the app's base; undefined for a code no card can have. */
export const cardAddress = (productCode: string): string | undefined =>
  PRODUCT_CODE_PATTERN.test(productCode) ? `${CARD_DIR}/${productCode}.json` : undefined;

/** Whether a request path (`/catalogue/<code>.json`) is a card's address. */
export const isCardPath = (path: string): boolean => {
  const match = /^\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return match?.[1] === CARD_DIR && cardAddress(match[2] ?? '') !== undefined;
};
