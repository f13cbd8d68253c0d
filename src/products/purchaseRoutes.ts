import type { ProductModel } from '../../engine/model';
import { getHref } from '../../engine/routes/table';

/**
 * Where "buy" leads, from manifest data: a contract-flow product to its contract page, the
 * configurable product to /newProductInsure, every other product to /insure — with productCode.
 */
export function insureHrefFor(product: ProductModel): string {
  const query = { productCode: product.productCode };
  if (product.contractFlow?.enabled && product.contractFlow.contractPath) {
    const search = new URLSearchParams(query).toString();
    return `${product.contractFlow.contractPath}?${search}`;
  }
  return getHref(product.kind === 'configurable' ? 'newProductInsure' : 'insure', query);
}
