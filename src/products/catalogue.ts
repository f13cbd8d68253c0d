import { MODELS_VERSION } from 'virtual:product-models';
import { createLazyCatalogue, type LazyCatalogue } from '../../engine/catalogue/lazy';
import { fromModelFile, type ModelFile } from '../../engine/catalogue/model-file';
import type { ProductIndexEntry } from '../../engine/catalogue/product-index';
import type { ProductModel } from '../../engine/model';
import { BOOT_CARD, cardAddress, modelAddress, noteModelAsked, type ProductCard } from './product-files';

/**
 * The app's product catalogue. A page that names its product by code (the insure form, the
 * policies, a payment result) looks it up in that product's card (product-files.ts), which the boot
 * script has usually fetched already; a product's own path (its detail or contract page) needs the
 * index of every product, a chunk of its own, loaded then. The product's model, which the build
 * made of its manifest, is fetched as JSON when the route needs it. This module is loaded on the
 * first product route. In development Vite serves products/ as it is, there are no cards and no
 * model files: lookups use the index and models are built from the manifests (./dev-models.ts).
 */
const absolute = (relative: string) => new URL(relative, document.baseURI).href;

/** One request per address however often it is asked for (warmProduct, then the catalogue's load). */
const requests = new Map<string, Promise<unknown>>();
function fetchJson(relative: string): Promise<unknown> {
  const url = absolute(relative);
  let request = requests.get(url);
  if (!request) {
    noteModelAsked(url);
    request = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`[catalogue] ${relative}: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    request.catch(() => requests.delete(url)); // a failed load is tried again on the next visit
    requests.set(url, request);
  }
  return request;
}

async function loadIndex(): Promise<readonly ProductIndexEntry[]> {
  return (await import('../../engine/generated/product-index')).PRODUCT_INDEX;
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
  return card?.entry;
}

/** A product's model: the file the build made (one request), or in development built from products/. */
async function modelOf(entry: ProductIndexEntry): Promise<ProductModel> {
  if (import.meta.env.DEV) return (await import('./dev-models')).devModel(entry);
  return fromModelFile((await fetchJson(modelAddress(entry, MODELS_VERSION))) as ModelFile);
}

export const catalogue: LazyCatalogue = createLazyCatalogue({
  index: loadIndex,
  entry: entryByCode,
  model: modelOf,
});

/**
 * Starts the download of a product's model before the catalogue asks for it (with the page's chunk,
 * not after it): one request per address, so the catalogue's load takes this one.
 */
export function warmProduct(entry: ProductIndexEntry): void {
  if (!import.meta.env.DEV) void fetchJson(modelAddress(entry, MODELS_VERSION)).catch(() => undefined);
}
