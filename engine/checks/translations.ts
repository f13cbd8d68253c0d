/** A manifest's translations (`i18n`) must have the shape of the Chinese text they translate. */
import { isObject, type Json } from '../load/merge';
import { translationShape } from '../load/localize';
import { finding, type Finding } from './finding';

export function translationRule(manifest: Json): Finding[] {
  if (!isObject(manifest) || !isObject(manifest.i18n)) return [];
  const { i18n, ...base } = manifest;
  return Object.entries(i18n).flatMap(([locale, over]) =>
    translationShape(base, over, `/i18n/${locale}`).map((p) =>
      finding(p.pointer, `i18n.${p.kind}`, p.params),
    ),
  );
}
