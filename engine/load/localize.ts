/**
 * Product content in other languages (docs/products.md, "English content"): a manifest may carry
 * `"i18n": { "en-US": { … } }`, the same tree as the manifest holding only translated text. The
 * Chinese text is the contract text and stays where no translation is given. A translation only
 * replaces strings: lists pair item by item (keyed lists by their key, e.g. a section by its type),
 * so a translated list must have the Chinese list's shape (the lint's `i18n.*` rules say where not);
 * a list of another length is ignored here rather than mispairing text. Only the paths the schema
 * marks `x-translatable` (engine/generated/translatable.ts) are replaced: a translation of data such
 * as `route.path` is reported by the lint and ignored here.
 */
import { TRANSLATABLE_POINTERS } from '../generated/translatable';
import type { Locale } from '../messages';
import { isObject, itemKeys, KEYED_ARRAYS, type Json, type JsonObject } from './merge';

/** Where a translation does not fit the Chinese manifest (JSON pointers of the translation). */
export interface ShapeProblem {
  pointer: string;
  kind: 'unknownKey' | 'notText' | 'listLength' | 'unknownItem' | 'notSameKind' | 'notTranslatable';
  params: Record<string, string | number>;
}

/** The keyed-array rule of a pointer, with `*` for indexes (`/sections/*` … as in merge.ts). */
const keyPropOf = (pointer: string): string | undefined => KEYED_ARRAYS[pointer];

/**
 * Whether a translation may replace the string at `pointer` (`*` for indexes): a path the schema
 * marks translatable, or the key of a keyed list's item (`sections/*\/type`), which pairs the item
 * with its Chinese item rather than replacing text.
 */
function translatable(pointer: string): boolean {
  if (TRANSLATABLE_POINTERS.has(pointer)) return true;
  const at = pointer.lastIndexOf('/*/');
  return at >= 0 && keyPropOf(pointer.slice(0, at)) === pointer.slice(at + 3);
}

function pairItems(base: Json[], over: Json[], pointer: string): ([number, number] | null)[] | null {
  const keyProp = keyPropOf(pointer);
  if (!keyProp) {
    if (base.length !== over.length) return null;
    return over.map((_, i) => [i, i]);
  }
  const baseKeys = itemKeys(base, keyProp);
  return itemKeys(over, keyProp).map((key, i) => {
    const at = baseKeys.indexOf(key);
    return at < 0 ? null : [at, i];
  });
}

/** The manifest with its translation applied (strings only); `i18n` itself is dropped. */
export function localizeManifest(manifest: Json, locale: Locale): Json {
  if (!isObject(manifest)) return manifest;
  const { i18n, ...base } = manifest;
  const over = isObject(i18n) ? i18n[locale] : undefined;
  return over === undefined ? base : overlay(base, over, '');
}

function overlay(base: Json, over: Json, pointer: string): Json {
  if (typeof base === 'string') return typeof over === 'string' && translatable(pointer) ? over : base;
  if (Array.isArray(base)) {
    if (!Array.isArray(over)) return base;
    const pairs = pairItems(base, over, pointer);
    if (!pairs) return base;
    const out = [...base];
    for (const pair of pairs)
      if (pair) out[pair[0]] = overlay(base[pair[0]]!, over[pair[1]]!, `${pointer}/*`);
    return out;
  }
  if (isObject(base)) {
    if (!isObject(over)) return base;
    const out: JsonObject = { ...base };
    for (const key of Object.keys(over))
      if (key in base) out[key] = overlay(base[key]!, over[key]!, `${pointer}/${key}`);
    return out;
  }
  return base;
}

/** Every place where `over` (a translation) does not have the shape of `base` (the Chinese manifest). */
export function translationShape(base: Json, over: Json, at: string, pointer = ''): ShapeProblem[] {
  const kind = (v: Json) => (Array.isArray(v) ? 'list' : isObject(v) ? 'object' : typeof v);
  if (typeof base === 'string') {
    if (typeof over !== 'string') return [{ pointer: at, kind: 'notText', params: { found: kind(over) } }];
    return translatable(pointer)
      ? []
      : [{ pointer: at, kind: 'notTranslatable', params: { field: pointer.slice(1).replace(/\//g, '.') } }];
  }
  if (kind(base) !== kind(over))
    return [{ pointer: at, kind: 'notSameKind', params: { expected: kind(base), found: kind(over) } }];
  if (Array.isArray(base) && Array.isArray(over)) {
    const pairs = pairItems(base, over, pointer);
    if (!pairs)
      return [{ pointer: at, kind: 'listLength', params: { expected: base.length, found: over.length } }];
    return pairs.flatMap((pair, i) =>
      pair
        ? translationShape(base[pair[0]]!, over[pair[1]]!, `${at}/${i}`, `${pointer}/*`)
        : [
            {
              pointer: `${at}/${i}`,
              kind: 'unknownItem' as const,
              params: { key: String((over[i] as JsonObject)[keyPropOf(pointer) ?? ''] ?? '') },
            },
          ],
    );
  }
  if (isObject(base) && isObject(over))
    return Object.keys(over).flatMap((key) =>
      key in base
        ? translationShape(base[key]!, over[key]!, `${at}/${key}`, `${pointer}/${key}`)
        : [{ pointer: `${at}/${key}`, kind: 'unknownKey' as const, params: { key } }],
    );
  // Numbers, booleans and null are data, not text: a translation cannot change them.
  return [{ pointer: at, kind: 'notText', params: { found: kind(over) } }];
}
