/**
 * The Node-side loader (gateway, scripts, tests): reads products/ from disk, resolves `extends`,
 * validates against the schema (Ajv, compiled once) and normalizes. The only engine file that
 * touches the file system.
 */
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { createCatalogue, type Catalogue } from './catalogue/catalogue';
import type { ProductIndexEntry } from './catalogue/product-index';
import { buildProductModel, describeResolveError, ManifestError } from './load/build';
import type { Json } from './load/merge';
import { resolveManifest } from './load/resolve';
import { validateManifest } from './load/validate';
import type { ProductModel } from './model';

export { ManifestError } from './load/build';
export { validateManifest } from './load/validate';
export type { Catalogue } from './catalogue/catalogue';

export interface ProductSources {
  /** Variant manifests: file name → parsed JSON. */
  manifests: Map<string, Json>;
  /** Families: name → parsed JSON. */
  families: Map<string, Json>;
}

async function readJsonDir(dir: string): Promise<Map<string, Json>> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort();
  const out = new Map<string, Json>();
  for (const name of names) {
    const text = await readFile(join(dir, name), 'utf8');
    try {
      out.set(name, JSON.parse(text) as Json);
    } catch (error) {
      throw new ManifestError(name, [
        `not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
      ]);
    }
  }
  return out;
}

export async function readProductSources(productsDir: string): Promise<ProductSources> {
  const manifests = await readJsonDir(productsDir);
  const familyFiles = await readJsonDir(join(productsDir, 'families'));
  const families = new Map([...familyFiles].map(([file, json]) => [basename(file, '.json'), json]));
  return { manifests, families };
}

/** Builds every variant; throws one ManifestError naming every broken manifest. */
export function buildAll(sources: ProductSources): { file: string; model: ProductModel; chain: string[] }[] {
  const problems: string[] = [];
  const built: { file: string; model: ProductModel; chain: string[] }[] = [];
  for (const [file, json] of sources.manifests) {
    try {
      const resolved = resolveManifest(json, (name) => sources.families.get(name), file);
      if (!resolved.ok) throw new ManifestError(file, [describeResolveError(resolved.error)]);
      const model = buildProductModel(json, (name) => sources.families.get(name), {
        source: file,
        validate: validateManifest,
      });
      built.push({ file, model, chain: resolved.chain.slice(1) });
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (problems.length > 0) throw new ManifestError('products', problems);
  return built;
}

export interface NodeCatalogue extends Catalogue {
  /** The index the browser bundle uses (engine/generated/product-index.ts). */
  index: ProductIndexEntry[];
}

export function indexEntry(file: string, model: ProductModel, families: string[]): ProductIndexEntry {
  return {
    productCode: model.productCode,
    name: model.name,
    shortName: model.shortName,
    kind: model.kind,
    path: model.route.path,
    requiresLogin: model.route.requiresLogin,
    clearRecord: model.route.clearRecord,
    clearForm: model.route.clearForm,
    title: model.route.title,
    ...(model.route.sharedPath ? { sharedPath: model.route.sharedPath } : {}),
    ...(model.renewal ? { renewal: model.renewal.label } : {}),
    file,
    families,
    manifestVersion: model.manifestVersion,
  };
}

/** Loads every manifest of `productsDir` (e.g. 'products') into a catalogue. Rejects with a ManifestError naming each problem. */
export async function loadCatalogue(productsDir: string): Promise<NodeCatalogue> {
  const built = buildAll(await readProductSources(productsDir));
  const catalogue = createCatalogue(built.map((b) => b.model));
  return { ...catalogue, index: built.map((b) => indexEntry(b.file, b.model, b.chain)) };
}
