/**
 * The Node-side loader (gateway, scripts, tests): reads products/ from disk, resolves `extends`,
 * validates against the schema (Ajv, compiled once) and normalizes. The only engine file that
 * touches the file system.
 */
// In Node every language is at hand: each product model carries its en-US model, whose option
// labels need the English catalogue (the storefront loads it on demand instead).
import './messages/english';
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { createCatalogue, type Catalogue } from './catalogue/catalogue';
import type { ProductIndexEntry } from './catalogue/product-index';
import { describeFinding, manifestRules, registryRule } from './checks';
import type { ProductManifest } from './generated/manifest';
import { buildProductModel, describeResolveError, ManifestError } from './load/build';
import { isObject, type Json } from './load/merge';
import { resolveManifest } from './load/resolve';
import { validateManifest } from './load/validate';
import type { ProductModel } from './model';
import { locales } from './messages';

export { ManifestError } from './load/build';
export { validateManifest } from './load/validate';
export type { Catalogue } from './catalogue/catalogue';

export interface ProductSources {
  /** Variant manifests: file name → parsed JSON. */
  manifests: Map<string, Json>;
  /** Families: name → parsed JSON. */
  families: Map<string, Json>;
  /** Files that are not JSON: file name (families/<name>.json for a family) → the text and why. */
  unreadable: Map<string, { text: string; problem: string }>;
}

