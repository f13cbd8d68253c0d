/**
 * Confirm dispatch (spec §2): the insure page goes to the product's confirm route; /confirm reads
 * productCode and shows the product-specific layout (blocks from the manifest). The generic and
 * multi-plan pages show the spec's fixed blocks.
 */
import type { Catalogue } from '../catalogue/catalogue';
import type { ConfirmLayout, ProductModel } from '../model';

/** Route and query the insure page navigates to. */
export function confirmTarget(model: ProductModel): {
  route: ConfirmLayout['route'];
  query: { productCode: string };
} {
  return { route: model.confirm.route, query: { productCode: model.productCode } };
}

/** What /confirm?productCode=… shows; undefined for an unknown code. */
export function confirmLayoutForCode(
  catalogue: Pick<Catalogue, 'productForCode'>,
  productCode: string,
): ConfirmLayout | undefined {
  return catalogue.productForCode(productCode)?.confirm;
}
