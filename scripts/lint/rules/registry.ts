/** Section types and field widgets must be renderer registry keys (engine/registry-keys.ts). */
import { isObject, type Json } from '../../../engine/load/merge';
import { FIELD_WIDGETS, isFieldWidget, isSectionType, SECTION_TYPES } from '../../../engine/registry-keys';
import { finding, type Finding } from '../problem';

function closest(value: string, allowed: readonly string[]): string | undefined {
  const lower = value.toLowerCase();
  return (
    allowed.find((a) => a.toLowerCase() === lower) ??
    allowed.find((a) => a.toLowerCase().startsWith(lower.slice(0, 4)))
  );
}

function hint(value: string, allowed: readonly string[]): string {
  const near = closest(value, allowed);
  return near ? `did you mean "${near}"? allowed: ${allowed.join(', ')}` : `allowed: ${allowed.join(', ')}`;
}

export function registryRule(manifest: Json): Finding[] {
  if (!isObject(manifest)) return [];
  const out: Finding[] = [];
  const sections = manifest.sections;
  if (Array.isArray(sections)) {
    sections.forEach((s, i) => {
      if (isObject(s) && typeof s.type === 'string' && !isSectionType(s.type)) {
        out.push(
          finding(`/sections/${i}/type`, `unknown section type "${s.type}"`, hint(s.type, SECTION_TYPES)),
        );
      }
    });
  }
  const form = manifest.form;
  for (const party of ['holder', 'insured'] as const) {
    const block = isObject(form) ? form[party] : undefined;
    const fields = isObject(block) ? block.fields : undefined;
    if (!Array.isArray(fields)) continue;
    fields.forEach((f, i) => {
      if (isObject(f) && typeof f.widget === 'string' && !isFieldWidget(f.widget)) {
        out.push(
          finding(
            `/form/${party}/fields/${i}/widget`,
            `unknown field widget "${f.widget}"`,
            hint(f.widget, FIELD_WIDGETS),
          ),
        );
      }
    });
  }
  return out;
}
