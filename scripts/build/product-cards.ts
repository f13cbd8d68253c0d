/**
 * Build step: each product's card, `catalogue/<productCode>.json` (src/products/manifest-files.ts):
 * its index entry, its families' versions and the manifest addresses its form loads. A page that
 * names its product by code (the insure form) reads its card instead of the index of every product;
 * the boot script fetches an insure page's card at once, preloads the manifests it names and leaves
 * it for the app. The cards are not hashed (a product's address is its code): the gateway serves them
 * `no-cache`, so they always name this build's manifests.
 */
import type { ProductIndexEntry } from '../../engine/catalogue/product-index.ts';
import { FAMILY_VERSIONS } from '../../engine/generated/product-index.ts';
import { cardAddress, productFileAddresses, type ProductCard } from '../../src/products/manifest-files.ts';

/** A product's manifest and families, at the addresses the app fetches them. */
export const manifestFiles = (
  entry: ProductIndexEntry,
  familyVersions: Readonly<Record<string, string>> = FAMILY_VERSIONS,
): string[] => productFileAddresses(entry, (name) => familyVersions[name]);

/** One card per product of the index, at its address. */
export function productCardFiles(
  index: readonly ProductIndexEntry[],
  familyVersions: Readonly<Record<string, string>> = FAMILY_VERSIONS,
): { fileName: string; source: string }[] {
  return index.flatMap((entry) => {
    const fileName = cardAddress(entry.productCode);
    if (!fileName) throw new Error(`[product-cards] product code ${entry.productCode} cannot name a file`);
    const card: ProductCard = {
      entry,
      familyVersions: Object.fromEntries(
        entry.families.flatMap((name) => (familyVersions[name] ? [[name, familyVersions[name]]] : [])),
      ),
      // No form (title only) or switched off: its pages never load a manifest.
      preload: entry.kind === 'titleOnly' || entry.unavailable ? [] : manifestFiles(entry, familyVersions),
    };
    return [{ fileName, source: JSON.stringify(card) }];
  });
}
