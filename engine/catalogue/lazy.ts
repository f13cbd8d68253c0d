import { buildProductModel } from '../load/build';
import type { Json } from '../load/merge';
import { isObject } from '../load/merge';
import type { ProductModel } from '../model';
import { pickOnPath, type ProductIndexEntry } from './product-index';

/** Loads a JSON module lazily; returns the parsed JSON (or a module whose `default` is it). */
export type JsonLoader = () => Promise<unknown>;

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
   * A product's manifest (its entry names the file in products/ and its version);
   * `forFile(loaderByFileName(import.meta.glob(…)))` builds one from Vite's glob.
   */
  manifest: (entry: ProductIndexEntry) => Promise<unknown>;
  /** A family manifest by family name. */
  family: (name: string) => Promise<unknown>;
  /**
   * Development-only schema check of each loaded manifest (pass engine/load/validate's
   * validateManifest behind `import.meta.env.DEV`, so Ajv stays out of the production bundle).
   * A broken manifest then fails loudly with an `[engine]` ManifestError instead of rendering.
   */
  validate?: (manifest: unknown) => { pointer: string; message: string }[];
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
  /** Loads (once) and builds the ProductModel of a product code: only its manifest and families are fetched. */
  load(productCode: string): Promise<ProductModel>;
  /** The ProductModel of a product code once its load has finished (a page can draw it at once), else undefined. */
  loaded(productCode: string): ProductModel | undefined;
}

function unwrap(module: unknown): Json {
  return (
    isObject(module as Json) && 'default' in (module as object)
      ? (module as { default: Json }).default
      : module
  ) as Json;
}

const lastSegment = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

/**
 * A loader by file name from a table of loaders keyed by path (Vite's `import.meta.glob` output as
 * is: only the last path segment counts; `stripJson` drops `.json`, for families looked up by name).
 */
export function loaderByFileName(
  loaders: Readonly<Record<string, JsonLoader>>,
  stripJson = false,
): (name: string) => Promise<unknown> {
  const byName = new Map(
    Object.entries(loaders).map(([path, load]) => [
      stripJson ? lastSegment(path).replace(/\.json$/, '') : lastSegment(path),
      load,
    ]),
  );
  return (name) => {
    const load = byName.get(name);
    return load ? load() : Promise.reject(new Error(`[engine] no loader for products/${name}`));
  };
}

/** A manifest source from a loader by file name. */
export const forFile =
  (byFileName: (name: string) => Promise<unknown>) =>
  (entry: Pick<ProductIndexEntry, 'file'>): Promise<unknown> =>
    byFileName(entry.file);

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

/** The browser's catalogue: entries looked up as a route needs them, one product's manifest and families on demand. */
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
  async function build(entry: ProductIndexEntry): Promise<ProductModel> {
    const families = new Map<string, Json>();
    await Promise.all(
      entry.families.map(async (name) => families.set(name, unwrap(await sources.family(name)))),
    );
    const manifest = unwrap(await sources.manifest(entry));
    return buildProductModel(manifest, (name) => families.get(name), {
      ...(sources.validate ? { validate: sources.validate } : {}),
      source: entry.file,
      manifestVersion: entry.manifestVersion,
    });
  }
  async function load(productCode: string): Promise<ProductModel> {
    const product = await entry(productCode);
    if (!product) throw new Error(`[engine] unknown product code ${productCode}`);
    // Switched off when the index was made (its manifest failed its checks): never loaded.
    if (product.unavailable)
      throw new Error(`[engine] product ${productCode} is switched off: its manifest failed its checks`);
    const model = await build(product);
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
