import type { ProductFacts } from './port';

/**
 * Whether a local market of an area (a 6-digit city code, e.g. 370800 济宁市) sells a product: the
 * product must be on sale to the public storefront (not a title-only page, not a school's offline
 * roster variant), and its region must cover the area — a province-wide product its province's
 * cities, a city product its own city, a county product its city. A nationwide product belongs to
 * the home page, not to a local market.
 */
export function soldInArea(product: Pick<ProductFacts, 'kind' | 'regionCodes' | 'offlineChannel'>, areaCode: string): boolean {
  if (product.kind !== 'onSale' || product.offlineChannel) return false;
  const narrowest = product.regionCodes.at(-1);
  if (!narrowest) return false;
  if (narrowest.endsWith('0000')) return areaCode.slice(0, 2) === narrowest.slice(0, 2);
  return areaCode.slice(0, 4) === narrowest.slice(0, 4);
}
