import { isObject, itemKeys, KEYED_ARRAYS, mergeJson, type Json, type JsonObject } from './merge';

/** Where a resolution failed. `chain` lists the names from the manifest up to the failure. */
export type ResolveError =
  | { kind: 'notObject'; chain: string[] }
  | { kind: 'missingParent'; parent: string; chain: string[] }
  | { kind: 'cycle'; chain: string[] };

export type ResolveResult =
  { ok: true; value: JsonObject; chain: string[] } | { ok: false; error: ResolveError };

/** Looks a family up by the name `extends` uses (products/families/<name>.json). */
export type FamilyLookup = (name: string) => Json | undefined;

/**
 * Resolves `extends`: merges the manifest over its family chain (root family first). `chain` is the
 * manifest's own name followed by each family name, nearest first.
 */
export function resolveManifest(
  manifest: Json,
  lookupFamily: FamilyLookup,
  selfName = '(manifest)',
): ResolveResult {
  if (!isObject(manifest)) return { ok: false, error: { kind: 'notObject', chain: [selfName] } };
  const layers: JsonObject[] = [manifest];
  const chain = [selfName];
  let current: JsonObject = manifest;
  while (typeof current.extends === 'string') {
    const parentName = current.extends;
    if (chain.slice(1).includes(parentName))
      return { ok: false, error: { kind: 'cycle', chain: [...chain, parentName] } };
    const parent = lookupFamily(parentName);
    if (parent === undefined)
      return { ok: false, error: { kind: 'missingParent', parent: parentName, chain } };
    if (!isObject(parent)) return { ok: false, error: { kind: 'notObject', chain: [...chain, parentName] } };
    chain.push(parentName);
    layers.push(parent);
    current = parent;
  }
  let value: JsonObject = {};
  for (let i = layers.length - 1; i >= 0; i -= 1) {
    const merged = mergeJson(withoutRestated(value, layers[i]!), layers[i]);
    value = isObject(merged) ? merged : value;
  }
  // The resolved manifest names its direct parent (a family's own `extends` is not inherited).
  if (manifest.extends !== undefined) value.extends = manifest.extends;
  else delete value.extends;
  return { ok: true, value, chain };
}

/**
 * `inherited` with its translations (`i18n`) cleared wherever `layer` writes other Chinese text: a
 * family's English for an insurer, an age note or a list the variant rewrites translates the
 * family's text, not the variant's, and would say something else than the contract. There the
 * Chinese shows unless the layer translates its own text (its `i18n`, merged after this).
 */
function withoutRestated(inherited: JsonObject, layer: JsonObject): JsonObject {
  if (!isObject(inherited.i18n)) return inherited;
  const { i18n: _own, ...text } = layer;
  const i18n: JsonObject = {};
  for (const [locale, translation] of Object.entries(inherited.i18n)) {
    const kept = stillTranslates(translation, inherited, text, '');
    if (kept !== undefined) i18n[locale] = kept;
  }
  return { ...inherited, i18n };
}

/** The part of `translation` (of the Chinese `base`) that still holds over `layer` (undefined: none). */
function stillTranslates(
  translation: Json,
  base: Json | undefined,
  layer: Json,
  pointer: string,
): Json | undefined {
  const keyProp = KEYED_ARRAYS[pointer];
  if (isObject(layer) && isObject(translation)) {
    const out: JsonObject = { ...translation };
    for (const key of Object.keys(layer)) {
      if (!(key in out)) continue;
      const kept = stillTranslates(
        out[key]!,
        isObject(base) ? base[key] : undefined,
        layer[key]!,
        `${pointer}/${key}`,
      );
      if (kept === undefined) delete out[key];
      else out[key] = kept;
    }
    return out;
  }
  if (keyProp && Array.isArray(layer) && Array.isArray(translation)) {
    // Items pair by key: each translated item is checked against the layer's item with its key.
    const baseItems = Array.isArray(base) ? base : [];
    const [translatedKeys, layerKeys, baseKeys] = [translation, layer, baseItems].map((items) =>
      itemKeys(items, keyProp),
    );
    return translation.flatMap((item, i) => {
      const at = layerKeys!.indexOf(translatedKeys![i]!);
      if (at < 0) return [item];
      const kept = stillTranslates(
        item,
        baseItems[baseKeys!.indexOf(translatedKeys![i]!)],
        layer[at]!,
        `${pointer}/*`,
      );
      return kept === undefined ? [] : [kept];
    });
  }
  // A text or a replaced list: the translation holds only while the layer restates the same Chinese.
  return JSON.stringify(layer) === JSON.stringify(base) ? translation : undefined;
}
