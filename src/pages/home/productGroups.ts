/**
 * The home page's product list: what a visitor can buy here, grouped by where it is sold. An
 * offline roster variant (sold through a school, login only) is left out; nationwide products come
 * first, then the areas in pinyin order, so a province's cities sit together under it.
 */
export interface HomeProduct {
  productCode: string;
  productName: string;
  detailPath: string;
  areaName: string;
  offlineChannel: boolean;
}

export interface ProductGroup<P extends HomeProduct> {
  /** '' for the nationwide group (the page names it). */
  areaName: string;
  products: P[];
}

export function groupForHome<P extends HomeProduct>(list: readonly P[]): ProductGroup<P>[] {
  const groups = new Map<string, P[]>();
  groups.set('', []);
  for (const p of list) {
    if (p.offlineChannel) continue;
    groups.set(p.areaName, [...(groups.get(p.areaName) ?? []), p]);
  }
  return [...groups]
    .filter(([, products]) => products.length > 0)
    .sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'zh-CN')))
    .map(([areaName, products]) => ({ areaName, products }));
}