async function readJsonDir(
  dir: string,
  prefix: string,
  unreadable: ProductSources['unreadable'],
): Promise<Map<string, Json>> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort();
  const out = new Map<string, Json>();
  for (const name of names) {
    const text = await readFile(join(dir, name), 'utf8');
    try {
      out.set(name, JSON.parse(text) as Json);
    } catch (error) {
      unreadable.set(`${prefix}${name}`, {
        text,
        problem: `not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }
  return out;
}

export async function readProductSources(productsDir: string): Promise<ProductSources> {
  const unreadable: ProductSources['unreadable'] = new Map();
  const manifests = await readJsonDir(productsDir, '', unreadable);
  const familyFiles = await readJsonDir(join(productsDir, 'families'), 'families/', unreadable);
  const families = new Map([...familyFiles].map(([file, json]) => [basename(file, '.json'), json]));
  return { manifests, families, unreadable };
}

/** A product switched off because its manifest (or a family it extends) fails the product checks. */
export interface DisabledProduct {
  file: string;
  /** What the broken file still says (read leniently, so its page can say 产品暂不可售). */
  productCode?: string;
  path?: string;
  name?: string;
  problems: string[];
}

export interface BuiltProduct {
  file: string;
  model: ProductModel;
  chain: string[];
}

/** `"key": "value"` read from text that may not parse: enough to name a broken product. */
const leniently = (text: string, key: string): string | undefined =>
  new RegExp(`"${key}"\\s*:\\s*"([^"]*)"`).exec(text)?.[1];

/**
 * Builds every variant that passes the product checks (schema, registry, references, rates, plans,
 * ages, the region, display text, placeholders: the lint's per-product rules); the others are returned as
 * disabled with their problems. One broken manifest never takes the rest of the catalogue down.
 */
export function buildCatalogue(sources: ProductSources): {
  built: BuiltProduct[];
  disabled: DisabledProduct[];
} {
  const built: BuiltProduct[] = [];
  const disabled: DisabledProduct[] = [];
  for (const [file, { text, problem }] of sources.unreadable) {
    if (file.startsWith('families/')) continue; // its variants fail below, each naming the missing family
    const [productCode, path, name] = ['productCode', 'path', 'name'].map((k) => leniently(text, k));
    disabled.push({
      file,
      ...(productCode ? { productCode } : {}),
      ...(path ? { path } : {}),
      ...(name ? { name } : {}),
      problems: [problem],
    });
  }
  const lookup = (name: string) => sources.families.get(name);
  for (const [file, json] of sources.manifests) {
    const identity = isObject(json)
      ? {
          ...(typeof json.productCode === 'string' ? { productCode: json.productCode } : {}),
          ...(isObject(json.route) && typeof json.route.path === 'string' ? { path: json.route.path } : {}),
          ...(typeof json.name === 'string' ? { name: json.name } : {}),
        }
      : {};
    const resolved = resolveManifest(json, lookup, file);
    if (!resolved.ok) {
      disabled.push({ file, ...identity, problems: [describeResolveError(resolved.error)] });
      continue;
    }
    const schema = validateManifest(resolved.value).map((p) => `${p.pointer || '/'} ${p.message}`);
    const findings = [
      ...registryRule(resolved.value),
      ...(schema.length === 0 ? manifestRules(json, resolved.value as unknown as ProductManifest) : []),
    ];
    const problems = [...schema, ...findings.map((f) => `${f.pointer || '/'} ${describeFinding(f).message}`)];
    if (problems.length > 0) {
      disabled.push({ file, ...identity, problems });
      continue;
    }
    try {
      const model = buildProductModel(json, lookup, { source: file });
      built.push({ file, model, chain: resolved.chain.slice(1) });
    } catch (error) {
      disabled.push({
        file,
        ...identity,
        problems: [error instanceof Error ? error.message : String(error)],
      });
    }
  }
  return { built, disabled };
}

/** Builds every variant; throws one ManifestError naming every broken manifest (strict: scripts and tests). */
export function buildAll(sources: ProductSources): BuiltProduct[] {
  const { built, disabled } = buildCatalogue(sources);
  if (disabled.length > 0)
    throw new ManifestError(
      'products',
      disabled.map((d) => `${d.file}: ${d.problems.join('; ')}`),
    );
  return built;
}

export interface NodeCatalogue extends Catalogue {
  /** The index the browser bundle uses (engine/generated/product-index.ts). */
  index: ProductIndexEntry[];
}

/** The page title in each other UI language whose text translates it (the English model's `route.title`). */
function translatedTitle(model: ProductModel): Pick<ProductIndexEntry, 'translatedTitle'> {
  const titles = Object.fromEntries(
    locales
      .filter((locale) => locale !== 'zh-CN')
      .map((locale) => [locale, model.locales?.[locale]?.route.title])
      .filter(([, title]) => title && title !== model.route.title),
  ) as ProductIndexEntry['translatedTitle'];
  return titles && Object.keys(titles).length > 0 ? { translatedTitle: titles } : {};
}

export function indexEntry(file: string, model: ProductModel, families: string[]): ProductIndexEntry {
  return {
    productCode: model.productCode,
    name: model.name,
    kind: model.kind,
    path: model.route.path,
    requiresLogin: model.route.requiresLogin,
    clearRecord: model.route.clearRecord,
    clearForm: model.route.clearForm,
    title: model.route.title,
    ...translatedTitle(model),
    ...(model.route.sharedPath ? { sharedPath: model.route.sharedPath } : {}),
    ...(model.contractFlow?.enabled && model.contractFlow.contractPath
      ? { contractPath: model.contractFlow.contractPath }
      : {}),
    ...(model.renewal ? { renewal: model.renewal.label } : {}),
    file,
    families,
    manifestVersion: model.manifestVersion,
  };
}

const toCatalogue = (built: BuiltProduct[]): NodeCatalogue => ({
  ...createCatalogue(built.map((b) => b.model)),
  index: built.map((b) => indexEntry(b.file, b.model, b.chain)),
});

/** Loads every manifest of `productsDir` (e.g. 'products') into a catalogue. Rejects with a ManifestError naming each problem. */
export async function loadCatalogue(productsDir: string): Promise<NodeCatalogue> {
  return toCatalogue(buildAll(await readProductSources(productsDir)));
}

/** The gateway's load: every product that passes its checks, and the ones switched off (to log and to refuse). */
export async function loadCatalogueFailSoft(
  productsDir: string,
): Promise<{ catalogue: NodeCatalogue; disabled: DisabledProduct[] }> {
  const { built, disabled } = buildCatalogue(await readProductSources(productsDir));
  return { catalogue: toCatalogue(built), disabled };
}
