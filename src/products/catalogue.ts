import { createLazyCatalogue, type LazyCatalogue } from '../../engine/catalogue/lazy';
import type { ProductIndexEntry } from '../../engine/catalogue/product-index';
import {
  BOOT_CARD,
  cardAddress,
  familyAddress,
  manifestAddress,
  MANIFEST_DIR,
  noteManifestAsked,
  productFileAddresses,
  type ProductCard,
} from './manifest-files';

/**
 * The app's product catalogue. A page that names its product by code (the insure form, the
 * policies, a payment result) looks it up in that product's card (manifest-files.ts), which the boot
 * script has usually fetched already; a product's own path (its detail or contract page) needs the
 * index of every product, a chunk of its own, loaded then. The manifest and its families are
 * fetched as JSON when the route needs them. This module is loaded on the first product route. In
 * development Vite serves products/ as it is and there are no cards: lookups use the index.
 */
const address = (relative: string) =>
  import.meta.env.DEV ? relative.replace(`${MANIFEST_DIR}/`, '/products/') : relative;
const absolute = (relative: string) => new URL(address(relative), document.baseURI).href;

/** One request per address however often it is asked for (warmProduct, then the catalogue's load). */
const requests = new Map<string, Promise<unknown>>();
function fetchJson(relative: string): Promise<unknown> {
  const url = absolute(relative);
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

/** Family name → version, from the cards read and the index once loaded. */
const familyVersions = new Map<string, string>();

async function loadIndex(): Promise<readonly ProductIndexEntry[]> {
  const { PRODUCT_INDEX, FAMILY_VERSIONS } = await import('../../engine/generated/product-index');
  for (const [name, version] of Object.entries(FAMILY_VERSIONS)) familyVersions.set(name, version);
  return PRODUCT_INDEX;
}

/** The card the boot script fetched for this code, once (later lookups ask the gateway themselves). */
function bootCard(productCode: string): Promise<ProductCard | null> | undefined {
  const slot = window as unknown as Record<string, { code: string; card: Promise<ProductCard | null> } | undefined>;
  const left = slot[BOOT_CARD];
  if (left?.code !== productCode) return undefined;
  slot[BOOT_CARD] = undefined;
  return left.card;
}

/** A product's card from the gateway; undefined when it has none (no such product). */
async function fetchCard(productCode: string): Promise<ProductCard | undefined> {
  const relative = cardAddress(productCode);
  if (!relative) return undefined;
  const response = await fetch(absolute(relative));
  if (response.status === 204 || response.status === 404) return undefined;
  if (!response.ok) throw new Error(`[catalogue] ${relative}: HTTP ${response.status}`);
  return (await response.json()) as ProductCard;
}

async function entryByCode(productCode: string): Promise<ProductIndexEntry | undefined> {
  if (import.meta.env.DEV) return (await loadIndex()).find((entry) => entry.productCode === productCode);
  // The boot script's answer when it has one (null: no such product); its failure is asked again.
  const fromBoot = await bootCard(productCode)?.catch(() => undefined);
  if (fromBoot === null) return undefined;
  const card = fromBoot ?? (await fetchCard(productCode));
  for (const [name, version] of Object.entries(card?.familyVersions ?? {})) familyVersions.set(name, version);
  return card?.entry;
}

export const catalogue: LazyCatalogue = createLazyCatalogue({
  index: loadIndex,
  entry: entryByCode,
  manifest: (entry) => fetchJson(manifestAddress(entry)),
  family: (name) => fetchJson(familyAddress(name, familyVersions.get(name))),
});

/**
 * Starts the downloads of a product's manifest and families together. The catalogue loads the
 * families first and the manifest after them; with both already requested (one request per
 * address) that is one network round trip instead of two.
 */
export function warmProduct(entry: ProductIndexEntry): void {
  for (const relative of productFileAddresses(entry, (name) => familyVersions.get(name)))
    void fetchJson(relative).catch(() => undefined);
}
