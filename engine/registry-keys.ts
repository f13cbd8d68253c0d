/**
 * The section types and field widgets a manifest may use. The renderer registry must cover exactly
 * these keys (the screens' registry test checks it) and the product lint rejects anything else, so a
 * manifest can never name something nothing can draw. The schema's section `type` enums must list
 * the same types (tests/lint/registry-keys.test.ts checks it).
 */
export const SECTION_TYPES = [
  'banner',
  'featuresImage',
  'onlineServiceImage',
  'faq',
  'claimProcess',
  'insuranceNotice',
  'cooperationAuthorization',
  'richText',
  'guaranteeDetails',
  'planList',
  'ratings',
  'insurerList',
  'phoneCall',
  'clauseLinks',
] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

export const FIELD_WIDGETS = [
  'text',
  'name',
  'mobile',
  'email',
  'idType',
  'idNumber',
  'date',
  'select',
  'radio',
  'switch',
  'region',
  'school',
] as const;
export type FieldWidget = (typeof FIELD_WIDGETS)[number];

export function isSectionType(value: string): value is SectionType {
  return (SECTION_TYPES as readonly string[]).includes(value);
}

export function isFieldWidget(value: string): value is FieldWidget {
  return (FIELD_WIDGETS as readonly string[]).includes(value);
}
