import { createLazyCatalogue, type JsonLoader, type LazyCatalogue } from '../../engine/catalogue/lazy';
import type { ProductIndexEntry } from '../../engine/catalogue/product-index';
import { FAMILY_VERSIONS, PRODUCT_INDEX } from '../../engine/generated/product-index';
import { familyAddress, manifestAddress, MANIFEST_DIR, noteManifestAsked } from './manifest-files';

/**
 * The app's product catalogue: the engine's generated index plus each product's manifest (and its
 * families) fetched as JSON when its route needs it (manifest-files.ts), so a product's manifest
 * arrives with its route and adding manifests grows neither the entry nor this module. This module
 * itself is loaded on the first product route. In development Vite serves products/ as it is.
 */
const address = (relative: string) =>
  import.meta.env.DEV ? relative.replace(`${MANIFEST_DIR}/`, '/products/') : relative;

/** One request per address however often it is asked for (warmProduct, then the catalogue's load). */
const requests = new Map<string, Promise<unknown>>();
function fetchJson(relative: string): Promise<unknown> {
  const url = new URL(address(relative), document.baseURI).href;
  let request = requests.get(url);
  if (!request) {
    noteManifestAsked(url);
    request = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`[catalogue] ${relative}: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    request.catch(() => requests.delete(url)); // a failed load is tried again on the next visit
    requests.set(url, request);
  }
  return request;
}

const manifests: Record<string, JsonLoader> = Object.fromEntries(
  PRODUCT_INDEX.map((entry) => [entry.file, () => fetchJson(manifestAddress(entry))]),
);
const families: Record<string, JsonLoader> = Object.fromEntries(
  Object.entries(FAMILY_VERSIONS).map(([name, version]) => [name, () => fetchJson(familyAddress(name, version))]),
);

export const catalogue: LazyCatalogue = createLazyCatalogue({ index: PRODUCT_INDEX, manifests, families });

/**
 * Starts the downloads of a product's manifest and families together. The catalogue loads the
 * families first and the manifest after them; with both already requested (one request per
 * address) that is one network round trip instead of two.
 */
export function warmProduct(entry: ProductIndexEntry): void {
  const loaders = [manifests[entry.file], ...entry.families.map((name) => families[name])];
  for (const load of loaders) void load?.().catch(() => undefined);
}
