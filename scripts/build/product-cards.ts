/**
 * Build step: each product's card, `catalogue/<productCode>.json` (src/products/product-files.ts):
 * its index entry and the model file its form loads. A page that names its product by code (the
 * insure form) reads its card instead of the index of every product; the boot script fetches an
 * insure page's card at once, preloads the model it names and leaves it for the app. The cards are
 * not hashed (a product's address is its code): the gateway serves them `no-cache`, so they always
 * name this build's model.
 */
import type { ProductIndexEntry } from '../../engine/catalogue/product-index.ts';
import { cardAddress, modelAddress, type ProductCard } from '../../src/products/product-files.ts';

/** One card per product of the index, at its address (`modelsVersion`: the build's, scripts/build/product-models.ts). */
export function productCardFiles(
  index: readonly ProductIndexEntry[],
  modelsVersion: string,
): { fileName: string; source: string }[] {
  return index.flatMap((entry) => {
    const fileName = cardAddress(entry.productCode);
    if (!fileName) throw new Error(`[product-cards] product code ${entry.productCode} cannot name a file`);
    const card: ProductCard = {
      entry,
      // No form (title only) or switched off: its pages never load a model.
      preload: entry.kind === 'titleOnly' || entry.unavailable ? [] : [modelAddress(entry, modelsVersion)],
    };
    return [{ fileName, source: JSON.stringify(card) }];
  });
}
