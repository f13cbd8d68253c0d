/** Section types and field widgets must be renderer registry keys (engine/registry-keys.ts). */
import { isObject, type Json } from '../load/merge';
import { FIELD_WIDGETS, isFieldWidget, isSectionType, SECTION_TYPES } from '../registry-keys';
import { finding, type Finding } from './finding';

function closest(value: string, allowed: readonly string[]): string | undefined {
  const lower = value.toLowerCase();
  return (
    allowed.find((a) => a.toLowerCase() === lower) ??
    allowed.find((a) => a.toLowerCase().startsWith(lower.slice(0, 4)))
  );
}

/** The finding of an unknown key, with "did you mean" when a registry key is close. */
function unknown(
  pointer: string,
  kind: 'section' | 'widget',
  value: string,
  allowed: readonly string[],
): Finding {
  const near = closest(value, allowed);
  const params = { value, allowed: allowed.join(', ') };
  if (near)
    return finding(pointer, kind === 'section' ? 'registry.sectionNear' : 'registry.widgetNear', {
      ...params,
      near,
    });
  return finding(pointer, kind === 'section' ? 'registry.section' : 'registry.widget', params);
}

export function registryRule(manifest: Json): Finding[] {
  if (!isObject(manifest)) return [];
  const out: Finding[] = [];
  const sections = manifest.sections;
  if (Array.isArray(sections)) {
    sections.forEach((s, i) => {
      if (isObject(s) && typeof s.type === 'string' && !isSectionType(s.type))
        out.push(unknown(`/sections/${i}/type`, 'section', s.type, SECTION_TYPES));
    });
  }
  const form = manifest.form;
  for (const party of ['holder', 'insured'] as const) {
    const block = isObject(form) ? form[party] : undefined;
    const fields = isObject(block) ? block.fields : undefined;
    if (!Array.isArray(fields)) continue;
    fields.forEach((f, i) => {
      if (isObject(f) && typeof f.widget === 'string' && !isFieldWidget(f.widget))
        out.push(unknown(`/form/${party}/fields/${i}/widget`, 'widget', f.widget, FIELD_WIDGETS));
    });
  }
  return out;
}
