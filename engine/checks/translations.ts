/**
 * A manifest's translations (`i18n`) must have the shape of the Chinese text they translate.
 *
 * The variant's own translation is checked whole. A translation it inherits from its family is
 * checked for what the family got wrong (text where data is, a key the Chinese lacks), not for list
 * lengths or items: a variant that drops a section or a field, or offers other options, leaves the
 * family's translation of them unpaired, and localizeManifest then shows the Chinese text there.
 */
import { isObject, type Json } from '../load/merge';
import { translationShape, type ShapeProblem } from '../load/localize';
import { finding, type Finding } from './finding';

const FROM_THE_VARIANT_ONLY: ReadonlySet<ShapeProblem['kind']> = new Set(['listLength', 'unknownItem']);

export function translationRule(manifest: Json, raw?: Json): Finding[] {
  if (!isObject(manifest) || !isObject(manifest.i18n)) return [];
  const { i18n, ...base } = manifest;
  const own = isObject(raw) && isObject(raw.i18n) ? raw.i18n : undefined;
  return Object.entries(i18n).flatMap(([locale, over]) => [
    ...translationShape(base, over, `/i18n/${locale}`)
      .filter(
        (p) => raw === undefined || !FROM_THE_VARIANT_ONLY.has(p.kind) || writtenBy(own?.[locale], p.pointer),
      )
      .map((p) => finding(p.pointer, `i18n.${p.kind}`, p.params)),
    ...untranslatedTitle(base, over, locale),
  ]);
}

/**
 * A translation that names the product but leaves the page title the manifest sets (`route.title`,
 * the nav bar's title) in Chinese: the page would be in one language and its title in another.
 */
function untranslatedTitle(base: Json, over: Json, locale: string): Finding[] {
  const title = isObject(base) && isObject(base.route) ? base.route.title : undefined;
  if (typeof title !== 'string' || !isObject(over) || typeof over.name !== 'string') return [];
  const translated = isObject(over.route) && typeof over.route.title === 'string';
  return translated ? [] : [finding(`/i18n/${locale}/name`, 'i18n.titleUntranslated', { title })];
}

/** Whether the variant file's own translation holds the node at `pointer` (/i18n/<locale>/…). */
function writtenBy(own: Json | undefined, pointer: string): boolean {
  let node: Json | undefined = own;
  for (const part of pointer.split('/').slice(3)) {
    if (Array.isArray(node)) node = node[Number(part)];
    else if (isObject(node)) node = node[part];
    else return false;
    if (node === undefined) return false;
  }
  return own !== undefined;
}
