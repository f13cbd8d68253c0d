import { buildProductModel } from '../load/build';
import type { Json } from '../load/merge';
import { isObject } from '../load/merge';
import type { ProductModel } from '../model';
import type { RenewalLabel } from './catalogue';
import { pickOnPath, type ProductIndexEntry } from './product-index';

/** Loads a JSON module lazily; returns the parsed JSON (or a module whose `default` is it). */
export type JsonLoader = () => Promise<unknown>;

export interface LazyCatalogueSources {
  index: readonly ProductIndexEntry[];
  /**
   * products/*.json loaders, keyed by path or file name — Vite's `import.meta.glob('…/products/*.json')`
   * output can be passed as is (only the last path segment is used).
   */
  manifests: Readonly<Record<string, JsonLoader>>;
  /** products/families/*.json loaders, keyed by path, file name or family name (import.meta.glob output works). */
  families: Readonly<Record<string, JsonLoader>>;
  /**
   * Development-only schema check of each loaded manifest (pass engine/load/validate's
   * validateManifest behind `import.meta.env.DEV`, so Ajv stays out of the production bundle).
   * A broken manifest then fails loudly with an `[engine]` ManifestError instead of rendering.
   */
  validate?: (manifest: unknown) => { pointer: string; message: string }[];
}

export interface LazyCatalogue {
  index: readonly ProductIndexEntry[];
  entryForPath(path: string, productCode?: string): ProductIndexEntry | undefined;
  entryForCode(code: string): ProductIndexEntry | undefined;
  /** The product whose contract page a path is (a shared contract path picks by productCode), if any. */
  entryForContractPath(path: string, productCode?: string): ProductIndexEntry | undefined;
  detailPathForCode(code: string): string | undefined;
  renewalLabel(code: string): RenewalLabel | undefined;
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

/** The browser's catalogue: the small generated index up front, one manifest chunk per product on demand. */
const lastSegment = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

function byFileName(
  loaders: Readonly<Record<string, JsonLoader>>,
  stripJson: boolean,
): Map<string, JsonLoader> {
  return new Map(
    Object.entries(loaders).map(([path, load]) => [
      stripJson ? lastSegment(path).replace(/\.json$/, '') : lastSegment(path),
      load,
    ]),
  );
}

export function createLazyCatalogue(sources: LazyCatalogueSources): LazyCatalogue {
  const manifestLoaders = byFileName(sources.manifests, false);
  const familyLoaders = byFileName(sources.families, true);
  const byCode = new Map(sources.index.map((e) => [e.productCode, e]));
  const cache = new Map<string, Promise<ProductModel>>();
  const built = new Map<string, ProductModel>();
  const entryForPath = (path: string, productCode?: string): ProductIndexEntry | undefined => {
    return pickOnPath(
      sources.index.filter((e) => e.path === path),
      (e) => e,
      productCode,
    );
  };
  async function build(entry: ProductIndexEntry): Promise<ProductModel> {
    const loadManifest = manifestLoaders.get(entry.file);
    if (!loadManifest) throw new Error(`[engine] no loader for products/${entry.file}`);
    const families = new Map<string, Json>();
    await Promise.all(
      entry.families.map(async (name) => {
        const loadFamily = familyLoaders.get(name);
        if (!loadFamily) throw new Error(`[engine] no loader for products/families/${name}.json`);
        families.set(name, unwrap(await loadFamily()));
      }),
    );
    const manifest = unwrap(await loadManifest());
    return buildProductModel(manifest, (name) => families.get(name), {
      ...(sources.validate ? { validate: sources.validate } : {}),
      source: entry.file,
      manifestVersion: entry.manifestVersion,
    });
  }
  return {
    index: sources.index,
    entryForPath,
    entryForCode: (code) => byCode.get(code),
    entryForContractPath: (path, productCode) =>
      pickOnPath(
        sources.index.filter((e) => e.contractPath === path),
        (e) => e,
        productCode,
      ),
    detailPathForCode: (code) => byCode.get(code)?.path,
    renewalLabel: (code) => byCode.get(code)?.renewal,
    load(productCode) {
      const entry = byCode.get(productCode);
      if (!entry) return Promise.reject(new Error(`[engine] unknown product code ${productCode}`));
      // Switched off when the index was made (its manifest failed its checks): never loaded.
      if (entry.unavailable)
        return Promise.reject(
          new Error(`[engine] product ${productCode} is switched off: its manifest failed its checks`),
        );
      let pending = cache.get(productCode);
      if (!pending) {
        pending = build(entry);
        pending.then(
          (model) => built.set(productCode, model),
          () => cache.delete(productCode),
        );
        cache.set(productCode, pending);
      }
      return pending;
    },
    loaded: (productCode) => built.get(productCode),
  };
}
