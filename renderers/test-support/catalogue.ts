/** The real catalogue for component tests: every screen test draws from products/ as the app does. */
import { join } from 'node:path';
import { loadCatalogue, type NodeCatalogue } from '../../engine/node';
import type { ProductModel } from '../../engine/model';

let loaded: Promise<NodeCatalogue> | undefined;

export function testCatalogue(): Promise<NodeCatalogue> {
  loaded ??= loadCatalogue(join(__dirname, '..', '..', 'products'));
  return loaded;
}

/** The first product matching a predicate (tests pick by shape, never by a product code). */
export async function productWhere(predicate: (product: ProductModel) => boolean): Promise<ProductModel> {
  const product = (await testCatalogue()).products.find(predicate);
  if (!product) throw new Error('no product in products/ has the shape this test needs');
  return product;
}
