import type { ProductManifest } from '../generated/manifest';
import type { ProductModel } from '../model';
import { normalizeManifest, type NormalizeOptions } from '../normalize/product';
import type { Json } from './merge';
import { resolveManifest, type FamilyLookup, type ResolveError } from './resolve';

/** A manifest that cannot become a ProductModel; `problems` says why, one line each. */
export class ManifestError extends Error {
  constructor(
    readonly source: string,
    readonly problems: string[],
  ) {
    super(`[engine] ${source}: ${problems.join('; ')}`);
    this.name = 'ManifestError';
  }
}

export function describeResolveError(error: ResolveError): string {
  switch (error.kind) {
    case 'notObject':
      return `${error.chain.at(-1) ?? ''} is not a JSON object`;
    case 'missingParent':
      return `extends "${error.parent}" but products/families/${error.parent}.json does not exist (chain: ${error.chain.join(' → ')})`;
    case 'cycle':
      return `extends cycle: ${error.chain.join(' → ')}`;
  }
}

export interface BuildOptions extends NormalizeOptions {
  /** Schema check of the resolved manifest (Node side passes engine/load/validate's validateManifest). */
  validate?: (manifest: unknown) => { pointer: string; message: string }[];
  /** Name used in error messages (e.g. the file name). */
  source?: string;
}

/**
 * Browser-safe: resolve `extends` and normalize one already-parsed manifest. Manifests are linted
 * before they ship, so the browser skips the schema check unless `validate` is given.
 */
export function buildProductModel(
  manifest: Json,
  lookupFamily: FamilyLookup,
  options: BuildOptions = {},
): ProductModel {
  const source = options.source ?? '(manifest)';
  const resolved = resolveManifest(manifest, lookupFamily, source);
  if (!resolved.ok) throw new ManifestError(source, [describeResolveError(resolved.error)]);
  if (options.validate) {
    const problems = options.validate(resolved.value);
    if (problems.length > 0)
      throw new ManifestError(
        source,
        problems.map((p) => `${p.pointer || '/'} ${p.message}`),
      );
  }
  return normalizeManifest(resolved.value as unknown as ProductManifest, options);
}
