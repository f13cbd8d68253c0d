/**
 * The school information of an insured child as the confirm page lists it (issue 13 item 11): each
 * school field the product's insured form has, with the manifest's label and the value as the
 * parent picked it (the option's label, the region's names), never a bare code.
 */
import type { FieldModel, FieldName, PartyState } from '../model';

/** Insured fields that describe where the child studies. */
const SCHOOL_FIELDS: ReadonlySet<FieldName> = new Set<FieldName>([
  'region',
  'schoolKind',
  'schoolNature',
  'schoolName',
  'CollegeName',
  'class',
  'grade',
]);

export interface LabelledValue {
  label: string;
  value: string;
}

function displayValue(field: FieldModel, person: PartyState): string {
  if (field.name === 'region') {
    const region = person.region;
    return region ? [region.provinceName, region.cityName, region.countyName].filter(Boolean).join(' ') : '';
  }
  const raw = person[field.name];
  if (typeof raw !== 'string') return '';
  return field.options.find((option) => option.value === raw)?.label ?? raw;
}

/** The labelled school rows of one insured, in form order; empty when the form has none filled. */
export function schoolDetails(fields: readonly FieldModel[], person: PartyState): LabelledValue[] {
  return fields
    .filter((field) => SCHOOL_FIELDS.has(field.name))
    .map((field) => ({ label: field.label, value: displayValue(field, person) }))
    .filter((row) => row.value.trim() !== '');
}
