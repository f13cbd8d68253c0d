/**
 * How a manifest inherits from its family (written down in docs/products.md):
 * - objects merge key by key (the child's value wins; nested objects merge again);
 * - arrays replace the parent's array, EXCEPT the keyed arrays below: there the child's list is
 *   authoritative (it says which items, in which order) and each child item merges over the parent
 *   item with the same key — so `{ "type": "faq" }` inherits the family's whole FAQ section (the
 *   same keys hold inside a translation, `/i18n/en-US/sections`);
 * - scalars replace. A property the child does not state is inherited whole.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** Keyed arrays: JSON pointer of the array → the item property that identifies an item. */
export const KEYED_ARRAYS: Readonly<Record<string, string>> = {
  '/sections': 'type',
  '/form/holder/fields': 'name',
  '/form/insured/fields': 'name',
  '/protocols/rules': 'id',
  '/protocols/clauses': 'id',
};

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The key of the n-th item: its key property plus its occurrence (so repeated section types pair up in order). */
export function itemKeys(items: readonly Json[], keyProp: string): string[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const key = isObject(item) ? String(item[keyProp] ?? '') : '';
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    return `${key}#${n}`;
  });
}

export function mergeJson(base: Json | undefined, over: Json | undefined, pointer = ''): Json | undefined {
  if (over === undefined) return base;
  if (base === undefined) return over;
  if (isObject(base) && isObject(over)) {
    const out: JsonObject = {};
    for (const key of Object.keys(base)) out[key] = base[key] as Json;
    for (const key of Object.keys(over)) {
      const merged = mergeJson(base[key], over[key], `${pointer}/${key}`);
      if (merged !== undefined) out[key] = merged;
    }
    return out;
  }
  // A translation (`/i18n/en-US/sections` …) inherits by the same keys as the text it translates;
  // its list does not choose the items (the Chinese list does), so the family's translated items stay.
  const translation = pointer.startsWith('/i18n/');
  const keyProp = KEYED_ARRAYS[pointer.replace(/^\/i18n\/[^/]+/, '')];
  if (keyProp && Array.isArray(base) && Array.isArray(over)) {
    const baseKeys = itemKeys(base, keyProp);
    const overKeys = itemKeys(over, keyProp);
    if (translation)
      return [
        ...base.map((item, at) => {
          const index = overKeys.indexOf(baseKeys[at] ?? '');
          return index < 0 ? item : (mergeJson(item, over[index], `${pointer}/*`) ?? item);
        }),
        ...over.filter((_, index) => !baseKeys.includes(overKeys[index] ?? '')),
      ];
    return over.map((item, index) => {
      const at = baseKeys.indexOf(overKeys[index] ?? '');
      return at < 0 ? item : (mergeJson(base[at], item, `${pointer}/*`) ?? item);
    });
  }
  return over;
}
