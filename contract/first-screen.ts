import { PRODUCT_CODE_PATTERN } from './product-card.ts';

/**
 * Where a product detail route's prerendered first screen lives beside the built storefront
 * (`first-screen/<path>[~<productCode>].html`, written by scripts/build/route-preload.ts): the boot
 * script asks for it on a one-segment path, and the gateway answers 204 for such an address with no
 * file (server/http/errors.ts). The boot script asks without a list of which exist (a list would grow
 * with the catalogue), so both sides must agree on what such an address may be.
 */
export const FIRST_SCREEN_DIR = 'first-screen';

/** A route path that may have a first screen: one segment, file-name safe. */
export const FIRST_SCREEN_PATH = /^\/[A-Za-z0-9_-]+$/;

/** A route path's first screen (for the product `productCode`, or the one the path shows when the link names none). */
export const firstScreenFile = (path: string, productCode?: string): string =>
  `${FIRST_SCREEN_DIR}/${path.slice(1)}${productCode ? `~${productCode}` : ''}.html`;

/** Whether a request path (`/first-screen/<path>[~<code>].html`) is a first screen's address. */
export const isFirstScreenPath = (requestPath: string): boolean => {
  const match = /^\/([^/]+)\/([^/~]+)(?:~([^/]+))?\.html$/.exec(requestPath);
  if (match?.[1] !== FIRST_SCREEN_DIR) return false;
  const code = match[3];
  return (
    FIRST_SCREEN_PATH.test(`/${match[2] ?? ''}`) && (code === undefined || PRODUCT_CODE_PATTERN.test(code))
  );
};
