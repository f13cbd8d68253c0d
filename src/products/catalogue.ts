import { createLazyCatalogue, type JsonLoader, type LazyCatalogue } from '../../engine/catalogue/lazy';
import type { ProductIndexEntry } from '../../engine/catalogue/product-index';
import { PRODUCT_INDEX } from '../../engine/generated/product-index';

/**
 * The app's product catalogue: the engine's generated index plus one lazily loaded chunk per
 * manifest (and per family), so a product's manifest arrives with its route and adding manifests
 * does not grow the entry chunk. This module itself is loaded on the first product route.
 */
const byFileName = (modules: Record<string, JsonLoader>): Record<string, JsonLoader> =>
  Object.fromEntries(Object.entries(modules).map(([path, load]) => [path.slice(path.lastIndexOf('/') + 1), load]));

const manifests = byFileName(import.meta.glob('../../products/*.json', { import: 'default' }));
const families = byFileName(import.meta.glob('../../products/families/*.json', { import: 'default' }));
const familiesByName = Object.fromEntries(Object.entries(families).map(([file, load]) => [file.replace(/\.json$/, ''), load]));

export const catalogue: LazyCatalogue = createLazyCatalogue({ index: PRODUCT_INDEX, manifests, families: familiesByName });

/**
 * Starts the downloads of a product's manifest and family chunks together. The catalogue loads the
 * families first and the manifest after them; with the chunks already requested (the module
 * loader shares one request per chunk) that is one network round trip instead of two.
 */
export function warmProduct(entry: ProductIndexEntry): void {
  const loaders = [manifests[entry.file], ...entry.families.map((name) => familiesByName[name])];
  for (const load of loaders) void load?.().catch(() => undefined);
}
