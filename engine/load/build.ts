import type { ProductManifest } from '../generated/manifest';
import type { ProductModel } from '../model';
import { normalizeManifest, type NormalizeOptions } from '../normalize/product';
import type { Json } from './merge';
import { contentHash } from '../normalize/hash';
import { resolveManifest, type FamilyLookup, type ResolveError } from './resolve';
import { applyScheduled, scheduleOf } from './schedule';
import { localizeManifest } from './localize';
import type { Locale } from '../messages';

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
  const validate = (value: unknown, label: string) => {
    const problems = options.validate?.(value) ?? [];
    if (problems.length > 0)
      throw new ManifestError(
        source,
        problems.map((p) => `${label}${p.pointer || '/'} ${p.message}`),
      );
  };
  validate(resolved.value, '');
  // One version for the file, scheduled entries included: an entry going live does not refuse open pages.
  const normalizeOptions = {
    ...options,
    manifestVersion: options.manifestVersion ?? contentHash(resolved.value),
  };
  const entries = scheduleOf(resolved.value);
  // The zh-CN model, with the same product in English beside it (its text from `i18n`, where given).
  const inLocale = (value: Json, locale: Locale): ProductModel =>
    normalizeManifest(localizeManifest(value, locale) as unknown as ProductManifest, {
      ...normalizeOptions,
      locale,
    });
  // The English model is built when first asked for: in Node (the gateway; the build, which writes it
  // into each model file: engine/catalogue/model-file.ts) every language is at hand; in the
  // development storefront that is after the English catalogue has loaded, so its labels are English too.
  const withLocales = (value: Json): ProductModel => {
    let english: ProductModel | undefined;
    return {
      ...inLocale(value, 'zh-CN'),
      locales: {
        get 'en-US'() {
          return (english ??= inLocale(value, 'en-US'));
        },
      },
    };
  };
  const model = withLocales(applyScheduled(resolved.value, 0));
  if (entries.length === 0) return model;
  const schedule = entries.map((entry, i) => {
    const applied = applyScheduled(resolved.value, i + 1);
    validate(applied, `schedule@${entry.from} `);
    return {
      from: entry.from,
      at: entry.at,
      model: withLocales(applied),
    };
  });
  return { ...model, schedule };
}
