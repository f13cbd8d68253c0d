import type { ProductModel } from '../model';
import { pickOnPath } from './product-index';

export type RenewalLabel = 'goRenew' | 'buyAgain';

/** The product catalogue: route table, code → path, renewal lookup. */
export interface Catalogue {
  products: ProductModel[];
  /** The product a detail path shows; on a shared path `productCode` picks the member, else the primary. */
  productForPath(path: string, productCode?: string): ProductModel | undefined;
  productForCode(code: string): ProductModel | undefined;
  /** Several codes may share one path. */
  detailPathForCode(code: string): string | undefined;
  /** The renewal page's button: 'goRenew', 'buyAgain', or undefined for a code without a renewal view. */
  renewalLabel(code: string): RenewalLabel | undefined;
}

export function createCatalogue(products: readonly ProductModel[]): Catalogue {
  const byCode = new Map(products.map((p) => [p.productCode, p]));
  const byPath = new Map<string, ProductModel[]>();
  for (const p of products) byPath.set(p.route.path, [...(byPath.get(p.route.path) ?? []), p]);
  return {
    products: [...products],
    productForPath(path, productCode) {
      return pickOnPath(
        byPath.get(path) ?? [],
        (p) => ({ productCode: p.productCode, sharedPath: p.route.sharedPath }),
        productCode,
      );
    },
    productForCode: (code) => byCode.get(code),
    detailPathForCode: (code) => byCode.get(code)?.route.path,
    renewalLabel: (code) => byCode.get(code)?.renewal?.label,
  };
}
