import { isObject, mergeJson, type Json, type JsonObject } from './merge';

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
    const merged = mergeJson(value, layers[i]);
    value = isObject(merged) ? merged : value;
  }
  // The resolved manifest names its direct parent (a family's own `extends` is not inherited).
  if (manifest.extends !== undefined) value.extends = manifest.extends;
  else delete value.extends;
  return { ok: true, value, chain };
}
