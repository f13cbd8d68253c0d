import type { ProductModel } from '../model';
import { pickOnPath, type ProductIndexEntry } from './product-index';

export interface LazyCatalogueSources {
  /**
   * Every product's entry (the generated index), or how to load it: a lookup by path needs all of
   * them, so the browser loads it on a product's own path and not on the pages that name a product
   * by its code (the insure form).
   */
  index: readonly ProductIndexEntry[] | (() => Promise<readonly ProductIndexEntry[]>);
  /**
   * One product's entry without the whole index (the app fetches its product's own small file);
   * resolves undefined for a code the catalogue does not have. Without it, lookups by code use the index.
   */
  entry?: (productCode: string) => Promise<ProductIndexEntry | undefined>;
  /**
   * A product's model: in the built storefront, the model file the build made of its manifest
   * (engine/catalogue/model-file.ts); elsewhere built from its manifest and families
   * (engine/catalogue/from-manifests.ts). Called once per product (a failed load is asked again).
   */
  model: (entry: ProductIndexEntry) => Promise<ProductModel>;
}

export interface LazyCatalogue {
  /** The product a detail path shows (a shared path picks by productCode), if any: loads the index. */
  entryForPath(path: string, productCode?: string): Promise<ProductIndexEntry | undefined>;
  /** The product whose contract page a path is (a shared contract path picks by productCode), if any: loads the index. */
  entryForContractPath(path: string, productCode?: string): Promise<ProductIndexEntry | undefined>;
  /** A product's entry by code, undefined when the catalogue has no such product. */
  entry(productCode: string): Promise<ProductIndexEntry | undefined>;
  /** The entry of a code once a lookup has found it (entry(), a path, load()): what a page drawn after its route's loader reads. */
  known(productCode: string): ProductIndexEntry | undefined;
  /** Loads (once) the ProductModel of a product code: only that product's model is fetched. */
  load(productCode: string): Promise<ProductModel>;
  /** The ProductModel of a product code once its load has finished (a page can draw it at once), else undefined. */
  loaded(productCode: string): ProductModel | undefined;
}

/** Runs a load once; a failed one is tried again on the next call. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      pending = load();
      pending.catch(() => (pending = undefined));
    }
    return pending;
  };
}

/** The browser's catalogue: entries looked up as a route needs them, one product's model on demand. */
export function createLazyCatalogue(sources: LazyCatalogueSources): LazyCatalogue {
  const { index } = sources;
  /** Every lookup's answer by code, kept for the page's life: an entry, or null for a code the catalogue does not have. */
  const found = new Map<string, ProductIndexEntry | null>();
  const allEntries = once(async () => {
    const entries = typeof index === 'function' ? await index() : index;
    for (const entry of entries) found.set(entry.productCode, entry);
    return entries;
  });
  const entryByCode =
    sources.entry ?? (async (code: string) => (await allEntries()).find((e) => e.productCode === code));
  /** Lookups under way, by code: two asking at once share one (a failed one is asked again later). */
  const asking = new Map<string, Promise<ProductIndexEntry | undefined>>();
  const entry = async (code: string): Promise<ProductIndexEntry | undefined> => {
    const known = found.get(code);
    if (known !== undefined) return known ?? undefined;
    let lookup = asking.get(code);
    if (!lookup) {
      lookup = entryByCode(code).then((answer) => {
        if (!found.has(code)) found.set(code, answer ?? null);
        return answer;
      });
      asking.set(code, lookup);
      const done = () => asking.delete(code);
      lookup.then(done, done);
    }
    return lookup;
  };
  const onPath =
    (pathOf: (e: ProductIndexEntry) => string | undefined) => async (path: string, code?: string) =>
      pickOnPath(
        (await allEntries()).filter((e) => pathOf(e) === path),
        (e) => e,
        code,
      );
  const cache = new Map<string, Promise<ProductModel>>();
  const built = new Map<string, ProductModel>();
  async function load(productCode: string): Promise<ProductModel> {
    const product = await entry(productCode);
    if (!product) throw new Error(`[engine] unknown product code ${productCode}`);
    // Switched off when the index was made (its manifest failed its checks): never loaded.
    if (product.unavailable)
      throw new Error(`[engine] product ${productCode} is switched off: its manifest failed its checks`);
    const model = await sources.model(product);
    built.set(productCode, model);
    return model;
  }
  return {
    entryForPath: onPath((e) => e.path),
    entryForContractPath: onPath((e) => e.contractPath),
    entry,
    known: (code) => found.get(code) ?? undefined,
    load(productCode) {
      let pending = cache.get(productCode);
      if (!pending) {
        pending = load(productCode);
        pending.catch(() => cache.delete(productCode));
        cache.set(productCode, pending);
      }
      return pending;
    },
    loaded: (productCode) => built.get(productCode),
  };
}
