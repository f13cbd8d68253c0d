/**
 * The named option lists of the form (spec §3 and §9 codes verbatim). Labels come from the message
 * catalogue (engine/messages/<locale>/engine.ts), so they follow the locale.
 */
import { format, type Locale, type MessageKey } from '../messages';
import type { OptionListName, OptionModel } from '../model';
import '../messages/zh-CN/engine';

/** Form relation codes (§9): 00 self, 01 spouse, 02 parents, 03 children, 05 siblings, 99 other. */
export const RELATION_CODES = ['00', '01', '02', '03', '05', '99'] as const;
/** Order-page relation codes (§3). */
export const RELATION_LABEL_CODES = [
  '00',
  '01',
  '02',
  '03',
  '05',
  '06',
  '07',
  '08',
  '09',
  '10',
  '11',
  '12',
  '98',
  '99',
] as const;
/** Form ID types (§9 cardType_N): the value is N. */
export const CREDENTIAL_TYPE_CODES = ['0', '1', '2', '3', '9', '10', '11', '17'] as const;
/** The form ID type whose numbers are checked as 18-digit ID cards. */
export const ID_CARD_TYPE = '0';
/** The form ID type checked as a Hong Kong/Macau card. */
export const HK_MO_PASS_TYPE = '17';
/** Order-page credential type labels (§3). */
export const CREDENTIAL_LABEL_CODES = ['0', '1', '2', '4', '7', '8', 'A', 'C', 'E', 'F', 'G', 'H'] as const;
/** School kinds (§9). */
export const SCHOOL_KIND_CODES = [
  'edu_06',
  'edu_07',
  'edu_27',
  'edu_28',
  'edu_33',
  'edu_34',
  'edu_35',
  'edu_09',
  'edu_10',
  'edu_11',
  'edu_12',
  'edu_31',
  'edu_25',
  'edu_08',
  'edu_29',
  'edu_30',
  'edu_32',
  'edu_15',
] as const;
/** School modes (§9, attribute customSchool): 01 custom plus choose, 02 choose only, 03 custom only. */
export const SCHOOL_MODES = ['01', '02', '03'] as const;
export const SCHOOL_NATURE_CODES = ['01', '02'] as const;
/** Gender (§9): 0 male, 1 female. */
export const GENDER_CODES = ['0', '1'] as const;
export const SOCIAL_INSURANCE_CODES = ['Y', 'N'] as const;
export const GRADE_CODES = [
  'K1',
  'K2',
  'K3',
  'P1',
  'P2',
  'P3',
  'P4',
  'P5',
  'P6',
  'J1',
  'J2',
  'J3',
  'S1',
  'S2',
  'S3',
  'U1',
  'U2',
  'U3',
  'U4',
] as const;
/** Classes 1班 … 30班. */
export const CLASS_COUNT = 30;

function keyed(prefix: string, codes: readonly string[], locale: Locale): OptionModel[] {
  return codes.map((value) => ({
    value,
    label: format(`${prefix}.${value}` as MessageKey, undefined, locale),
  }));
}

/** The options of a named list, in the spec's order. */
export function optionList(name: OptionListName, locale: Locale = 'zh-CN'): OptionModel[] {
  switch (name) {
    case 'relation':
      return keyed('engine.relation', RELATION_CODES, locale);
    case 'credentialType':
      return keyed('engine.credentialType', CREDENTIAL_TYPE_CODES, locale);
    case 'schoolKind':
      return keyed('engine.schoolKind', SCHOOL_KIND_CODES, locale);
    case 'schoolNature':
      return keyed('engine.schoolNature', SCHOOL_NATURE_CODES, locale);
    case 'gender':
      return keyed('engine.gender', GENDER_CODES, locale);
    case 'socialInsurance':
      return keyed('engine.socialInsurance', SOCIAL_INSURANCE_CODES, locale);
    case 'grade':
      return keyed('engine.grade', GRADE_CODES, locale);
    case 'class':
      return Array.from({ length: CLASS_COUNT }, (_, i) => ({
        value: String(i + 1),
        label: format('engine.class', { n: i + 1 }, locale),
      }));
  }
}

const CODES: Record<OptionListName, readonly string[]> = {
  relation: RELATION_CODES,
  credentialType: CREDENTIAL_TYPE_CODES,
  schoolKind: SCHOOL_KIND_CODES,
  schoolNature: SCHOOL_NATURE_CODES,
  gender: GENDER_CODES,
  socialInsurance: SOCIAL_INSURANCE_CODES,
  grade: GRADE_CODES,
  class: Array.from({ length: CLASS_COUNT }, (_, i) => String(i + 1)),
};

/** The values of a named list (no labels: what the lint checks against). */
export function optionValues(name: OptionListName): readonly string[] {
  return CODES[name];
}

/** Order-page label of a relation code (§3), or the code itself when unknown. */
export function relationLabel(code: string, locale: Locale = 'zh-CN'): string {
  return (RELATION_LABEL_CODES as readonly string[]).includes(code)
    ? format(`engine.relationLabel.${code}` as MessageKey, undefined, locale)
    : code;
}

/** Order-page label of a credential type code (§3), or the code itself when unknown. */
export function credentialLabel(code: string, locale: Locale = 'zh-CN'): string {
  return (CREDENTIAL_LABEL_CODES as readonly string[]).includes(code)
    ? format(`engine.credentialLabel.${code}` as MessageKey, undefined, locale)
    : code;
}
