/**
 * Where the app fetches a product's manifest and its families: JSON files the build copies to
 * `assets/products/` (scripts/build/manifests-fail-soft.ts), addressed by name and versioned by
 * content — `?v=` the manifest's version from the product index, a family's own hash — so the
 * gateway serves them as immutable and a release is a new address. The app carries no table of
 * per-manifest chunk names: the first screen does not pay for the other products. The build's
 * preload lists (scripts/build/route-preload.ts) name the same addresses, so a preloaded file is
 * the one fetched.
 */
import type { ProductIndexEntry } from '../../engine/catalogue/product-index';

export const MANIFEST_DIR = 'assets/products';

/** A variant's manifest, relative to the app's base. */
export const manifestAddress = (entry: Pick<ProductIndexEntry, 'file' | 'manifestVersion'>): string =>
  `${MANIFEST_DIR}/${entry.file}?v=${entry.manifestVersion}`;

/** A family's manifest, relative to the app's base. */
export const familyAddress = (name: string, version: string | undefined): string =>
  `${MANIFEST_DIR}/families/${name}.json?v=${version ?? ''}`;

/**
 * Everything a product's model is built from: its manifest and its families, at the addresses the
 * app fetches them (what the app warms and the build's preload lists and cards name).
 */
export const productFileAddresses = (
  entry: Pick<ProductIndexEntry, 'file' | 'manifestVersion' | 'families'>,
  familyVersion: (name: string) => string | undefined,
): string[] => [
  manifestAddress(entry),
  ...entry.families.map((name) => familyAddress(name, familyVersion(name))),
];

/**
 * A product's own catalogue file: its index entry, so a page that names its product by code (the
 * insure form) learns it without the index of the other products. One per product, written by the
 * build (scripts/build/product-cards.ts) outside `assets/`: not versioned, served `no-cache`, so it
 * always names this build's manifests. The gateway answers 204 for a code it has no file for.
 */
export interface ProductCard {
  entry: ProductIndexEntry;
  /** The versions of the product's families (their addresses: familyAddress). */
  familyVersions: Record<string, string>;
  /** The manifest and family addresses the boot script preloads (none for a product with no form to fill). */
  preload: string[];
}

export { CARD_DIR, cardAddress } from '../../contract/product-card.ts';

/**
 * The window slot where the boot script leaves the card it fetched for an insure page
 * (`{ code, card }`: a promise of the card, or of null when there is none), for the app to take
 * instead of asking again.
 */
export const BOOT_CARD = 'eduBootCard';

/**
 * The window slot where the app notes each manifest address it has asked for. The boot script
 * (scripts/build/route-preload.ts) preloads an insure page's manifests once its product's file has
 * told it which; when the app has asked first, that preload would be a second download of the same
 * file, so the boot script skips the addresses noted here.
 */
export const MANIFESTS_ASKED = 'eduManifestsAsked';

/** Notes an address (absolute) as asked for by the app (see MANIFESTS_ASKED). */
export function noteManifestAsked(url: string): void {
  const slot = window as unknown as Record<string, string[] | undefined>;
  (slot[MANIFESTS_ASKED] ??= []).push(url);
}
