/**
 * Where the built app fetches a product's model: a JSON file the build makes of its manifest and
 * families (scripts/build/product-models.ts, engine/catalogue/model-file.ts) under
 * `assets/products/models/`, addressed by the manifest's file name and versioned `?v=` by the build's
 * models (a hash of them all), so the gateway serves them as immutable and a release is a new
 * address. The app carries no table of per-product file names: the first screen does not pay for the
 * other products. The build's preload lists (scripts/build/route-preload.ts) and each product's card
 * name the same addresses, so a preloaded file is the one fetched.
 */
import type { ProductIndexEntry } from '../../engine/catalogue/product-index';

/** The folder of the model files, relative to the app's base. */
export const MODEL_DIR = 'assets/products/models';

/** Where the build writes a product's model, relative to the app's base. */
export const modelFile = (entry: Pick<ProductIndexEntry, 'file'>): string => `${MODEL_DIR}/${entry.file}`;

/** The address the app fetches a product's model at (`version`: the build's models version). */
export const modelAddress = (entry: Pick<ProductIndexEntry, 'file'>, version: string): string =>
  `${modelFile(entry)}?v=${version}`;

/**
 * A product's own catalogue file: its index entry, so a page that names its product by code (the
 * insure form) learns it without the index of the other products. One per product, written by the
 * build (scripts/build/product-cards.ts) outside `assets/`: not versioned, served `no-cache`, so it
 * always names this build's model. The gateway answers 204 for a code it has no file for.
 */
export interface ProductCard {
  entry: ProductIndexEntry;
  /** The model's address, which the boot script preloads (none for a product with no form to fill). */
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
 * The window slot where the app notes each model address it has asked for. The boot script
 * (scripts/build/route-preload.ts) preloads an insure page's model once its product's card has told
 * it which; when the app has asked first, that preload would be a second download of the same file,
 * so the boot script skips the addresses noted here.
 */
export const MODELS_ASKED = 'eduModelsAsked';

/** Notes an address (absolute) as asked for by the app (see MODELS_ASKED). */
export function noteModelAsked(url: string): void {
  const slot = window as unknown as Record<string, string[] | undefined>;
  (slot[MODELS_ASKED] ??= []).push(url);
}
