import { buildProductModel } from '../load/build';
import { isObject, type Json } from '../load/merge';
import type { ProductModel } from '../model';
import type { ProductIndexEntry } from './product-index';

/**
 * A lazy catalogue's models built where they are used, from each product's manifest and families
 * (the storefront in development, where Vite serves products/ as it is; tests; Storybook). The built
 * storefront fetches the model files the build made instead (engine/catalogue/model-file.ts).
 */

/** Loads a JSON module lazily; returns the parsed JSON (or a module whose `default` is it). */
export type JsonLoader = () => Promise<unknown>;

export interface ManifestSources {
  /**
   * A product's manifest (its entry names the file in products/ and its version);
   * `forFile(loaderByFileName(import.meta.glob(…)))` builds one from Vite's glob.
   */
  manifest: (entry: ProductIndexEntry) => Promise<unknown>;
  /** A family manifest by family name. */
  family: (name: string) => Promise<unknown>;
  /**
   * Schema check of each loaded manifest (engine/load/validate's validateManifest): a broken
   * manifest then fails loudly with an `[engine]` ManifestError instead of rendering.
   */
  validate?: (manifest: unknown) => { pointer: string; message: string }[];
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

/** A lazy catalogue's `model` source that resolves `extends` and normalizes each product as it loads. */
export function modelsFromManifests(
  sources: ManifestSources,
): (entry: ProductIndexEntry) => Promise<ProductModel> {
  return async (entry) => {
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
  };
}
